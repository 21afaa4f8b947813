import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { BriefcaseIcon } from 'lucide-react';
import type { PortfolioItem } from '../../../contract/portfolio.ts';

/** The fields of GET /api/portfolios/:id/summary (src/contract/portfolio.ts) this card reads. */
interface PortfolioSummary {
  portfolioId: string;
  name: string;
  holdings: number;
  invested: number;
  avgCrScore: number | null;
  alerts: readonly unknown[];
}
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatCurrency, formatScore } from '../../lib/format.ts';

/**
 * The investor's portfolios in figures, one line each, from GET /api/portfolios/:id/summary: number
 * of holdings, amount invested, average CR score (issue 15). Per portfolio, not summed across them:
 * an average of averages would need each portfolio's scored count, which the summary does not give.
 */
export function PortfolioHeadline({ t, lng }: { t: TFunction; lng: string }) {
  const list = useQuery<PortfolioItem[]>({ queryKey: ['/api/portfolios'], staleTime: 60_000 });
  const summaries = useQueries({
    queries: (list.data ?? []).slice(0, 6).map((p) => ({ queryKey: ['/api/portfolios', p.id, 'summary'], staleTime: 60_000 })),
  });
  const rows = summaries.map((q) => q.data as PortfolioSummary | undefined).filter((s): s is PortfolioSummary => Boolean(s));
  return (
    <Card data-testid="portfolio-headline">
      <CardHeader className="flex-row items-center gap-3">
        <BriefcaseIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-base">{t('roles.investor.portfolioTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{t('roles.sharedLoading')}</p>
        ) : (list.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground" data-empty="true">
            {t('roles.investor.portfolioEmpty')}{' '}
            <Link to="/portfolio" className="text-primary underline-offset-4 hover:underline">
              {t('roles.investor.portfolioOpen')}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-2">
            {rows.map((s) => (
              <li
                key={s.portfolioId}
                className="grid gap-1 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline"
                data-testid="portfolio-headline-row"
              >
                <Link
                  to={`/portfolio/${s.portfolioId}/summary`}
                  className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {s.name}
                </Link>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {t('roles.investor.portfolioLine', {
                    count: s.holdings,
                    invested: formatCurrency(lng, s.invested),
                    score: s.avgCrScore === null ? t('roles.noScore') : formatScore(lng, s.avgCrScore),
                  })}
                </span>
                {s.alerts.length > 0 ? (
                  <Link
                    to={`/portfolio/${s.portfolioId}/summary`}
                    className="text-sm font-medium text-warning underline-offset-4 hover:underline sm:col-span-2"
                    data-testid="portfolio-alerts"
                  >
                    {t('roles.investor.portfolioAlerts', { count: s.alerts.length })}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
