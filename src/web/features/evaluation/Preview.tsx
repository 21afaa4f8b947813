import { useTranslation } from 'react-i18next';
import type { EvaluationResult } from '../../../domain/evaluation/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber, formatScore } from '../../lib/format.ts';
import { money, percent } from './display.ts';
import { MetricGrid } from './Metrics.tsx';
import type { PreviewState } from './use-preview.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Figures({ result, currency }: { result: EvaluationResult; currency: string }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const m = result.plan.metrics;
  const p = result.simulation?.npv.summary?.percentiles ?? null;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t('metrics.npv.label')} value={money(lng, m.npv, currency)} testId="preview-npv" />
        <Figure label={t('metrics.irr.label')} value={m.irr === null ? t('preview.none') : percent(lng, m.irr)} testId="preview-irr" />
        <Figure label={t('results.p10')} value={p ? money(lng, p.p10, currency) : '—'} testId="preview-p10" />
        <Figure label={t('results.p90')} value={p ? money(lng, p.p90, currency) : '—'} testId="preview-p90" />
        <Figure
          label={t('results.pNegative')}
          value={result.simulation ? percent(lng, result.simulation.probabilityNpvNegative) : '—'}
          testId="preview-p-negative"
        />
        <Figure
          label={t('preview.score')}
          value={`${formatScore(lng, result.score.total)} / 100 · ${t(`score:tier.${result.score.tier}`)}`}
          testId="preview-score"
        />
      </dl>
      <details>
        <summary className="cursor-pointer rounded text-sm text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {t('preview.allMetrics')}
        </summary>
        <div className="mt-3">
          <MetricGrid plan={result.plan} currency={currency} testIdPrefix="preview-metric" />
        </div>
      </details>
    </div>
  );
}

/**
 * The live preview card: the evaluation of record for the inputs on screen, computed in a Web
 * Worker with the iterations and seed "Run" will use (docs/decisions/0012). While a new figure is
 * computed the previous one stays, dimmed, under a "calculating" line.
 */
export function Preview({
  state,
  currency,
  iterations,
  seed,
}: {
  state: PreviewState;
  currency: string;
  iterations: number;
  seed: number;
}) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const fieldLabel = (f: string) => {
    const m = /^drivers\.(\w+)/.exec(f);
    return m
      ? t(`drivers.${m[1]}.label`)
      : /^(horizonYears|depreciationYears|debtTermYears)/.test(f)
        ? t(`years.${f.split('.')[0]}.label`)
        : f;
  };
  const calculating = state.status === 'calculating' || state.status === 'idle';
  const shown = state.status === 'ok' ? state.result : state.status === 'calculating' ? state.previous : null;
  return (
    <Card data-testid="preview" data-state={state.status} aria-labelledby="preview-title" aria-busy={calculating}>
      <CardHeader>
        <CardTitle id="preview-title" className="text-lg">
          {t('preview.title')}
        </CardTitle>
        <CardDescription>{t('preview.description', { iterations: formatNumber(lng, iterations, 0), seed })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p
          aria-live="polite"
          className={cn('flex items-center gap-2 text-sm', calculating ? 'text-muted-foreground' : 'sr-only')}
          data-testid="preview-status"
        >
          {calculating ? <Spinner className="size-4 border-2" /> : null}
          {calculating
            ? t('preview.computing', { iterations: formatNumber(lng, iterations, 0) })
            : state.status === 'ok'
              ? t('preview.updated')
              : ''}
        </p>
        {state.status === 'invalid' ? (
          <p className="text-sm text-muted-foreground" data-testid="preview-invalid">
            {t('preview.invalid')}
          </p>
        ) : state.status === 'problems' ? (
          <p className="text-sm text-destructive" data-testid="preview-invalid">
            {t('preview.problems', { fields: state.fields.map((f) => fieldLabel(f)).join(', ') })}
          </p>
        ) : state.status === 'failed' ? (
          <p className="text-sm text-destructive" data-testid="preview-invalid">
            {t('preview.failed')}
          </p>
        ) : shown ? (
          <div className={cn('transition-opacity', calculating && 'opacity-50')}>
            <Figures result={shown} currency={currency} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
