import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PlayIcon, RotateCcwIcon, SaveIcon } from 'lucide-react';
import { defaultEvaluationSeed } from '../../../domain/evaluation/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import {
  projectKeys,
  useInvalidateProjects,
  useProject,
  useRunEvaluation,
  useSaveEvaluationInputs,
  type EvaluationDetail,
  type EvaluationInputsResponse,
  type EvaluationSummary,
} from '../projects/api.ts';
import type { Update } from './input-fields.tsx';
import { ComplianceEditor, MarketEditor, PlanEditor } from './InputEditors.tsx';
import { CorrelationEditor } from './CorrelationEditor.tsx';
import { InputsSource } from './InputsSource.tsx';
import { draftKey, toDraft, toInputs, validateDraft, type Draft } from './model.ts';
import { Preview } from './Preview.tsx';
import { engineInput, useLiveInputs, usePreview } from './use-preview.ts';
import { parseSeed, RunOptions, runOptionsOf, useRunChoices } from './RunOptions.tsx';
import { focusResults, RunSummary, runAnnouncement, useFocusAfterRun } from './RunSummary.tsx';
import { FollowedRun, useFollowedRun } from './LargeRun.tsx';
import { shownInSimple, useAdvancedMode } from './simple-mode.ts';
import { StoredVersions } from './StoredVersions.tsx';

/** The loaded workspace: the draft, its preview, save and run (EvaluationWorkspace loads its inputs first). */
export function Workspace({
  projectId,
  initial,
  visible,
  onOpenResults,
}: {
  projectId: string;
  initial: EvaluationInputsResponse;
  visible: boolean;
  onOpenResults: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const client = useQueryClient();
  const project = useProject(projectId);
  const currency = project.data?.currency ?? 'EUR';
  // What the caller's access allows (a consultant's edit grant: inputs yes, runs no); the server decides anyway.
  const canEdit = project.data?.access?.capabilities.editInputs ?? true;
  const canRun = project.data?.access?.capabilities.runEvaluation ?? true;
  const save = useSaveEvaluationInputs(projectId);
  const run = useRunEvaluation(projectId);
  const invalidate = useInvalidateProjects();
  const [advanced, setAdvanced] = useAdvancedMode();

  const [baseline, setBaseline] = useState<EvaluationInputsResponse>(initial);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [showErrors, setShowErrors] = useState(false);
  const choices = useRunChoices();
  const { iterations, seed, note } = choices;
  const [lastRun, setLastRun] = useState<EvaluationSummary | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** What a screen reader hears when a run finishes; the summary box says it to the eye. */
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const runRef = useRef<HTMLButtonElement>(null);
  /** Set when a run has just stored a version: once the buttons are enabled again, see the effect below. */
  const afterRun = useRef(false);

  const errors = useMemo(() => validateDraft(draft), [draft]);
  const valid = Object.keys(errors).length === 0;
  const dirty = draftKey(draft) !== draftKey(toDraft(baseline));
  const server = fieldErrors(actionError);
  const { value: seedValue, invalid: seedInvalid } = parseSeed(seed);
  // The preview runs what "Run" will store: same inputs, iterations and seed (docs/decisions/0012).
  const evidence = useLiveInputs(projectId, baseline, dirty, (i) => (setBaseline(i), setDraft(toDraft(i))));
  const complianceHub = baseline.complianceHub ?? null;
  const previewInput = useMemo(
    () => (valid ? engineInput(toInputs(draft), evidence, complianceHub) : null),
    [draft, valid, evidence, complianceHub],
  );
  const runSeed = seedValue !== undefined && !seedInvalid ? seedValue : defaultEvaluationSeed(projectId);
  const runOptions = runOptionsOf(iterations, runSeed, choices.method);
  const preview = usePreview(previewInput, runOptions);
  const busy = save.isPending || run.isPending;
  useLeaveGuard(dirty, t('leaveUnsaved'));

  const update: Update = (fn) => {
    setNotice(null);
    setAnnouncement(null);
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

  const large = useFollowedRun(projectId);
  const stored = (created: EvaluationDetail) => {
    client.setQueryData(projectKeys.evaluation(projectId, created.version), created);
    setLastRun(created);
    setAnnouncement(runAnnouncement(t, lng, created, currency));
    afterRun.current = true;
    invalidate();
  };

  const onRun = async () => {
    setNotice(null);
    setAnnouncement(null);
    if (seedInvalid) return;
    if (!(await saveDraft())) return;
    try {
      const trimmed = note.trim();
      const { sampling, convergence } = runOptions;
      const created = await run.mutateAsync({ iterations, seed: runSeed, sampling, convergence, ...(trimmed ? { note: trimmed } : {}) });
      choices.onNote('');
      // Above the threshold the server answers with a job to follow (ADR 0058); its version comes to `stored`.
      if ('job' in created) large.follow(created.job.id);
      else stored(created);
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

  const openResults = onOpenResults ?? focusResults;

  useFocusAfterRun(busy, lastRun, afterRun, runRef);

  const errorCount = Object.keys(errors).length;
  const hiddenErrors = advanced ? 0 : Object.keys(errors).filter((f) => !shownInSimple(f)).length;

  return (
    <div className="grid gap-6 *:min-w-0" data-testid="evaluation-workspace">
      <InputsSource inputs={baseline} />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          className="grid min-w-0 content-start gap-4"
          aria-labelledby="plan-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
          data-testid="evaluation-inputs"
          data-mode={advanced ? 'advanced' : 'simple'}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="plan-heading" className="scroll-mt-20 text-lg font-semibold">
              {t('planTitle')}
            </h2>
            <div className="flex items-center gap-2">
              <Switch id="f-advanced" checked={advanced} onCheckedChange={setAdvanced} aria-describedby="f-advanced-hint" />
              <Label htmlFor="f-advanced">{t('mode.advanced')}</Label>
            </div>
          </div>
          <p id="f-advanced-hint" className="-mt-2 text-sm text-muted-foreground">
            {advanced ? t('mode.advancedHint') : t('mode.simpleHint')}
          </p>
          <fieldset disabled={!canEdit} className="grid min-w-0 gap-4" data-testid="inputs-fieldset">
            <PlanEditor draft={draft} update={update} errors={errors} server={server} currency={currency} simple={!advanced} />
            {advanced ? (
              <>
                <CorrelationEditor draft={draft} update={update} errors={errors} server={server} />
                <MarketEditor draft={draft} update={update} errors={errors} currency={currency} />
                <ComplianceEditor draft={draft} update={update} />
              </>
            ) : null}
          </fieldset>
        </form>

        <div className="grid min-w-0 content-start gap-4 xl:sticky xl:top-4">
          <Preview state={preview} currency={currency} iterations={iterations} seed={runSeed} />
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
                className={cn(
                  'rounded-md text-sm outline-none',
                  (actionError || (showErrors && errorCount > 0)) && 'border border-destructive p-3 text-destructive',
                )}
                data-testid="workspace-error"
              >
                {actionError ? <p>{errorMessage(t, actionError)}</p> : null}
                {showErrors && errorCount > 0 ? <p>{t('invalidSummary', { count: errorCount })}</p> : null}
                {showErrors && hiddenErrors > 0 ? (
                  <p className="mt-1">
                    {t('mode.hiddenErrors', { count: hiddenErrors })}{' '}
                    <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => setAdvanced(true)}>
                      {t('mode.showAdvanced')}
                    </Button>
                  </p>
                ) : null}
                {actionError ? <p className="mt-1 text-xs">{t('inputsKept')}</p> : null}
              </div>
              {dirty ? (
                <p className="text-sm text-amber-700 dark:text-amber-300" data-testid="unsaved">
                  {t('unsaved')}
                </p>
              ) : null}
              {canEdit ? null : (
                <p className="text-sm text-muted-foreground" data-testid="inputs-read-only">
                  {t('readOnly')}
                </p>
              )}
              <div className={cn('flex flex-wrap gap-2', !canEdit && 'hidden')}>
                <Button type="button" variant="outline" onClick={() => void onSave()} disabled={busy}>
                  <SaveIcon aria-hidden="true" />
                  {t('save')}
                </Button>
                <Button type="button" variant="ghost" onClick={onReset} disabled={busy || !dirty}>
                  <RotateCcwIcon aria-hidden="true" />
                  {baseline.source === 'saved' ? t('resetSaved') : t('resetDefaults')}
                </Button>
              </div>
              {canRun ? (
                <RunOptions {...choices} />
              ) : (
                <p className="text-sm text-muted-foreground" data-testid="run-not-allowed">
                  {t('run.notAllowed')}
                </p>
              )}
              <Button
                ref={runRef}
                type="button"
                onClick={() => void onRun()}
                disabled={busy || seedInvalid || large.running}
                hidden={!canRun}
                className={cn(!canRun && 'hidden')}
              >
                {run.isPending ? <Spinner className="size-4 border-2" /> : <PlayIcon aria-hidden="true" />}
                {t('run.button')}
              </Button>
              <p aria-live="polite" className="text-sm" data-testid="run-status">
                {save.isPending
                  ? t('run.saving')
                  : run.isPending
                    ? t('run.pending', { iterations: formatNumber(lng, iterations, 0) })
                    : (notice ?? '')}
                {announcement && !busy ? <span className="sr-only">{announcement}</span> : null}
              </p>
              <FollowedRun projectId={projectId} run={large} onStored={stored} />
              {lastRun ? <RunSummary run={lastRun} currency={currency} onOpen={openResults} /> : null}
            </CardContent>
          </Card>
        </div>
      </div>

      {onOpenResults ? null : <StoredVersions projectId={projectId} currency={currency} visible={visible} />}
    </div>
  );
}
