import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { csvUrl, type EvaluationDetail } from '../projects/api.ts';
import { CashFlows } from './CashFlows.tsx';
import { MetricGrid } from './Metrics.tsx';
import { Histogram } from './MonteCarlo.tsx';
import { Scenarios } from './Scenarios.tsx';
import { TornadoChart } from './Tornado.tsx';

// The result sections live in their own files (metrics, cash flows, Monte Carlo, tornado, scenarios);
// these names stay importable from here for the screens that composed them before the split.
export { MetricGrid, Histogram, TornadoChart, Scenarios };

/** The assumptions a stored version ran on (its `input`), or null when they are not readable. */
function assumptionsOf(evaluation: EvaluationDetail): BusinessPlanAssumptions | null {
  const a = (evaluation.input as { assumptions?: BusinessPlanAssumptions }).assumptions;
  return a && typeof a === 'object' && 'drivers' in a ? a : null;
}

/** A stored evaluation's results: the numbers of record. */
export function StoredResults({ projectId, evaluation, currency }: { projectId: string; evaluation: EvaluationDetail; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const r = evaluation.result;
  return (
    <Card data-testid="stored-results">
      <CardHeader>
        <CardTitle className="text-lg">{t('results.title', { version: evaluation.version })}</CardTitle>
        <CardDescription data-testid="results-meta">
          {t('results.meta', {
            methodology: evaluation.methodologyVersion,
            iterations: formatNumber(lng, evaluation.iterations, 0),
            seed: evaluation.seed,
            date: formatDateTime(lng, evaluation.createdAt),
          })}
        </CardDescription>
        <div className="flex flex-wrap gap-3 pt-1 text-sm">
          <a
            className="inline-flex items-center gap-1 rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            href={csvUrl(projectId, evaluation.version, 'results')}
            download
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('results.csvResults')}
          </a>
          <a
            className="inline-flex items-center gap-1 rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            href={csvUrl(projectId, evaluation.version, 'samples')}
            download
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('results.csvSamples')}
          </a>
        </div>
      </CardHeader>
      <CardContent className="grid gap-8 *:min-w-0">
        <MetricGrid plan={r.plan} currency={currency} />
        <CashFlows plan={r.plan} currency={currency} />
        <Histogram simulation={r.simulation} currency={currency} />
        <TornadoChart tornado={r.tornado} currency={currency} />
        <Scenarios scenarios={r.scenarios} assumptions={assumptionsOf(evaluation)} currency={currency} />
      </CardContent>
    </Card>
  );
}
