import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatDateTime, formatNumber, formatPayback, formatPercent, formatScore } from '../../lib/format.ts';
import { useProjects, useScoreHistory } from '../projects/api.ts';
import { ChartCard } from './ChartCard.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { AXIS, TOOLTIP_STYLE, tickFormatter } from '../../lib/chart-style.ts';
import { pickProject } from './pick.ts';
import { RetryCard } from '../../components/retry-card.tsx';

/** /metrics: one project's CR score and key financial metrics across its evaluations (?project=id). */
export function MetricsPage() {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const [params, setParams] = useSearchParams();
  const projects = useProjects();
  const chosen = projects.data ? pickProject(projects.data, params.get('project')) : null;
  const history = useScoreHistory(chosen?.id);
  const header = <PageHeader title={t('metrics.title')} description={t('metrics.subtitle')} />;
  const n = (x: number, digits = 1) => formatNumber(lng, x, digits);
  const dash = t('metrics.notComputable');

  if (projects.isError) {
    return (
      <div className="mx-auto max-w-6xl" data-testid="metrics">
        {header}
        <RetryCard
          message={t('error', { message: errorMessage(t, projects.error) })}
          retry={t('retry')}
          onRetry={() => void projects.refetch()}
        />
      </div>
    );
  }
  if (!projects.data) {
    return (
      <div className="mx-auto max-w-6xl" data-testid="metrics" aria-busy="true">
        {header}
        <p className="text-sm text-muted-foreground">{t('loading')}</p>
      </div>
    );
  }
  if (!chosen) {
    return (
      <div className="mx-auto max-w-6xl" data-testid="metrics">
        {header}
        <div className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-empty="true">
          <p>{t('metrics.noProjects')}</p>
          <Link to="/projects/new" className="text-primary underline-offset-4 hover:underline">
            {t('empty.createProject')}
          </Link>
        </div>
      </div>
    );
  }

  const points = history.data ?? [];
  const evaluateHref = `/projects/${chosen.id}?tab=evaluation`;
  return (
    <div className="mx-auto max-w-6xl space-y-4" data-testid="metrics">
      {header}
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor="metrics-project">{t('metrics.project')}</Label>
        <select
          id="metrics-project"
          value={chosen.id}
          onChange={(e) => setParams({ project: e.target.value }, { replace: true })}
          className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {projects.data.map((p) => (
            <option key={p.id} value={p.id}>
              {p.latestScore ? p.title : t('metrics.notEvaluatedOption', { title: p.title })}
            </option>
          ))}
        </select>
      </div>
      {history.isError ? (
        <p role="alert" className="text-sm">
          {t('error', { message: errorMessage(t, history.error) })}
        </p>
      ) : history.isPending ? (
        <p className="text-sm text-muted-foreground">{t('loading')}</p>
      ) : (
        <>
          <ChartCard
            testId="chart-score-versions"
            title={t('metrics.chartTitle', { title: chosen.title })}
            empty={points.length === 0 ? { text: t('metrics.noEvaluations'), action: t('empty.evaluate'), to: evaluateHref } : null}
            summary={t('metrics.summary', {
              count: points.length,
              value: n(points.length, 0),
              first: points[0] ? formatScore(lng, points[0].score) : '',
              last: points.length ? formatScore(lng, points[points.length - 1]!.score) : '',
            })}
            tableLabel={t('showTable')}
            chart={
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  data={points.map((p) => ({ version: `v${p.version}`, score: p.score }))}
                  margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
                >
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis dataKey="version" tick={AXIS} />
                  <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={AXIS} tickFormatter={tickFormatter(lng)} />
                  <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => [formatScore(lng, Number(v)), t('metrics.score')]} />
                  <Line dataKey="score" stroke="var(--primary)" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            }
            table={
              <DataTable
                caption={t('metrics.chartTitle', { title: chosen.title })}
                head={[t('metrics.version'), t('metrics.score')]}
                rows={points.map((p) => [n(p.version, 0), formatScore(lng, p.score)])}
              />
            }
          />
          {points.length > 0 ? (
            <Card data-testid="versions">
              <CardHeader>
                <CardTitle className="text-base">{t('metrics.versionsTitle')}</CardTitle>
              </CardHeader>
              <CardContent>
                <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t('metrics.versionsTitle')}>
                  <DataTable
                    caption={t('metrics.versionsTitle')}
                    head={[
                      t('metrics.version'),
                      t('metrics.date'),
                      t('metrics.score'),
                      t('metrics.tier'),
                      t('metrics.npv'),
                      t('metrics.irr'),
                      t('metrics.payback'),
                      t('metrics.pNegative'),
                    ]}
                    rows={[...points].reverse().map((p) => [
                      <Link key="v" to={`/projects/${p.projectId}?tab=score`} className="text-primary underline-offset-4 hover:underline">
                        v{p.version}
                      </Link>,
                      formatDateTime(lng, p.createdAt),
                      formatScore(lng, p.score),
                      t(`tiers.${p.tier}`, { defaultValue: p.tier }),
                      formatCurrency(lng, p.npv),
                      p.irr === null ? dash : formatPercent(lng, p.irr),
                      formatPayback(t, lng, p.paybackYears),
                      p.probabilityNpvNegative === null ? dash : formatPercent(lng, p.probabilityNpvNegative),
                    ])}
                  />
                </div>
                {points.some((p) => p.irr === null || p.paybackYears === null || p.probabilityNpvNegative === null) ? (
                  <p className="mt-2 text-xs text-muted-foreground">{t('metrics.notComputableHint')}</p>
                ) : null}
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}
