import { desc, gte, sql } from 'drizzle-orm';
import { deploys, metricSamples } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { MissionControl, SeriesPoint, SeriesResponse } from '../../../contract/observability.ts';
import {
  bucketRows,
  incidentsOf,
  mergeAggregates,
  quantileOf,
  type Aggregate,
  type SampleRow,
} from '../../../domain/observability/index.ts';
import type { MinuteWindow } from './window.ts';
import { APP_VERSION, INSTANCE } from './recorder.ts';

const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
const avg = (sum: number, n: number) => (n > 0 ? round(sum / n) : null);

/** One aggregate as the contract's point. */
export function pointOf(a: Aggregate): Omit<SeriesPoint, 'at'> {
  const s = a.sums;
  return {
    requests: s.http_requests,
    errors: s.http_errors,
    clientErrors: s.http_client_errors,
    p50Ms: round(quantileOf(a.latency, 0.5)),
    p95Ms: round(quantileOf(a.latency, 0.95)),
    jobsDone: s.jobs_done,
    jobsFailed: s.jobs_failed,
    jobsQueued: a.maxes.jobs_queued,
    activeUsers: a.maxes.active_users,
    evaluations: s.evaluations,
    evaluationMsAvg: avg(s.evaluation_ms_sum, s.evaluations),
    analyses: s.analyses,
    analysisMsAvg: avg(s.analysis_ms_sum, s.analyses),
    emailsQueued: a.maxes.emails_queued,
    emailsFailed: a.maxes.emails_failed,
    dbWaitingMax: a.maxes.db_waiting_max,
    eventLoopP99Ms: a.maxes.event_loop_p99_ms,
    minutes: a.minutes,
  };
}

/** Recorded rows since `from`, plus this instance's minute in progress (not yet a row) as rows of its own. */
async function rowsSince(db: Db, from: Date, live: MinuteWindow): Promise<SampleRow[]> {
  const rows = await db
    .select({ instance: metricSamples.instance, at: metricSamples.at, name: metricSamples.name, value: metricSamples.value })
    .from(metricSamples)
    .where(gte(metricSamples.at, from));
  return [...rows, ...live.rows().map((r) => ({ ...r, instance: INSTANCE }))];
}

/** The last hour by minute or the last day by hour, from the recorded rows (ADR 0052). */
export async function readSeries(db: Db, window: '1h' | '24h', now: Date, live: MinuteWindow): Promise<SeriesResponse> {
  const bucketMs = window === '1h' ? 60_000 : 3_600_000;
  const count = window === '1h' ? 60 : 24;
  const end = Math.floor(now.getTime() / bucketMs) * bucketMs + bucketMs;
  const from = new Date(end - bucketMs * count);
  const rows = await rowsSince(db, from, live);
  const buckets = bucketRows(rows, end, bucketMs, count);
  const [oldest] = await db.select({ at: sql<Date | null>`min(${metricSamples.at})` }).from(metricSamples);
  const since = oldest?.at ? new Date(oldest.at) : null;
  return {
    window,
    from: from.toISOString(),
    to: new Date(end).toISOString(),
    bucketSeconds: bucketMs / 1000,
    instances: new Set(rows.map((r) => r.instance)).size,
    recordedSince: since ? since.toISOString() : null,
    points: buckets.map((a, i) => ({ at: new Date(from.getTime() + i * bucketMs).toISOString(), ...pointOf(a) })),
    totals: pointOf(mergeAggregates(buckets)),
  };
}

function spanOf(a: Aggregate, minutes: number) {
  const p = pointOf(a);
  return {
    requests: p.requests,
    perMinute: Math.round((p.requests / minutes) * 10) / 10,
    p95Ms: p.p95Ms,
    errorRate: p.requests > 0 ? p.errors / p.requests : null,
    minutes: p.minutes,
  };
}

/** Mission control's figures: the recorded minutes (and this one in progress) and the live tables. */
export async function readMissionControl(
  db: Db,
  now: Date,
  live: MinuteWindow,
  smtpConfigured: boolean,
  migration: string | null,
): Promise<MissionControl> {
  const end = Math.floor(now.getTime() / 60_000) * 60_000 + 60_000;
  const rows = await rowsSince(db, new Date(end - 60 * 60_000), live);
  const minutes = bucketRows(rows, end, 60_000, 60);
  const last5 = mergeAggregates(minutes.slice(-5));
  const last60 = mergeAggregates(minutes);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [active] = await q(sql`select count(distinct user_id)::int as n from sessions
    where updated_at > ${ago(15 * 60_000)} and expires_at > ${now}`);
  const queues = await q(sql`select kind, count(*) filter (where status = 'queued')::int as queued,
    count(*) filter (where status = 'running')::int as running from jobs
    where status in ('queued', 'running') group by kind order by kind`);
  const failed = await q(sql`select kind, count(*)::int as n, count(*) filter (where finished_at > ${ago(3_600_000)})::int as hour
    from jobs where status = 'failed' and finished_at > ${ago(86_400_000)} group by kind order by kind`);
  const [stale] = await q(sql`select count(*)::int as n from jobs where status = 'queued' and run_after < ${ago(15 * 60_000)}`);
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 23 * 3_600_000;
  const hourly = await q(sql`select floor(extract(epoch from created_at) / 3600)::bigint * 3600 as h, count(*)::int as queued,
    count(*) filter (where sent_at is null and error is not null)::int as failed
    from outbox where created_at >= ${new Date(hourStart)} group by 1`);
  const [unsent] = await q(sql`select count(*)::int as n from outbox where sent_at is null and created_at < ${ago(15 * 60_000)}
    and created_at > ${ago(86_400_000)}`);
  const byHour = new Map(hourly.map((r) => [Number(r.h) * 1000, r]));
  const recent = await db.select().from(deploys).orderBy(desc(deploys.bootedAt)).limit(5);
  const last5Point = pointOf(last5);
  return {
    generatedAt: now.toISOString(),
    last5: spanOf(last5, 5),
    last60: spanOf(last60, 60),
    activeUsers: Number(active?.n ?? 0),
    queues: queues.map((r) => ({ kind: String(r.kind), queued: Number(r.queued), running: Number(r.running) })),
    failedJobs24h: failed.map((r) => ({ kind: String(r.kind), count: Number(r.n) })),
    outboxHourly: Array.from({ length: 24 }, (_, i) => {
      const at = hourStart + i * 3_600_000;
      const r = byHour.get(at);
      return { at: new Date(at).toISOString(), queued: Number(r?.queued ?? 0), failed: Number(r?.failed ?? 0) };
    }),
    smtpConfigured,
    current: { version: APP_VERSION, migration },
    deploys: recent.map((d) => ({
      instance: d.instance,
      version: d.version,
      migration: d.migration,
      migratedAt: d.migratedAt ? d.migratedAt.toISOString() : null,
      bootedAt: d.bootedAt.toISOString(),
    })),
    incidents: incidentsOf({
      requests5: last5Point.requests,
      errors5: last5Point.errors,
      p95Ms5: last5Point.p95Ms,
      failedJobs1h: failed.reduce((s, r) => s + Number(r.hour), 0),
      staleQueued: Number(stale?.n ?? 0),
      unsentMail: smtpConfigured ? Number(unsent?.n ?? 0) : null,
    }),
  };
}
