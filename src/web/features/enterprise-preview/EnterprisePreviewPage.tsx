import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, LockIcon, MailIcon, SparklesIcon } from 'lucide-react';
import { tierHasFeature } from '../../../domain/rbac/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { asStrings } from '../../components/content-sections.tsx';
import { formatCurrency, formatNumber, formatPercent } from '../../lib/format.ts';
import { useTier } from '../../lib/tier.tsx';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { CashFlowChart, NpvHistogram } from './charts.tsx';
import { DEMO_ESG, DEMO_INTERVAL, DEMO_METRICS, DEMO_PILLARS, DEMO_SCENARIOS, DEMO_SCORE } from './demo-data.ts';
import { downloadDemoReport } from './report.ts';
import { Watermark } from './Watermark.tsx';

/** Seed section 2: the Enterprise demo with its watermark; Upgrade, Contact Sales; download for Enterprise only. */
export const WATERMARK_TEXT = 'DEMO - ENTERPRISE PREVIEW';

const STATUS_VARIANT = { compliant: 'default', partial: 'warning', nonCompliant: 'destructive' } as const;

export function EnterprisePreviewPage() {
  const { t, i18n } = useTranslation('enterprise');
  const lng = i18n.language;
  const { tier } = useTier();
  const canDownload = tierHasFeature(tier, 'report_download');
  const upgrade = useUpgradeHref({ feature: 'report_download' });
  const eur = (millions: number) => formatCurrency(lng, millions * 1_000_000);

  return (
    <div className="mx-auto max-w-6xl" data-testid="enterprise-preview">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('title')} <Badge>{t('badge')}</Badge>
          </span>
        }
        description={t('description')}
        actions={
          <>
            <Button asChild>
              <Link to={upgrade}>
                <SparklesIcon aria-hidden="true" />
                {t('upgrade')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing#plan-enterprise">
                <MailIcon aria-hidden="true" />
                {t('contactSales')}
              </Link>
            </Button>
            <Button
              variant="secondary"
              disabled={!canDownload}
              onClick={() => downloadDemoReport(t, lng)}
              aria-describedby={canDownload ? undefined : 'download-note'}
              data-testid="download-report"
            >
              {canDownload ? <DownloadIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
              {t('download')}
            </Button>
          </>
        }
      />
      <p className="mb-4 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        <strong className="text-foreground">{WATERMARK_TEXT}.</strong> {t('sampleNote')}
        {canDownload ? null : (
          <span id="download-note" className="mt-1 block">
            {t('downloadEnterpriseOnly')}
          </span>
        )}
      </p>
      <div className="relative grid gap-6 *:min-w-0 lg:grid-cols-2">
        <Watermark text={WATERMARK_TEXT} />
        <Card>
          <CardHeader>
            <CardTitle>{t('score.title')}</CardTitle>
            <CardDescription>{t('score.description')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-5xl font-bold tabular-nums">
              {DEMO_SCORE}
              <span className="text-lg font-normal text-muted-foreground"> / 100</span>
            </p>
            <ul className="space-y-3">
              {DEMO_PILLARS.map((p) => (
                <li key={p.key}>
                  <div className="mb-1 flex justify-between text-sm">
                    <span>
                      {t(`score.pillars.${p.key}`)} <span className="text-muted-foreground">({formatPercent(lng, p.weight)})</span>
                    </span>
                    <span className="font-medium tabular-nums">{p.score}</span>
                  </div>
                  <div className="h-2 rounded-full bg-muted" role="presentation">
                    <div className="h-2 rounded-full bg-primary" style={{ width: `${p.score}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('report.title')}</CardTitle>
            <CardDescription>{t('report.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {asStrings(t('report.sections', { returnObjects: true })).map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('analytics.title')}</CardTitle>
            <CardDescription>{t('analytics.description')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                ['irr', formatPercent(lng, DEMO_METRICS.irr)],
                ['payback', t('analytics.years', { value: formatNumber(lng, DEMO_METRICS.paybackYears) })],
                ['roi', `${formatNumber(lng, DEMO_METRICS.roiMultiple)}×`],
                ['npv', eur(DEMO_METRICS.npv)],
              ].map(([key, value]) => (
                <div key={key} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{t(`analytics.metrics.${key}`)}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
              <figure>
                <figcaption className="mb-2 text-sm font-medium">{t('analytics.monteCarlo')}</figcaption>
                <NpvHistogram label={t('analytics.monteCarloLabel', { low: eur(DEMO_INTERVAL.low), high: eur(DEMO_INTERVAL.high) })} />
                <p className="mt-2 text-sm text-muted-foreground">
                  {t('analytics.interval', {
                    level: formatPercent(lng, DEMO_INTERVAL.level),
                    low: eur(DEMO_INTERVAL.low),
                    high: eur(DEMO_INTERVAL.high),
                    p50: eur(DEMO_INTERVAL.p50),
                    negative: formatPercent(lng, DEMO_INTERVAL.probabilityNegative),
                  })}
                </p>
              </figure>
              <figure>
                <figcaption className="mb-2 text-sm font-medium">{t('analytics.cashFlow')}</figcaption>
                <CashFlowChart label={t('analytics.cashFlowLabel')} yearLabel={(y) => t('analytics.yearShort', { year: y })} />
              </figure>
            </div>
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('analytics.scenarios')}>
              <table className="w-full min-w-[26rem] text-sm">
                <caption className="mb-2 text-left font-medium">{t('analytics.scenarios')}</caption>
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-2">
                      {t('analytics.scenario')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('analytics.revenue')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('analytics.metrics.npv')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('analytics.probability')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {DEMO_SCENARIOS.map((s) => (
                    <tr key={s.key} className="border-b">
                      <th scope="row" className="py-2 text-left font-medium">
                        {t(`analytics.scenarioNames.${s.key}`)}
                      </th>
                      <td className="py-2 tabular-nums">{eur(s.revenue)}</td>
                      <td className="py-2 tabular-nums">{eur(s.npv)}</td>
                      <td className="py-2 tabular-nums">{formatPercent(lng, s.probability)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('esg.title')}</CardTitle>
            <CardDescription>{t('esg.description')}</CardDescription>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2">
                    {t('esg.framework')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('esg.score')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('esg.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {DEMO_ESG.map((row) => (
                  <tr key={row.framework} className="border-b align-top">
                    <th scope="row" className="py-2 pr-2 text-left font-medium">
                      {row.framework}
                      <span className="block text-xs font-normal text-muted-foreground">
                        {t(`esg.gaps.${row.framework.replace(/\s/g, '')}`)}
                      </span>
                    </th>
                    <td className="py-2 tabular-nums">{row.score}</td>
                    <td className="py-2">
                      <Badge variant={STATUS_VARIANT[row.status]}>{t(`esg.statuses.${row.status}`)}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('insights.title')}</CardTitle>
            <CardDescription>{t('insights.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3 text-sm">
              {asStrings(t('insights.items', { returnObjects: true })).map((s) => (
                <li key={s} className="flex gap-2">
                  <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{s}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
