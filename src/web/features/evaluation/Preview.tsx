import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runEvaluation, type EvaluationResult } from '../../../domain/evaluation/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { decimal, money, percent } from './display.ts';
import { toInputs, type Draft } from './model.ts';
import { MetricGrid } from './Results.tsx';

const PREVIEW_DELAY_MS = 300;
const PREVIEW_SEED = 1;

export type PreviewState = { status: 'idle' } | { status: 'invalid' } | { status: 'ok'; result: EvaluationResult } | { status: 'problems'; fields: string[] };

/** The browser preview: the same engine without Monte Carlo (ADR 0008), deferred while typing. */
export function usePreview(draft: Draft, valid: boolean): PreviewState {
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

export function Preview({ state, currency }: { state: PreviewState; currency: string }) {
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
