import { useTranslation } from 'react-i18next';
import type { PlanResult } from '../../../domain/finance/index.ts';
import { metricCards } from './display.ts';

/**
 * The metric cards of a plan; a metric without an answer says why instead of showing a number, and
 * NPV, IRR, payback and ROI say beside the figure whether the terminal value is in it.
 */
export function MetricGrid({ plan, currency, testIdPrefix = 'metric' }: { plan: PlanResult; currency: string; testIdPrefix?: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const cards = metricCards(plan.metrics, i18n.language, currency, plan.years.length);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.id} className="rounded-lg border bg-card p-3" data-testid={`${testIdPrefix}-${c.id}`}>
          <p className="text-sm font-medium text-muted-foreground" id={`${testIdPrefix}-${c.id}-label`}>
            {t(`metrics.${c.id}.label`)}
          </p>
          {c.value === null ? (
            <p className="mt-1 text-sm" data-empty="true">
              {t(`empty.${c.emptyKey}`, c.values)}
            </p>
          ) : (
            <p className="mt-1 text-2xl font-semibold tabular-nums">{c.valueKey ? t(c.valueKey, { value: c.value }) : c.value}</p>
          )}
          {/* A "not reached" payback already says what it counts; the scope line would repeat it. */}
          {c.scopeKey && !(c.value === null && c.scopeKey === 'horizonOnly') ? (
            <p className="mt-1 text-xs font-medium" data-testid={`${testIdPrefix}-${c.id}-scope`}>
              {t(`scope.${c.scopeKey}`, c.values)}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-muted-foreground">{t(`metrics.${c.id}.help`)}</p>
        </li>
      ))}
    </ul>
  );
}
