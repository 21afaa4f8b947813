import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioSummaryResponse } from '../../../contract/portfolio.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DataTable, TableDisclosure } from '../../components/ui/data-table.tsx';
import { AXIS, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { formatCurrency, formatDate, formatNumber, formatPercent, formatScore } from '../../lib/format.ts';
import { usePortfolio, usePortfolioSummary } from './api.ts';
import { ConcentrationCard } from './ConcentrationCard.tsx';
import { HoldingsPanel } from './HoldingsPanel.tsx';
import { KpiCard } from './KpiCard.tsx';
import { MonteCarloCard } from './MonteCarloCard.tsx';
import { RiskCard } from './RiskCard.tsx';

/** /portfolio/:id/summary: the aggregates as charts and tables, the holdings, and the exports; `reports` is a slot the app's routes fill (the sealed PDF reports). */
export function SummaryPage({ reports }: { reports?: (portfolioId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('portfolio');
  const summary = usePortfolioSummary(id);
  const detail = usePortfolio(id);
  if (summary.isPending || summary.isError) return <div className="mx-auto max-w-6xl">{queryFeedback(summary, t, t('loading'))}</div>;
  const s = summary.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 [&>*]:min-w-0" data-testid="portfolio-summary">
      <PageHeader
        className="mb-0"
        title={s.name}
        description={t('summary.description', { date: formatDate(i18n.language, s.asOf) })}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <a href={`/api/portfolios/${id}/summary.csv`} download>
                {t('summary.exportCsv')}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/api/portfolios/${id}/summary.xlsx`} download>
                {t('summary.exportXlsx')}
              </a>
            </Button>
            <Button asChild size="sm">
              <Link to={`/portfolio/upload?portfolio=${id}`}>{t('list.importInto')}</Link>
            </Button>
          </>
        }
      />
      <Headline s={s} />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <CrCard s={s} />
        <ReturnsCard s={s} />
        <ConcentrationCard kind="industry" shares={s.byIndustry} hhi={s.hhiIndustry} />
        <ConcentrationCard kind="region" shares={s.byRegion} hhi={s.hhiRegion} />
      </div>
      <MonteCarloCard portfolioId={id} />
      <RiskCard s={s} />
      {s.kpis && s.kpis.length > 0 ? <KpiCard s={s} /> : null}
      {reports ? reports(id) : null}
      {detail.data ? <HoldingsPanel portfolio={detail.data} /> : queryFeedback(detail, t, t('loading'))}
    </div>
  );
}

function Headline({ s }: { s: PortfolioSummaryResponse }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const items = [
    ['holdings', formatNumber(lng, s.holdings, 0)],
    ['invested', formatCurrency(lng, s.invested)],
    ['committed', formatCurrency(lng, s.committed)],
    ['avgCrScore', s.avgCrScore === null ? t('summary.none') : formatScore(lng, s.avgCrScore)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="headline">
      {items.map(([k, v]) => (
        <div key={k} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{t(`figures.${k}`)}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid={`figure-${k}`}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CrCard({ s }: { s: PortfolioSummaryResponse }) {
  const { t, i18n } = useTranslation('portfolio');
  const data = s.crDistribution.map((b) => ({ band: `${b.from}–${b.to}`, count: b.count, tier: b.tier }));
  const scored = data.reduce((n, b) => n + b.count, 0);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{t('summary.cr.title')}</CardTitle>
        <CardDescription>{t('summary.cr.description', { count: scored })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="h-48" role="img" aria-label={t('summary.cr.alt', { list: data.map((d) => `${d.band}: ${d.count}`).join(', ') })}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis dataKey="band" tick={AXIS} />
              <YAxis tick={AXIS} allowDecimals={false} />
              <Tooltip contentStyle={TOOLTIP_STYLE} />
              <Bar dataKey="count" name={t('figures.holdings')} fill="var(--primary)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <TableDisclosure label={t('summary.showTable')}>
          <DataTable
            caption={t('summary.cr.title')}
            head={[t('summary.cr.band'), t('summary.cr.tier'), t('figures.holdings')]}
            rows={data.map((d) => [d.band, t(`tier.${d.tier}`), formatNumber(i18n.language, d.count, 0)])}
          />
        </TableDisclosure>
      </CardContent>
    </Card>
  );
}

function ReturnsCard({ s }: { s: PortfolioSummaryResponse }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const cur = (v: number | null) => (v === null ? '—' : formatCurrency(lng, v));
  const pct = (v: number | null) => (v === null ? '—' : formatPercent(lng, v));
  return (
    <Card className="min-w-0" data-testid="returns">
      <CardHeader>
        <CardTitle className="text-base">{t('summary.returns.title')}</CardTitle>
        <CardDescription>{t('summary.returns.description')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <DataTable
          caption={t('summary.returns.title')}
          head={[t('summary.returns.metric'), 'P10', 'P50', 'P90', t('summary.returns.n')]}
          rows={[
            [t('summary.returns.npv'), cur(s.npv.p10), cur(s.npv.p50), cur(s.npv.p90), String(s.npv.n)],
            [t('summary.returns.irr'), pct(s.irr.p10), pct(s.irr.p50), pct(s.irr.p90), String(s.irr.n)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
