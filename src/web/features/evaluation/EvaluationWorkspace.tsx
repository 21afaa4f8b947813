import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { InfoIcon, PlayIcon, RotateCcwIcon, SaveIcon } from 'lucide-react';
import { runEvaluation, type EvaluationResult } from '../../../domain/evaluation/index.ts';
import type { PlanDriverKey } from '../../../domain/finance/index.ts';
import { COMPLIANCE_QUESTIONS } from '../../../domain/scoring/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { projectKeys, useEvaluation, useEvaluationInputs, useEvaluations, useProject, useRunEvaluation, useSaveEvaluationInputs, type EvaluationInputsResponse } from '../projects/api.ts';
import { decimal, money, percent } from './display.ts';
import { MetricGrid, StoredResults } from './Results.tsx';
import {
  DIST_PARAMS,
  DIST_TYPES,
  PLAN_SECTIONS,
  YEAR_LIMITS,
  defaultDist,
  draftKey,
  fieldId,
  toDraft,
  toInputs,
  unitOf,
  validateDraft,
  type DistType,
  type Draft,
  type DraftErrors,
  type FieldError,
  type YearField,
} from './model.ts';

export const ITERATION_CHOICES = [10_000, 100_000, 1_000_000] as const;
const PREVIEW_DELAY_MS = 300;
const PREVIEW_SEED = 1;

const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';

function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(SELECT_CLASS, className)} {...props} />;
}

/** The draft with one change applied (immutably). */
type Update = (fn: (d: Draft) => Draft) => void;

function useErrorText() {
  const { t, i18n } = useTranslation('evaluation');
  return (e: FieldError | undefined, serverCode?: string) => {
    if (e) return t(`errors.${e.code}`, e.values ? Object.fromEntries(Object.entries(e.values).map(([k, v]) => [k, formatNumber(i18n.language, v, 2)])) : undefined);
    if (serverCode) return t('errors.server');
    return null;
  };
}

function NumberField({
  id,
  label,
  srLabel,
  unit,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  /** Words read by screen readers only, after the visible label (e.g. which driver a parameter belongs to). */
  srLabel?: string;
  unit: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  hint?: string;
}) {
  const domId = `f-${id.replace(/\./g, '-')}`;
  const labelled = (
    <>
      {label}
      {srLabel ? <span className="sr-only"> {srLabel}</span> : null} <span className="font-normal text-muted-foreground">({unit})</span>
    </>
  );
  return (
    <FormField id={domId} label={labelled} hint={hint} error={error} errorTestId={`error-${id}`} className="content-start gap-1">
      <Input id={domId} inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={fieldDescription(domId, { hint, error })} data-field={id} />
    </FormField>
  );
}

function DriverField({ k, draft, update, errors, server, currency }: { k: PlanDriverKey; draft: Draft; update: Update; errors: DraftErrors; server: Record<string, string>; currency: string }) {
  const { t } = useTranslation('evaluation');
  const errText = useErrorText();
  const drv = draft.drivers[k];
  if (!drv) return null;
  const unit = t(`unit.${unitOf(k)}`, { currency });
  const label = t(`drivers.${k}.label`);
  const setDist = (type: DistType | '') =>
    update((d) => ({ ...d, drivers: { ...d.drivers, [k]: { ...d.drivers[k], dist: type === '' ? null : defaultDist(type, d.drivers[k].value) } } }));
  const distId = `f-drivers-${k}-dist`;
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <NumberField
        id={fieldId.driver(k)}
        label={label}
        unit={unit}
        value={drv.value}
        hint={t(`drivers.${k}.help`)}
        onChange={(v) => update((d) => ({ ...d, drivers: { ...d.drivers, [k]: { ...d.drivers[k], value: v } } }))}
        error={errText(errors[fieldId.driver(k)], server[`assumptions.drivers.${k}.value`] ?? server[`assumptions.drivers.${k}`])}
      />
      <div className="grid gap-1">
        <Label htmlFor={distId} className="text-xs font-normal text-muted-foreground">
          {t('dist.label', { name: label })}
        </Label>
        <NativeSelect id={distId} value={drv.dist?.type ?? ''} onChange={(e) => setDist(e.target.value as DistType | '')}>
          <option value="">{t('dist.none')}</option>
          {DIST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`dist.type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {drv.dist ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {DIST_PARAMS[drv.dist.type].map((p) => (
            <NumberField
              key={p}
              id={fieldId.param(k, p)}
              label={t(`dist.params.${p}`)}
              srLabel={t('dist.paramOf', { name: label })}
              unit={drv.dist!.type === 'lognormal' ? t('unit.log') : unit}
              value={drv.dist!.params[p] ?? ''}
              onChange={(v) => update((d) => ({ ...d, drivers: { ...d.drivers, [k]: { ...d.drivers[k], dist: { ...d.drivers[k].dist!, params: { ...d.drivers[k].dist!.params, [p]: v } } } } }))}
              error={errText(errors[fieldId.param(k, p)], server[`assumptions.drivers.${k}.dist`])}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Section({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-4" data-section={id}>
      <legend className="px-1 font-medium">{title}</legend>
      {help ? <p className="-mt-1 text-sm text-muted-foreground">{help}</p> : null}
      {children}
    </fieldset>
  );
}

function PlanEditor({ draft, update, errors, server, currency }: { draft: Draft; update: Update; errors: DraftErrors; server: Record<string, string>; currency: string }) {
  const { t } = useTranslation('evaluation');
  const errText = useErrorText();
  return (
    <div className="grid gap-4">
      {PLAN_SECTIONS.map((s) => (
        <Section key={s.id} id={s.id} title={t(`sections.${s.id}.title`)} help={t(`sections.${s.id}.help`)}>
          <div className="grid gap-3 md:grid-cols-2">
            {(s.years ?? []).map((f: YearField) => (
              <NumberField
                key={f}
                id={f}
                label={t(`years.${f}.label`)}
                unit={t('unit.years')}
                value={draft[f]}
                hint={t(`years.${f}.help`, { min: YEAR_LIMITS[f][0], max: YEAR_LIMITS[f][1] })}
                onChange={(v) => update((d) => ({ ...d, [f]: v }))}
                error={errText(errors[f], server[`assumptions.${f}`])}
              />
            ))}
            {s.terminal ? (
              <div className="grid content-start gap-1">
                <Label htmlFor="f-terminalValue">{t('terminalMethod.label')}</Label>
                <NativeSelect id="f-terminalValue" value={draft.terminalValue} onChange={(e) => update((d) => ({ ...d, terminalValue: e.target.value as Draft['terminalValue'] }))}>
                  {(['none', 'perpetuity-growth', 'exit-multiple'] as const).map((m) => (
                    <option key={m} value={m}>
                      {t(`terminalMethod.${m}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            {s.drivers.map((k) => (
              <DriverField key={k} k={k} draft={draft} update={update} errors={errors} server={server} currency={currency} />
            ))}
          </div>
        </Section>
      ))}
    </div>
  );
}

function MarketEditor({ draft, update, errors, currency }: { draft: Draft; update: Update; errors: DraftErrors; currency: string }) {
  const { t } = useTranslation('evaluation');
  const errText = useErrorText();
  const setMarket = (k: keyof Draft['market'], v: string) => update((d) => ({ ...d, market: { ...d.market, [k]: v } }));
  return (
    <Section id="market" title={t('sections.market.title')} help={t('sections.market.help')}>
      <div className="grid gap-3 md:grid-cols-2">
        <NumberField id={fieldId.market('tamEur')} label={t('market.tamEur')} unit={t('unit.eur', { currency })} value={draft.market.tamEur} onChange={(v) => setMarket('tamEur', v)} error={errText(errors[fieldId.market('tamEur')])} hint={t('market.optional')} />
        <NumberField
          id={fieldId.market('competitorCount')}
          label={t('market.competitorCount')}
          unit={t('unit.count')}
          value={draft.market.competitorCount}
          onChange={(v) => setMarket('competitorCount', v)}
          error={errText(errors[fieldId.market('competitorCount')])}
          hint={t('market.optional')}
        />
        <div className="grid content-start gap-1">
          <Label htmlFor="f-market-competitiveIntensity">{t('market.competitiveIntensity')}</Label>
          <NativeSelect id="f-market-competitiveIntensity" value={draft.market.competitiveIntensity} onChange={(e) => setMarket('competitiveIntensity', e.target.value)}>
            <option value="">{t('notDeclared')}</option>
            {(['low', 'medium', 'high'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`market.intensity.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <NumberField
          id={fieldId.market('expectedGrowthRate')}
          label={t('market.expectedGrowthRate')}
          unit={t('unit.percent')}
          value={draft.market.expectedGrowthRate}
          onChange={(v) => setMarket('expectedGrowthRate', v)}
          error={errText(errors[fieldId.market('expectedGrowthRate')])}
          hint={t('market.optional')}
        />
        <div className="grid content-start gap-1">
          <Label htmlFor="f-revenueModel">{t('revenueModel.label')}</Label>
          <NativeSelect id="f-revenueModel" value={draft.revenueModel} onChange={(e) => update((d) => ({ ...d, revenueModel: e.target.value as Draft['revenueModel'] }))}>
            <option value="">{t('notDeclared')}</option>
            {(['recurring', 'repeat', 'transactional', 'one-off'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`revenueModel.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </Section>
  );
}

function ComplianceEditor({ draft, update }: { draft: Draft; update: Update }) {
  const { t } = useTranslation(['evaluation', 'score']);
  return (
    <Section id="compliance" title={t('sections.compliance.title')}>
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('score:complianceNote')}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {COMPLIANCE_QUESTIONS.map((q) => (
          <div key={q.id} className="grid content-start gap-1">
            <Label htmlFor={`f-q-${q.id}`} className="leading-snug font-normal">
              {t(`score:question.${q.id}`)}
            </Label>
            <NativeSelect
              id={`f-q-${q.id}`}
              value={draft.complianceAnswers[q.id] ?? ''}
              onChange={(e) =>
                update((d) => {
                  const answers = { ...d.complianceAnswers };
                  if (e.target.value === '') delete answers[q.id];
                  else answers[q.id] = e.target.value as 'yes' | 'partial' | 'no';
                  return { ...d, complianceAnswers: answers };
                })
              }
            >
              <option value="">{t('notAnswered')}</option>
              {(['yes', 'partial', 'no'] as const).map((a) => (
                <option key={a} value={a}>
                  {t(`answer.${a}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
    </Section>
  );
}

type PreviewState = { status: 'idle' } | { status: 'invalid' } | { status: 'ok'; result: EvaluationResult } | { status: 'problems'; fields: string[] };

/** The browser preview: the same engine without Monte Carlo (ADR 0008), deferred while typing. */
function usePreview(draft: Draft, valid: boolean): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => {
      const inputs = toInputs(draft);
      const run = runEvaluation(
        { assumptions: inputs.assumptions, market: inputs.market, revenueModel: inputs.revenueModel, compliance: { answers: inputs.complianceAnswers } },
        { iterations: 0, seed: PREVIEW_SEED },
      );
      setState(run.ok ? { status: 'ok', result: run.result } : { status: 'problems', fields: run.problems.map((p) => p.field) });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, valid]);
  return valid ? state : { status: 'invalid' };
}

function Preview({ state, currency }: { state: PreviewState; currency: string }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const fieldLabel = (f: string) => {
    const m = /^drivers\.(\w+)/.exec(f);
    return m ? t(`drivers.${m[1]}.label`) : /^(horizonYears|depreciationYears|debtTermYears)/.test(f) ? t(`years.${f.split('.')[0]}.label`) : f;
  };
  return (
    <Card data-testid="preview" aria-labelledby="preview-title">
      <CardHeader>
        <CardTitle id="preview-title" className="text-lg">
          {t('preview.title')}
        </CardTitle>
        <CardDescription>{t('preview.description')}</CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        {state.status === 'idle' ? (
          <p className="text-sm text-muted-foreground">{t('preview.computing')}</p>
        ) : state.status === 'invalid' ? (
          <p className="text-sm text-muted-foreground" data-testid="preview-invalid">
            {t('preview.invalid')}
          </p>
        ) : state.status === 'problems' ? (
          <p className="text-sm text-destructive" data-testid="preview-invalid">
            {t('preview.problems', { fields: state.fields.map((f) => fieldLabel(f)).join(', ') })}
          </p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{t('metrics.npv.label')}</dt>
                <dd className="font-semibold tabular-nums" data-testid="preview-npv">
                  {money(lng, state.result.plan.metrics.npv, currency)}
                </dd>
              </div>
              <div className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{t('metrics.irr.label')}</dt>
                <dd className="font-semibold tabular-nums" data-testid="preview-irr">
                  {state.result.plan.metrics.irr === null ? t('preview.none') : percent(lng, state.result.plan.metrics.irr)}
                </dd>
              </div>
              <div className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{t('metrics.payback.label')}</dt>
                <dd className="font-semibold tabular-nums">{state.result.plan.metrics.paybackYears === null ? t('preview.none') : t('units.years', { value: decimal(lng, state.result.plan.metrics.paybackYears, 1) })}</dd>
              </div>
              <div className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{t('preview.score')}</dt>
                <dd className="font-semibold tabular-nums" data-testid="preview-score">
                  {decimal(lng, state.result.score.total, 1)} / 100 · {t(`score:tier.${state.result.score.tier}`)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">{t('preview.scoreNote')}</p>
            <details>
              <summary className="cursor-pointer rounded text-sm text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">{t('preview.allMetrics')}</summary>
              <div className="mt-3">
                <MetricGrid plan={state.result.plan} currency={currency} testIdPrefix="preview-metric" />
              </div>
            </details>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

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
  // What the caller's access allows (a consultant's edit grant: inputs yes, runs no); the server decides anyway.
  const canEdit = project.data?.access?.capabilities.editInputs ?? true;
  const canRun = project.data?.access?.capabilities.runEvaluation ?? true;
  const save = useSaveEvaluationInputs(projectId);
  const run = useRunEvaluation(projectId);
  const list = useEvaluations(projectId);

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

  const latest = list.data && list.data.length > 0 ? Math.max(...list.data.map((e) => e.version)) : undefined;
  const shown = selected ?? latest;
  const detail = useEvaluation(projectId, shown);

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
          <fieldset disabled={!canEdit} className="grid min-w-0 gap-4" data-testid="inputs-fieldset">
            <PlanEditor draft={draft} update={update} errors={visibleErrors} server={server} currency={currency} />
            <MarketEditor draft={draft} update={update} errors={visibleErrors} currency={currency} />
            <ComplianceEditor draft={draft} update={update} />
          </fieldset>
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
              {canEdit ? null : <p className="text-sm text-muted-foreground" data-testid="inputs-read-only">{t('readOnly')}</p>}
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
              <div className={cn('grid grid-cols-2 gap-2', !canRun && 'hidden')}>
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
              <p id="f-seed-hint" hidden={!canRun} className={cn('text-xs', seedInvalid ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                {seedInvalid ? t('run.seedInvalid') : t('run.seedHint')}
              </p>
              {canRun ? null : <p className="text-sm text-muted-foreground" data-testid="run-not-allowed">{t('run.notAllowed')}</p>}
              <Button type="button" onClick={() => void onRun()} disabled={busy || seedInvalid} hidden={!canRun} className={cn(!canRun && 'hidden')}>
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

      <section aria-labelledby="results-heading" className="grid gap-4 *:min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="results-heading" className="scroll-mt-20 text-lg font-semibold">
            {t('results.heading')}
          </h2>
          {list.data && list.data.length > 0 ? (
            <div className="grid gap-1">
              <Label htmlFor="f-version">{t('results.version')}</Label>
              <NativeSelect id="f-version" className="w-auto" value={shown ?? ''} onChange={(e) => setSelected(Number(e.target.value))}>
                {[...list.data]
                  .sort((a, b) => b.version - a.version)
                  .map((e) => (
                    <option key={e.version} value={e.version}>
                      {t('results.versionOption', { version: e.version, date: formatDateTime(lng, e.createdAt), iterations: formatNumber(lng, e.iterations, 0) })}
                    </option>
                  ))}
              </NativeSelect>
            </div>
          ) : null}
        </div>
        {list.isError || detail.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p>{t('loadError', { message: errorMessage(t, list.error ?? detail.error) })}</p>
            <Button size="sm" variant="outline" onClick={() => void (list.isError ? list.refetch() : detail.refetch())}>
              {t('retry')}
            </Button>
          </div>
        ) : list.isPending || (shown !== undefined && detail.isPending) ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : shown === undefined || !detail.data ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-testid="results-empty">
            {t('results.empty')}
          </p>
        ) : (
          visible && <StoredResults projectId={projectId} evaluation={detail.data} currency={currency} />
        )}
      </section>
    </div>
  );
}
