import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { InfoIcon, PlayIcon, RotateCcwIcon, SaveIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { projectKeys, useEvaluationInputs, useProject, useRunEvaluation, useSaveEvaluationInputs, type EvaluationInputsResponse } from '../projects/api.ts';
import { NativeSelect, type Update } from './input-fields.tsx';
import { ComplianceEditor, MarketEditor, PlanEditor } from './InputEditors.tsx';
import { draftKey, toDraft, toInputs, validateDraft, type Draft } from './model.ts';
import { Preview, usePreview } from './Preview.tsx';
import { StoredVersions } from './StoredVersions.tsx';

export const ITERATION_CHOICES = [10_000, 100_000, 1_000_000] as const;

/** The evaluation workspace of one project: plan editor, live preview, run on the server, stored results. */
/**
 * `visible` false keeps the workspace (and the user's unsaved edits) alive in a hidden tab without
 * drawing its charts, which cannot measure a hidden box.
 */
export function EvaluationWorkspace({ projectId, visible = true }: { projectId: string; visible?: boolean }) {
  const { t } = useTranslation(['evaluation', 'score']);
  const inputsQuery = useEvaluationInputs(projectId);
  if (inputsQuery.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-wrap items-center gap-3 pt-5 text-sm">
          <p>{t('loadError', { message: errorMessage(t, inputsQuery.error) })}</p>
          <Button size="sm" variant="outline" onClick={() => void inputsQuery.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!inputsQuery.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Spinner className="size-4 border-2" />
        {t('loading')}
      </p>
    );
  }
  // The draft starts from the first answer; later refetches never overwrite what the user typed.
  return <Workspace projectId={projectId} initial={inputsQuery.data} visible={visible} />;
}

function Workspace({ projectId, initial, visible }: { projectId: string; initial: EvaluationInputsResponse; visible: boolean }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const client = useQueryClient();
  const project = useProject(projectId);
  const currency = project.data?.currency ?? 'EUR';
  const save = useSaveEvaluationInputs(projectId);
  const run = useRunEvaluation(projectId);

  const [baseline, setBaseline] = useState<EvaluationInputsResponse>(initial);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [showErrors, setShowErrors] = useState(false);
  const [iterations, setIterations] = useState<number>(ITERATION_CHOICES[0]);
  const [seed, setSeed] = useState('');
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);


  const errors = useMemo(() => validateDraft(draft), [draft]);
  const valid = Object.keys(errors).length === 0;
  const dirty = draftKey(draft) !== draftKey(toDraft(baseline));
  const preview = usePreview(draft, valid);
  const server = fieldErrors(actionError);
  const seedValue = seed.trim() === '' ? undefined : Number(seed);
  const seedInvalid = seedValue !== undefined && !(Number.isInteger(seedValue) && seedValue >= 0 && seedValue <= 2 ** 31 - 1);

  useLeaveGuard(dirty, t('leaveUnsaved'));

  const update: Update = (fn) => {
    setNotice(null);
    setDraft((d) => fn(d));
  };

  const saveDraft = async (): Promise<boolean> => {
    setShowErrors(true);
    setActionError(null);
    if (!valid) {
      errorRef.current?.focus();
      return false;
    }
    try {
      const saved = await save.mutateAsync(toInputs(draft));
      setBaseline(saved);
      return true;
    } catch (err) {
      setActionError(err);
      requestAnimationFrame(() => errorRef.current?.focus());
      return false;
    }
  };

  const onSave = async () => {
    if (await saveDraft()) setNotice(t('saved'));
  };

  const onRun = async () => {
    setNotice(null);
    if (seedInvalid) return;
    if (!(await saveDraft())) return;
    try {
      const created = await run.mutateAsync({ iterations, ...(seedValue !== undefined ? { seed: seedValue } : {}) });
      client.setQueryData(projectKeys.evaluation(projectId, created.version), created);
      setSelected(created.version);
      setNotice(t('run.done', { version: created.version }));
    } catch (err) {
      setActionError(err);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  const onReset = () => {
    setDraft(toDraft(baseline));
    setShowErrors(false);
    setActionError(null);
    setNotice(null);
  };

  const visibleErrors = errors;
  const errorCount = Object.keys(errors).length;
  const busy = save.isPending || run.isPending;

  return (
    <div className="grid gap-6 *:min-w-0" data-testid="evaluation-workspace">
      <div
        role="status"
        data-testid="inputs-source"
        data-source={baseline.source}
        className={cn(
          'flex items-start gap-2 rounded-md border p-3 text-sm',
          baseline.source === 'industry-defaults' ? 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100' : 'bg-muted/40',
        )}
      >
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{baseline.source === 'industry-defaults' ? t('source.defaults') : t('source.saved', { date: baseline.savedAt ? formatDateTime(lng, baseline.savedAt) : '—' })}</span>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          className="grid min-w-0 gap-4"
          aria-labelledby="plan-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <h2 id="plan-heading" className="scroll-mt-20 text-lg font-semibold">
            {t('planTitle')}
          </h2>
          <PlanEditor draft={draft} update={update} errors={visibleErrors} server={server} currency={currency} />
          <MarketEditor draft={draft} update={update} errors={visibleErrors} currency={currency} />
          <ComplianceEditor draft={draft} update={update} />
        </form>

        <div className="grid min-w-0 content-start gap-4 xl:sticky xl:top-4">
          <Preview state={preview} currency={currency} />
          <Card>
            <CardHeader>
              <CardTitle className="text-lg" id="run-evaluation">
                {t('run.title')}
              </CardTitle>
              <CardDescription>{t('run.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div
                ref={errorRef}
                tabIndex={-1}
                role="alert"
                className={cn('rounded-md text-sm outline-none', (actionError || (showErrors && errorCount > 0)) && 'border border-destructive p-3 text-destructive')}
                data-testid="workspace-error"
              >
                {actionError ? <p>{errorMessage(t, actionError)}</p> : null}
                {showErrors && errorCount > 0 ? <p>{t('invalidSummary', { count: errorCount })}</p> : null}
                {actionError ? <p className="mt-1 text-xs">{t('inputsKept')}</p> : null}
              </div>
              {dirty ? (
                <p className="text-sm text-amber-700 dark:text-amber-300" data-testid="unsaved">
                  {t('unsaved')}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => void onSave()} disabled={busy}>
                  <SaveIcon aria-hidden="true" />
                  {t('save')}
                </Button>
                <Button type="button" variant="ghost" onClick={onReset} disabled={busy || !dirty}>
                  <RotateCcwIcon aria-hidden="true" />
                  {baseline.source === 'saved' ? t('resetSaved') : t('resetDefaults')}
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <div className="grid gap-1">
                  <Label htmlFor="f-iterations">{t('run.iterations')}</Label>
                  <NativeSelect id="f-iterations" value={iterations} onChange={(e) => setIterations(Number(e.target.value))}>
                    {ITERATION_CHOICES.map((n) => (
                      <option key={n} value={n}>
                        {formatNumber(lng, n, 0)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor="f-seed">{t('run.seed')}</Label>
                  <Input id="f-seed" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} aria-invalid={seedInvalid || undefined} aria-describedby="f-seed-hint" />
                </div>
              </div>
              <p id="f-seed-hint" className={cn('text-xs', seedInvalid ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                {seedInvalid ? t('run.seedInvalid') : t('run.seedHint')}
              </p>
              <Button type="button" onClick={() => void onRun()} disabled={busy || seedInvalid}>
                {run.isPending ? <Spinner className="size-4 border-2" /> : <PlayIcon aria-hidden="true" />}
                {t('run.button')}
              </Button>
              <p aria-live="polite" className="text-sm" data-testid="run-status">
                {save.isPending ? t('run.saving') : run.isPending ? t('run.pending', { iterations: formatNumber(lng, iterations, 0) }) : (notice ?? '')}
              </p>
            </CardContent>
          </Card>
        </div>
      </div>

      <StoredVersions projectId={projectId} currency={currency} visible={visible} selected={selected} onSelect={setSelected} />
    </div>
  );
}
