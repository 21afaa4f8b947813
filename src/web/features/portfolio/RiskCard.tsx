import { useTranslation } from 'react-i18next';
import type { PortfolioSummaryResponse } from '../../../contract/portfolio.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatNumber, formatScore } from '../../lib/format.ts';

/** The riskiest holdings with their reasons, and the threshold alerts. */
export function RiskCard({ s }: { s: PortfolioSummaryResponse }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <Card data-testid="riskiest">
        <CardHeader>
          <CardTitle className="text-base">{t('summary.riskiest.title')}</CardTitle>
          <CardDescription>{t('summary.riskiest.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {s.riskiest.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('summary.riskiest.none')}</p>
          ) : (
            <ol className="grid gap-2 text-sm">
              {s.riskiest.map((r) => (
                <li key={r.id} className="rounded-md border p-2">
                  <p className="font-medium">
                    {r.name}
                    {r.crScore !== null ? <span className="ml-2 text-muted-foreground">CR {formatScore(lng, r.crScore)}</span> : null}
                  </p>
                  <p className="text-muted-foreground">{r.reasons.map((x) => t(`reason.${x}`)).join(' · ')}</p>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Card data-testid="alerts">
        <CardHeader>
          <CardTitle className="text-base">{t('summary.alerts.title')}</CardTitle>
          <CardDescription>{t('summary.alerts.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {s.alerts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('summary.alerts.none')}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {s.alerts.map((a, i) => (
                <li key={i} className="rounded-md border border-warning/50 p-2" data-testid="portfolio-alert" data-kind={a.kind}>
                  <span className="font-medium">{a.name}</span>:{' '}
                  {t(`alert.${a.kind}`, {
                    value: formatNumber(lng, a.value, a.kind === 'runway' ? 1 : a.kind === 'kpiThreshold' ? 2 : 0),
                    kpi: a.kpi ?? '',
                    bound: a.bound ? t(`alert.bound.${a.bound}`) : '',
                    threshold: a.threshold === undefined ? '' : formatNumber(lng, a.threshold, 2),
                  })}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
