import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { SERIES_COLOURS } from '../../lib/chart-style.ts';
import { formatDateTime, formatNumber, formatPercent } from '../../lib/format.ts';
import { BarChart } from './BarChart.tsx';
import { useMissionControl, type MissionControl } from './api.ts';

/** /mission-control (issue 26, ADR 0052): the live state on one screen, each tile linking to its detail. */
export function MissionControlPage() {
  const { t } = useTranslation(['monitoring', 'errors']);
  const q = useMissionControl();
  return (
    <div className="mx-auto max-w-6xl" data-testid="mission-control">
      <PageHeader title={t('mission.title')} description={t('mission.lead')} />
      {queryFeedback(q, t, t('loading')) ?? (q.data ? <Tiles mc={q.data} /> : null)}
    </div>
  );
}

function Tile({ id, title, to, children }: { id: string; title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation('monitoring');
  return (
    <Card role="region" aria-labelledby={`mc-${id}-title`} data-testid={`mc-${id}`} className="flex flex-col">
      <CardHeader>
        <h2 id={`mc-${id}-title`} className="text-base leading-tight font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2 text-sm">{children}</CardContent>
      <div className="px-6 pb-4 text-sm">
        <Link to={to} className="text-primary underline-offset-4 hover:underline">
          {t('mission.detail', { title })}
        </Link>
      </div>
    </Card>
  );
}

function Big({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="text-3xl font-semibold tabular-nums" data-testid={testId}>
      {children}
    </p>
  );
}

function Tiles({ mc }: { mc: MissionControl }) {
  const { t, i18n } = useTranslation('monitoring');
  const lng = i18n.language;
  const num = (v: number) => formatNumber(lng, v);
  const ms = (v: number | null) => (v === null ? t('none') : `${formatNumber(lng, v, 0)} ms`);
  const pct = (v: number | null) => (v === null ? t('none') : formatPercent(lng, v));
  const mails = mc.outboxHourly.reduce((s, h) => s + h.queued, 0);
  const failedMails = mc.outboxHourly.reduce((s, h) => s + h.failed, 0);
  const failedJobs = mc.failedJobs24h.reduce((s, j) => s + j.count, 0);
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">{t('mission.generated', { at: formatDateTime(lng, mc.generatedAt) })}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile id="rate" title={t('mission.rate')} to="/monitoring-layer">
          <Big testId="mc-rate-value">{num(mc.last5.perMinute)}</Big>
          <p className="text-muted-foreground">
            {t('mission.rateSub', { last5: num(mc.last5.requests), last60: num(mc.last60.requests) })}
          </p>
        </Tile>
        <Tile id="p95" title={t('mission.p95')} to="/monitoring-layer">
          <Big testId="mc-p95-value">{ms(mc.last5.p95Ms)}</Big>
          <p className="text-muted-foreground">{t('mission.last60', { value: ms(mc.last60.p95Ms) })}</p>
        </Tile>
        <Tile id="errors" title={t('mission.errorRate')} to="/monitoring-layer">
          <Big testId="mc-errors-value">{pct(mc.last5.errorRate)}</Big>
          <p className="text-muted-foreground">{t('mission.last60', { value: pct(mc.last60.errorRate) })}</p>
        </Tile>
        <Tile id="users" title={t('mission.users')} to="/admin">
          <Big testId="mc-users-value">{num(mc.activeUsers)}</Big>
          <p className="text-muted-foreground">{t('mission.usersSub')}</p>
        </Tile>
        <Tile id="queues" title={t('mission.queues')} to="/monitoring-layer">
          {mc.queues.length === 0 ? (
            <p className="text-muted-foreground">{t('mission.queuesEmpty')}</p>
          ) : (
            <ul className="grid gap-1">
              {mc.queues.map((q) => (
                <li key={q.kind} className="flex justify-between gap-2">
                  <span className="font-mono text-xs break-all">{q.kind}</span>
                  <span className="tabular-nums">{t('mission.queueCounts', { queued: q.queued, running: q.running })}</span>
                </li>
              ))}
            </ul>
          )}
        </Tile>
        <Tile id="failed" title={t('mission.failed')} to="/auto-heal">
          <Big testId="mc-failed-value">{num(failedJobs)}</Big>
          <ul className="grid gap-1">
            {mc.failedJobs24h.map((j) => (
              <li key={j.kind} className="flex justify-between gap-2">
                <span className="font-mono text-xs break-all">{j.kind}</span>
                <span className="tabular-nums">{num(j.count)}</span>
              </li>
            ))}
          </ul>
        </Tile>
        <Tile id="outbox" title={t('mission.outbox')} to="/admin">
          <Big testId="mc-outbox-value">{num(mails)}</Big>
          <p className="text-muted-foreground">
            {t('mission.outboxSub', { failed: num(failedMails) })} {mc.smtpConfigured ? '' : t('mission.noSmtp')}
          </p>
          <BarChart
            lng={lng}
            colours={[SERIES_COLOURS[0], 'var(--destructive)']}
            bars={mc.outboxHourly.map((h) => ({ at: h.at, values: [h.queued, h.failed] }))}
          />
          {/* A table ignores the width sr-only gives it: its wrapper clips it. */}
          <div className="sr-only">
            <table>
              <caption>{t('mission.outboxTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('when')}</th>
                  <th scope="col">{t('figures.emailsQueued')}</th>
                  <th scope="col">{t('figures.emailsFailed')}</th>
                </tr>
              </thead>
              <tbody>
                {mc.outboxHourly.map((h) => (
                  <tr key={h.at}>
                    <th scope="row">{formatDateTime(lng, h.at)}</th>
                    <td>{h.queued}</td>
                    <td>{h.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Tile>
        <Tile id="deploys" title={t('mission.deploys')} to="/monitoring-layer">
          <p data-testid="mc-version">
            {t('mission.current', { version: mc.current.version, migration: mc.current.migration ?? t('none') })}
          </p>
          {mc.deploys.length === 0 ? (
            <p className="text-muted-foreground">{t('mission.deploysNone')}</p>
          ) : (
            <ul className="grid gap-1 text-muted-foreground">
              {mc.deploys.map((d) => (
                <li key={`${d.instance}-${d.bootedAt}`}>
                  {t('mission.boot', {
                    at: formatDateTime(lng, d.bootedAt),
                    version: d.version,
                    migration: d.migration ?? t('none'),
                    migratedAt: d.migratedAt ? formatDateTime(lng, d.migratedAt) : t('none'),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Tile>
        <Tile id="incidents" title={t('mission.incidents')} to="/monitoring-layer">
          {mc.incidents.length === 0 ? (
            <p data-testid="mc-incidents-none">{t('mission.incidentsNone')}</p>
          ) : (
            <ul className="grid gap-2">
              {mc.incidents.map((i) => (
                <li key={i.kind} className="flex flex-wrap items-center gap-2">
                  <Badge variant={i.severity === 'critical' ? 'destructive' : 'secondary'}>{t(`severity.${i.severity}`)}</Badge>
                  <span>
                    {t(`incident.${i.kind}`, {
                      value: i.kind === 'errorRate' ? formatPercent(lng, i.value) : formatNumber(lng, i.value, 0),
                      threshold: i.kind === 'errorRate' ? formatPercent(lng, i.threshold) : formatNumber(lng, i.threshold, 0),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">{t('mission.incidentsHow')}</p>
        </Tile>
      </div>
    </>
  );
}
