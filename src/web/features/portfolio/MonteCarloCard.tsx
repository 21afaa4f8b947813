import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { McRunBody, McSummaryBody } from '../../../contract/portfolio-mc.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DataTable, TableDisclosure } from '../../components/ui/data-table.tsx';
import { AXIS, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { formatCompact, formatCurrency, formatDateTime, formatNumber, formatPercent } from '../../lib/format.ts';
import { useMonteCarlo, useStartMonteCarlo } from './api.ts';

/** The portfolio Monte Carlo card (ADR 0061): Run, the progress, then the distribution and its figures. */
export function MonteCarloCard({ portfolioId }: { portfolioId: string }) {
  const { t, i18n } = useTranslation('portfolio');
  const state = useMonteCarlo(portfolioId);
  const start = useStartMonteCarlo(portfolioId);
  const running = state.data?.inProgress ?? null;
  const latest = state.data?.latest ?? null;
  return (
    <Card className="min-w-0" data-testid="portfolio-mc">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">{t('mc.title')}</CardTitle>
          <CardDescription>{t('mc.description')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => start.mutate()} disabled={running !== null || start.isPending || state.isPending}>
          {running ? t('mc.running') : t('mc.run')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {start.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('mc.startFailed')}
          </p>
        ) : null}
        {running ? <Progress run={running} /> : null}
        {latest === null && running === null && !state.isPending ? <p className="text-sm text-muted-foreground">{t('mc.never')}</p> : null}
        {latest?.status === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            {t('mc.failed')}
          </p>
        ) : null}
        {latest?.status === 'done' ? (
          <>
            <p className="text-sm text-muted-foreground" data-testid="mc-meta">
              {t('mc.meta', {
                date: formatDateTime(i18n.language, latest.finishedAt ?? latest.createdAt),
                seed: latest.seed,
                iterations: formatNumber(i18n.language, latest.iterations, 0),
                projects: latest.included.length,
              })}
            </p>
            {latest.summary ? <Result s={latest.summary} /> : <p className="text-sm">{t('mc.nothingIncluded')}</p>}
            <LeftOut run={latest} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Progress({ run }: { run: McRunBody }) {
  const { t } = useTranslation('portfolio');
  const share = run.projectsTotal > 0 ? run.projectsDone / run.projectsTotal : 0;
  return (
    <div className="grid gap-1" data-testid="mc-progress">
      <p className="text-sm" aria-live="polite">
        {t('mc.progress', { done: run.projectsDone, total: run.projectsTotal })}
      </p>
      <div
        role="progressbar"
        aria-label={t('mc.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

function Result({ s }: { s: McSummaryBody }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const cur = (v: number) => formatCurrency(lng, v);
  const bins = s.histogram.counts.map((count, i) => ({
    from: s.histogram.binEdges[i]!,
    to: s.histogram.binEdges[i + 1]!,
    label: formatCompact(lng, s.histogram.binEdges[i]!),
    count,
  }));
  const figures = [
    ['mean', cur(s.mean)],
    ['p5', cur(s.p5)],
    ['p10', cur(s.p10)],
    ['p50', cur(s.p50)],
    ['p90', cur(s.p90)],
    ['p95', cur(s.p95)],
    ['loss', formatPercent(lng, s.probabilityOfLoss)],
    ['shortfall', cur(s.expectedShortfall5)],
  ] as const;
  const top = s.contributions.slice(0, 10);
  return (
    <div className="grid gap-4 [&>*]:min-w-0">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="mc-figures">
        {figures.map(([k, v]) => (
          <div key={k} className="rounded-lg border p-2">
            <dt className="text-xs text-muted-foreground">{t(`mc.figure.${k}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`mc-${k}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <div className="h-48" role="img" aria-label={t('mc.histogramAlt', { p5: cur(s.p5), p50: cur(s.p50), p95: cur(s.p95) })}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bins} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="label" tick={AXIS} minTickGap={24} />
            <YAxis tick={AXIS} allowDecimals={false} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Bar dataKey="count" name={t('mc.iterations')} fill="var(--primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <TableDisclosure label={t('summary.showTable')}>
        <DataTable
          caption={t('mc.histogramCaption')}
          head={[t('mc.from'), t('mc.to'), t('mc.iterations')]}
          rows={bins.map((b) => [formatCompact(lng, b.from, 'EUR'), formatCompact(lng, b.to, 'EUR'), formatNumber(lng, b.count, 0)])}
        />
      </TableDisclosure>
      {/* Focusable, so the table can be scrolled from the keyboard on a narrow screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('mc.contributors')}>
        <DataTable
          caption={t('mc.contributors')}
          head={[t('mc.holding'), t('mc.weight'), t('mc.meanShare'), t('mc.varianceShare')]}
          rows={top.map((c) => [
            c.name,
            formatPercent(lng, c.weight),
            cur(c.mean),
            c.varianceShare === null ? '—' : formatPercent(lng, c.varianceShare),
          ])}
        />
      </div>
    </div>
  );
}

function LeftOut({ run }: { run: McRunBody }) {
  const { t } = useTranslation('portfolio');
  if (run.leftOut.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="mc-left-out">
      <h3 className="text-sm font-medium">{t('mc.leftOut', { count: run.leftOut.length })}</h3>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        {run.leftOut.slice(0, 50).map((l) => (
          <li key={l.holdingId}>
            <span className="text-foreground">{l.name}</span>: {t(`mc.reason.${l.reason}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
