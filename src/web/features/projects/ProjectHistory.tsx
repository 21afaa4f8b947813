import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, LineChartIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatDateTime, formatPayback, formatPercent, formatScore } from '../../lib/format.ts';
import { csvUrl, useEvaluations } from './api.ts';
import { RetryCard } from '../../components/retry-card.tsx';

/** The project page's history tab: every stored version with its headline results and CSV downloads. */
/** `compare` (composed by the route) shows under the table: the comparison of two versions. */
export function ProjectHistory({
  projectId,
  currency,
  onEvaluate,
  compare,
}: {
  projectId: string;
  currency: string;
  onEvaluate: () => void;
  compare?: ReactNode;
}) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const evaluations = useEvaluations(projectId);
  if (evaluations.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-muted-foreground">
        <Spinner className="size-5" />
        {t('history.loading')}
      </div>
    );
  }
  if (evaluations.isError) {
    return (
      <RetryCard
        message={t('history.error', { message: errorMessage(t, evaluations.error) })}
        retry={t('retry')}
        onRetry={() => void evaluations.refetch()}
      />
    );
  }
  if (evaluations.data.length === 0) {
    return (
      <Card data-testid="history-empty">
        <CardContent className="flex flex-col items-start gap-3 pt-5">
          <p>{t('history.empty')}</p>
          <Button size="sm" onClick={onEvaluate}>
            {t('history.goEvaluate')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const na = <span className="text-muted-foreground">{t('history.notDefined')}</span>;
  return (
    <div className="grid gap-4 *:min-w-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Link
          to={`/metrics?project=${encodeURIComponent(projectId)}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          data-testid="metrics-link"
        >
          <LineChartIcon className="size-4" aria-hidden="true" />
          {t('history.metricsLink')}
        </Link>
        <span className="text-muted-foreground">{t('history.metricsHelp')}</span>
      </p>
      <div className="overflow-x-auto rounded-md border" data-testid="history-table">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">{t('history.caption')}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              {(['version', 'date', 'note', 'score', 'methodology', 'tier', 'npv', 'irr', 'payback', 'pNpvNegative', 'csv'] as const).map(
                (c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-medium">
                    {t(`history.columns.${c}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {evaluations.data.map((e) => (
              <tr key={e.version} className="border-t">
                <th scope="row" className="px-3 py-2 font-medium">
                  v{e.version}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(lng, e.createdAt)}</td>
                <td className="max-w-64 px-3 py-2 break-words whitespace-pre-line" data-testid={`history-note-${e.version}`}>
                  {e.note ?? <span className="text-muted-foreground">—</span>}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{t('score.value', { total: formatScore(lng, e.score.total) })}</td>
                <td className="px-3 py-2 font-mono text-xs" data-testid={`history-methodology-${e.version}`}>
                  {e.methodologyVersion}
                </td>
                <td className="px-3 py-2">{t(`scoreTiers.${e.score.tier}`, { defaultValue: e.score.tier })}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatCurrency(lng, e.npv, currency)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{e.irr === null ? na : formatPercent(lng, e.irr)}</td>
                <td className="px-3 py-2">{formatPayback(t, lng, e.paybackYears)}</td>
                <td className="px-3 py-2">{e.probabilityNpvNegative === null ? na : formatPercent(lng, e.probabilityNpvNegative)}</td>
                <td className="px-3 py-2">
                  <span className="flex flex-wrap gap-2">
                    <a
                      href={csvUrl(projectId, e.version, 'results')}
                      download
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      <DownloadIcon className="size-3.5" aria-hidden="true" />
                      {t('history.csvResults', { version: e.version })}
                    </a>
                    <a
                      href={csvUrl(projectId, e.version, 'samples')}
                      download
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      <DownloadIcon className="size-3.5" aria-hidden="true" />
                      {t('history.csvSamples', { version: e.version })}
                    </a>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {compare}
    </div>
  );
}
