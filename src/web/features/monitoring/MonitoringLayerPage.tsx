import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SERIES_COLOURS } from '../../lib/chart-style.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { BarChart } from './BarChart.tsx';
import { useSeries, type SeriesPoint, type SeriesResponse, type SeriesWindow } from './api.ts';

type Figure = Exclude<keyof SeriesPoint, 'at' | 'minutes'>;

/** The screen's panels: each a few figures of the recorded series, charted and tabled. */
const PANELS: readonly { id: string; figures: Figure[]; unit?: string }[] = [
  { id: 'requests', figures: ['requests', 'errors', 'clientErrors'] },
  { id: 'latency', figures: ['p50Ms', 'p95Ms'], unit: ' ms' },
  { id: 'jobs', figures: ['jobsDone', 'jobsFailed', 'jobsQueued'] },
  { id: 'users', figures: ['activeUsers'] },
  { id: 'work', figures: ['evaluations', 'analyses'] },
  { id: 'durations', figures: ['evaluationMsAvg', 'analysisMsAvg'], unit: ' ms' },
  { id: 'emails', figures: ['emailsQueued', 'emailsFailed'] },
  { id: 'runtime', figures: ['dbWaitingMax', 'eventLoopP99Ms'] },
];

/** /monitoring-layer (issue 26, ADR 0052): the server's own recorded series over the last hour or day. */
export function MonitoringLayerPage() {
  const { t } = useTranslation(['monitoring', 'errors']);
  const [window, setWindow] = useState<SeriesWindow>('1h');
  const q = useSeries(window);
  return (
    <div className="mx-auto max-w-6xl" data-testid="monitoring-layer">
      <PageHeader
        title={t('layer.title')}
        description={t('layer.lead')}
        actions={
          <div role="group" aria-label={t('layer.window')} className="flex gap-2">
            {(['1h', '24h'] as const).map((w) => (
              <Button key={w} variant={w === window ? 'default' : 'outline'} aria-pressed={w === window} onClick={() => setWindow(w)}>
                {t(`layer.windows.${w}`)}
              </Button>
            ))}
          </div>
        }
      />
      <p className="text-sm">
        <Link to="/mission-control" className="text-primary underline-offset-4 hover:underline">
          {t('layer.toMission')}
        </Link>
      </p>
      {queryFeedback(q, t, t('loading')) ?? (q.data ? <Series data={q.data} /> : null)}
    </div>
  );
}

function Series({ data }: { data: SeriesResponse }) {
  const { t, i18n } = useTranslation('monitoring');
  const lng = i18n.language;
  const recorded = data.points.filter((p) => p.minutes > 0);
  if (recorded.length === 0)
    return (
      <p role="status" className="mt-6 text-muted-foreground" data-testid="monitoring-empty">
        {t('layer.empty')}
      </p>
    );
  const value = (v: number | null, unit = '') => (v === null ? t('none') : `${formatNumber(lng, v)}${unit}`);
  const when = (at: string) =>
    data.window === '1h'
      ? new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit' }).format(new Date(at))
      : formatDateTime(lng, at);
  return (
    <>
      <p className="mt-4 text-sm text-muted-foreground" data-testid="monitoring-summary">
        {t('layer.summary', {
          requests: formatNumber(lng, data.totals.requests),
          instances: data.instances,
          since: data.recordedSince ? formatDateTime(lng, data.recordedSince) : t('none'),
        })}
      </p>
      <div className="grid gap-x-4 lg:grid-cols-2">
        {PANELS.map((panel) => (
          <Panel
            key={panel.id}
            id={`monitoring-${panel.id}`}
            title={t(`panels.${panel.id}.title`)}
            description={t(`panels.${panel.id}.lead`)}
            testId={`monitoring-${panel.id}`}
          >
            <dl className="flex flex-wrap gap-x-6 gap-y-1">
              {panel.figures.map((f, i) => (
                <div key={f} className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: SERIES_COLOURS[i] }} />
                  <dt className="text-muted-foreground">{t(`figures.${f}`)}</dt>
                  <dd className="font-semibold tabular-nums" data-testid={`total-${f}`}>
                    {value(data.totals[f], panel.unit)}
                  </dd>
                </div>
              ))}
            </dl>
            <BarChart
              lng={lng}
              unit={panel.unit}
              colours={panel.figures.map((_, i) => SERIES_COLOURS[i]!)}
              bars={data.points.map((p) => ({ at: p.at, values: panel.figures.map((f) => (p.minutes > 0 ? p[f] : null)) }))}
            />
            {/* A table ignores the width sr-only gives it: its wrapper clips it. */}
            <div className="sr-only">
              <table>
                <caption>{t('table', { title: t(`panels.${panel.id}.title`), window: t(`layer.windows.${data.window}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('when')}</th>
                    {panel.figures.map((f) => (
                      <th key={f} scope="col">
                        {t(`figures.${f}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {recorded.map((p) => (
                    <tr key={p.at}>
                      <th scope="row">{when(p.at)}</th>
                      {panel.figures.map((f) => (
                        <td key={f}>{value(p[f], panel.unit)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        ))}
      </div>
    </>
  );
}
