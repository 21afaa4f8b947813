import { z } from 'zod';
import { text } from './safe-text.ts';

/** The recorded series (issue 26, ADR 0052): GET /api/admin/metrics/series?window=1h|24h. */
export const seriesQuery = z.object({ window: z.enum(['1h', '24h']).default('1h') });

const n = z.number();
const maybe = z.number().nullable();

/** One bucket of the window; null where nothing was recorded for the figure. */
export const seriesPoint = z.object({
  at: z.iso.datetime(),
  requests: n,
  errors: n,
  clientErrors: n,
  p50Ms: maybe,
  p95Ms: maybe,
  jobsDone: n,
  jobsFailed: n,
  jobsQueued: maybe,
  activeUsers: maybe,
  evaluations: n,
  evaluationMsAvg: maybe,
  analyses: n,
  analysisMsAvg: maybe,
  emailsQueued: maybe,
  emailsFailed: maybe,
  dbWaitingMax: maybe,
  eventLoopP99Ms: maybe,
  /** Minutes with a recorded row in this bucket (0: nothing recorded, not "zero traffic"). */
  minutes: n,
});
export type SeriesPoint = z.infer<typeof seriesPoint>;

export const seriesResponse = z.object({
  window: z.enum(['1h', '24h']),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  bucketSeconds: n,
  /** Instances that recorded rows in the window. */
  instances: n,
  /** The oldest recorded row kept (rows are pruned after eight days), null when none. */
  recordedSince: z.iso.datetime().nullable(),
  points: z.array(seriesPoint),
  totals: seriesPoint.omit({ at: true }),
});
export type SeriesResponse = z.infer<typeof seriesResponse>;

const span = z.object({ requests: n, perMinute: n, p95Ms: maybe, errorRate: maybe, minutes: n });

/** GET /api/admin/mission-control: the live state on one screen. */
export const missionControl = z.object({
  generatedAt: z.iso.datetime(),
  last5: span,
  last60: span,
  activeUsers: n,
  queues: z.array(z.object({ kind: text(), queued: n, running: n })),
  failedJobs24h: z.array(z.object({ kind: text(), count: n })),
  outboxHourly: z.array(z.object({ at: z.iso.datetime(), queued: n, failed: n })),
  smtpConfigured: z.boolean(),
  current: z.object({ version: text(), migration: text().nullable() }),
  deploys: z.array(
    z.object({
      instance: text(),
      version: text(),
      migration: text().nullable(),
      migratedAt: z.iso.datetime().nullable(),
      bootedAt: z.iso.datetime(),
    }),
  ),
  incidents: z.array(
    z.object({
      kind: z.enum(['errorRate', 'latency', 'failedJobs', 'stuckQueue', 'unsentMail']),
      severity: z.enum(['warning', 'critical']),
      value: n,
      threshold: n,
    }),
  ),
});
export type MissionControl = z.infer<typeof missionControl>;
