import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { findIndustry } from '../../../domain/industries/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatDateTime, formatNumber, formatScore } from '../../lib/format.ts';
import { useProjects, useScoreHistory, useStatsSnapshot } from '../projects/api.ts';
import { ChartCard } from './ChartCard.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { AXIS, SERIES_COLOURS, TOOLTIP_STYLE, tickFormatter } from '../../lib/chart-style.ts';
import { scoreDistribution, scoreTrend, statusFunnel } from './data.ts';
import { RetryCard } from '../../components/retry-card.tsx';

/** An industry's name for an axis: whole up to 24 characters, else cut at a word with an ellipsis (the tooltip and the table give it whole). */
function shortLabel(name: string, max = 24): string {
  if (name.length <= max) return name;
  // Up to max characters and one past, so a word that ends exactly at the limit stays whole.
  const cut = name.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : name.slice(0, max - 1)).replace(/[\s,;–-]+$/, '')}…`;
}

const industryLabel = (i: { code: string; name: string }) => (i.name === i.code ? i.code : `${i.name} (${i.code})`);

/** /analytics: the user's projects charted — score distribution and trend, status funnel, industries. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const projects = useProjects();
  const history = useScoreHistory();
  const stats = useStatsSnapshot();
  const failed = [projects, history, stats].find((q) => q.isError);

  const header = <PageHeader title={t('title')} description={t('subtitle')} />;
  if (failed) {
    return (
      <div className="mx-auto max-w-6xl" data-testid="analytics">
        {header}
        <RetryCard
          message={t('error', { message: errorMessage(t, failed.error) })}
          retry={t('retry')}
          onRetry={() => void Promise.all([projects.refetch(), history.refetch(), stats.refetch()])}
        />
      </div>
    );
  }
  if (!projects.data || !history.data || !stats.data) {
    return (
      <div className="mx-auto max-w-6xl" data-testid="analytics" aria-busy="true">
        {header}
        <p className="text-sm text-muted-foreground">{t('loading')}</p>
      </div>
    );
  }

  const noProjects = projects.data.length === 0;
  const emptyNoProjects = { text: t('empty.noProjects'), action: t('empty.createProject'), to: '/projects/new' };
  const emptyNoEvaluations = noProjects
    ? emptyNoProjects
    : { text: t('empty.noEvaluations'), action: t('empty.evaluate'), to: `/projects/${projects.data[0]!.id}?tab=evaluation` };

  const bands = scoreDistribution(projects.data);
  const trend = scoreTrend(history.data, projects.data);
  const funnel = statusFunnel(stats.data.dashboard.stageCounts);
  const industries = stats.data.dashboard.industryDistribution.map((i) => ({
    code: i.industry,
    name: findIndustry(i.industry)?.labels[lng === 'it' ? 'it' : 'en'] ?? i.industry,
    count: i.count,
  }));
  const bandLabel = (b: { from: number; to: number }) => `${b.from}–${b.to}`;
  const scored = bands?.reduce((n, b) => n + b.count, 0) ?? 0;
  const n = (x: number, digits = 0) => formatNumber(lng, x, digits);
  const tick = tickFormatter(lng);

  return (
    <div className="mx-auto max-w-6xl" data-testid="analytics">
      {header}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          testId="chart-score-distribution"
          title={t('distribution.title')}
          description={t('distribution.description')}
          empty={bands ? null : emptyNoEvaluations}
          summary={t('distribution.summary', { count: scored, value: n(scored) })}
          tableLabel={t('showTable')}
          chart={
            bands ? (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={bands.map((b) => ({ band: bandLabel(b), count: b.count }))}
                  margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
                >
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis dataKey="band" tick={AXIS} interval={0} angle={-30} textAnchor="end" height={40} />
                  <YAxis tick={AXIS} allowDecimals={false} tickFormatter={tick} />
                  <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => [n(Number(v)), t('distribution.projects')]} />
                  <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={40} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            ) : null
          }
          table={
            <DataTable
              caption={t('distribution.title')}
              head={[t('distribution.band'), t('distribution.projects')]}
              rows={(bands ?? []).map((b) => [bandLabel(b), n(b.count)])}
            />
          }
        />
        <ChartCard
          testId="chart-score-trend"
          title={t('trend.title')}
          description={t('trend.description')}
          empty={trend ? null : emptyNoEvaluations}
          summary={t('trend.summary', { count: history.data.length, value: n(history.data.length) })}
          tableLabel={t('showTable')}
          chart={
            trend ? (
              <ResponsiveContainer width="100%" height="100%">
                <LineChart margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis
                    dataKey="t"
                    type="number"
                    scale="time"
                    domain={['dataMin', 'dataMax']}
                    tick={AXIS}
                    tickFormatter={(v: number) => formatDate(lng, new Date(v))}
                  />
                  <YAxis dataKey="score" domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={AXIS} tickFormatter={tick} />
                  <Tooltip
                    contentStyle={TOOLTIP_STYLE}
                    labelFormatter={(v) => formatDateTime(lng, new Date(Number(v)))}
                    formatter={(v, name) => [formatScore(lng, Number(v)), name]}
                  />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  {trend.map((s, i) => (
                    <Line
                      key={s.projectId}
                      data={s.points}
                      dataKey="score"
                      name={s.title}
                      stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                      strokeWidth={2}
                      dot={{ r: 3 }}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            ) : null
          }
          table={
            <DataTable
              caption={t('trend.title')}
              head={[t('trend.date'), t('trend.project'), t('trend.version'), t('trend.score')]}
              rows={(trend ?? []).flatMap((s) =>
                s.points.map((p) => [formatDate(lng, p.createdAt), s.title, n(p.version), formatScore(lng, p.score)]),
              )}
            />
          }
        />
        <ChartCard
          testId="chart-status-funnel"
          title={t('funnel.title')}
          description={t('funnel.description')}
          empty={noProjects ? emptyNoProjects : null}
          summary={t('funnel.summary', { ...Object.fromEntries(funnel.map((f) => [f.stage, n(f.count)])) })}
          tableLabel={t('showTable')}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                layout="vertical"
                data={funnel.map((f) => ({ stage: t(`status.${f.stage}`), count: f.count, reached: f.reached }))}
                margin={{ top: 8, right: 12, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis type="number" tick={AXIS} allowDecimals={false} tickFormatter={tick} />
                <YAxis type="category" dataKey="stage" tick={AXIS} width={84} />
                <Tooltip contentStyle={TOOLTIP_STYLE} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  dataKey="reached"
                  name={t('funnel.reached')}
                  fill="var(--primary)"
                  fillOpacity={0.35}
                  maxBarSize={20}
                  isAnimationActive={false}
                />
                <Bar dataKey="count" name={t('funnel.current')} fill="var(--primary)" maxBarSize={20} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <DataTable
              caption={t('funnel.title')}
              head={[t('funnel.stage'), t('funnel.current'), t('funnel.reached')]}
              rows={funnel.map((f) => [t(`status.${f.stage}`), n(f.count), n(f.reached)])}
            />
          }
        />
        <ChartCard
          testId="chart-industries"
          title={t('industries.title')}
          description={t('industries.description')}
          empty={industries.length === 0 ? emptyNoProjects : null}
          summary={t('industries.summary', { list: industries.map((i) => `${i.name}: ${n(i.count)}`).join('; ') })}
          tableLabel={t('showTable')}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart layout="vertical" data={industries} margin={{ top: 8, right: 12, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis type="number" tick={AXIS} allowDecimals={false} tickFormatter={tick} />
                <YAxis
                  type="category"
                  dataKey="code"
                  tick={AXIS}
                  width={148}
                  tickFormatter={(code: string) => shortLabel(industries.find((i) => i.code === code)?.name ?? code)}
                />
                <Tooltip
                  contentStyle={TOOLTIP_STYLE}
                  labelFormatter={(code) =>
                    industryLabel(industries.find((i) => i.code === code) ?? { code: String(code), name: String(code) })
                  }
                  formatter={(v) => [n(Number(v)), t('industries.projects')]}
                />
                <Bar dataKey="count" fill="var(--success)" radius={[0, 3, 3, 0]} maxBarSize={28} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <DataTable
              caption={t('industries.title')}
              head={[t('industries.code'), t('industries.name'), t('industries.projects')]}
              rows={industries.map((i) => [i.code, i.name, n(i.count)])}
            />
          }
        />
      </div>
      <p className="mt-6 text-sm text-muted-foreground">
        {t('metricsHint')}{' '}
        <Link to="/metrics" className="text-primary underline underline-offset-4">
          {t('metricsLink')}
        </Link>
      </p>
    </div>
  );
}
