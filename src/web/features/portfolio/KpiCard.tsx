import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortfolioSummaryResponse } from '../../../contract/portfolio.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';

type KpiRow = NonNullable<PortfolioSummaryResponse['kpis']>[number];

/**
 * The latest answers to the KPI requests the owner made of their linked projects (issue 23, ADR 0047): each KPI's
 * latest value beside the period before, late periods and values past the owner's bounds marked in words, not colour alone.
 */
export function KpiCard({ s }: { s: PortfolioSummaryResponse }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const rows = s.kpis ?? [];
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatNumber(lng, v, 2));
  const past = (r: KpiRow, k: string) => {
    const v = r.latest?.values[k];
    const b = r.thresholds[k];
    if (v === null || v === undefined || !b) return null;
    if (b.min != null && v < b.min) return t('kpis.belowMin', { value: num(b.min) });
    if (b.max != null && v > b.max) return t('kpis.aboveMax', { value: num(b.max) });
    return null;
  };
  return (
    <Card className="min-w-0" data-testid="portfolio-kpis">
      <CardHeader>
        <CardTitle className="text-base">{t('kpis.title')}</CardTitle>
        <CardDescription>{t('kpis.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('kpis.none')}</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {rows.map((r) => (
              <li key={r.requestId} className="grid gap-1 rounded-md border p-2" data-testid="portfolio-kpi">
                <p className="flex flex-wrap justify-between gap-2">
                  <Link className="font-medium underline" to={`/project/${r.projectId}/roadmap`}>
                    {r.name}
                  </Link>
                  {r.lateDays !== null ? (
                    <span className="font-medium text-destructive" data-testid="kpi-late">
                      {t('kpis.late', { count: r.lateDays })}
                    </span>
                  ) : r.nextDueOn ? (
                    <span className="text-muted-foreground">{t('kpis.nextDue', { date: formatDate(lng, r.nextDueOn) })}</span>
                  ) : null}
                </p>
                {r.latest ? (
                  <>
                    <p className="text-xs text-muted-foreground">{t('kpis.period', { date: formatDate(lng, r.latest.periodStart) })}</p>
                    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
                      {r.kpis.map((k) => (
                        <div key={k} className="contents">
                          <dt>{k}</dt>
                          <dd className="text-right tabular-nums">
                            {num(r.latest!.values[k])}
                            {r.previous ? (
                              <span className="ml-2 text-xs text-muted-foreground">
                                {t('kpis.previous', { value: num(r.previous.values[k]) })}
                              </span>
                            ) : null}
                            {past(r, k) ? <span className="ml-2 text-xs font-medium text-destructive">{past(r, k)}</span> : null}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ) : (
                  <p className="text-xs text-muted-foreground">{t('kpis.noAnswer')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
