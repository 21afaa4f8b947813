import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import type { EvaluationDetail } from '../projects/api.ts';
import { useActiveRuns, useCancelRun, useEvaluationRun } from './runs-api.ts';

/**
 * The large run the workspace follows (ADR 0058): the one "Run" just queued, or, when the page opens,
 * the project's run still queued or running (the user left and came back). `running` keeps "Run"
 * disabled until the run has finished one way or another.
 */
export function useFollowedRun(projectId: string) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [settled, setSettled] = useState<string | null>(null);
  const active = useActiveRuns(projectId);
  const runId = chosen ?? active.data?.[0]?.id ?? null;
  return {
    runId,
    running: runId !== null && settled !== runId,
    follow: (id: string) => setChosen(id),
    settle: () => setSettled(runId),
  };
}

/** The followed run's progress, when there is one. */
export function FollowedRun({
  projectId,
  run,
  onStored,
}: {
  projectId: string;
  run: ReturnType<typeof useFollowedRun>;
  onStored: (created: EvaluationDetail) => void;
}) {
  if (!run.runId) return null;
  return <RunProgress key={run.runId} projectId={projectId} runId={run.runId} onStored={onStored} onSettled={run.settle} />;
}

/** Announced at these steps only: a screen reader hears the run move without a message every second. */
const STEP = 25;

/**
 * A large run's progress bar (the Monte Carlo blocks done), its Cancel button, and its end: once done,
 * `onStored` gets the stored version as a synchronous run would; cancelled or failed, a message says so.
 */
export function RunProgress({
  projectId,
  runId,
  onStored,
  onSettled,
}: {
  projectId: string;
  runId: string;
  onStored: (created: EvaluationDetail) => void;
  onSettled: () => void;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const run = useEvaluationRun(projectId, runId);
  const cancel = useCancelRun(projectId, runId);
  const [failure, setFailure] = useState<unknown>(null);
  const data = run.data;
  const settled = useRef(false);
  useEffect(() => {
    if (!data || settled.current || data.status === 'queued' || data.status === 'running') return;
    settled.current = true;
    onSettled();
    if (data.status === 'done' && data.version !== null)
      apiRequest<EvaluationDetail>('GET', `/api/projects/${projectId}/evaluations/${data.version}`).then(onStored, setFailure);
  }, [data, projectId, onStored, onSettled]);

  const status = data?.status ?? 'queued';
  const pct = Math.round((data?.progress ?? 0) * 100);
  const active = status === 'queued' || status === 'running';
  const said =
    status === 'running'
      ? t('largeRun.running', { pct: Math.floor(pct / STEP) * STEP })
      : status === 'failed'
        ? t('largeRun.failed', { error: data?.error ?? '' })
        : t(`largeRun.${status}`, { version: data?.version ?? '' });
  return (
    <section
      aria-labelledby={`run-${runId}-title`}
      className="grid gap-2 rounded-md border p-3"
      data-testid="large-run"
      data-status={status}
    >
      <h3 id={`run-${runId}-title`} className="text-sm font-semibold">
        {t('largeRun.title', { iterations: formatNumber(i18n.language, data?.iterations ?? 0, 0) })}
      </h3>
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={t('largeRun.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={`${pct} %`}
          className="h-2 min-w-0 flex-1 rounded-full bg-muted"
          data-testid="large-run-progress"
        >
          <div className="h-2 rounded-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
        </div>
        <span className="w-12 shrink-0 text-right text-sm tabular-nums" aria-hidden="true">
          {pct} %
        </span>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="large-run-status">
        {said}
      </p>
      {failure || cancel.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, failure ?? cancel.error)}
        </p>
      ) : null}
      {active ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => cancel.mutate(undefined, { onSuccess: () => void run.refetch() })}
          disabled={cancel.isPending}
        >
          <XIcon aria-hidden="true" />
          {t('largeRun.cancel')}
        </Button>
      ) : null}
    </section>
  );
}
