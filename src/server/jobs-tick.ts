import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './db/types.ts';
import type { accountMailer } from './mail-templates.ts';
import type { JobRunner } from './modules/jobs/index.ts';
import { createScheduler, pruneJobs, releaseOrphans, type Schedule } from './modules/jobs/index.ts';
import { expireExports } from './modules/privacy/index.ts';
import { runRealizationReminders } from './modules/realization/index.ts';
import { scheduleFundingAlerts } from './modules/funding/index.ts';
import { scheduleBackups } from './modules/backups/index.ts';

const SWEEP_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
/** How often the providers are probed and the automatic detectors run (ADR 0053). */
export const OPERATIONS_MS = 5 * 60_000;

/**
 * The periodic work (ADR 0014, ADR 0051): expired exports, the funding alerts run, the billing sweep and
 * the pruning of old jobs every 10 minutes, the realization reminders and slippage once per UTC day
 * (realization_sent keeps each send once). Each is one keyed job per slot, run once across instances.
 */
export function scheduledWork(o: {
  db: Db;
  now: () => Date;
  jobs: JobRunner;
  accountMail: ReturnType<typeof accountMailer>;
  billingSweep: () => Promise<unknown>;
  /** Provider probes and the automatic auto-heal fixes (ADR 0053), every OPERATIONS_MS. */
  operationsSweep?: (() => Promise<void>) | undefined;
  /** The daily backup and weekly restore test (ADR 0056), unless BACKUP_SCHEDULE=off. */
  backups?: boolean;
}): Schedule[] {
  const operations = o.operationsSweep;
  return [
    ...(operations ? [{ name: 'operations', periodMs: OPERATIONS_MS, run: () => operations() }] : []),
    ...(o.backups
      ? [{ name: 'backups', periodMs: DAY_MS, run: async () => void (await scheduleBackups({ db: o.db, jobs: o.jobs, now: o.now })) }]
      : []),
    { name: 'exports-expiry', periodMs: SWEEP_MS, run: async () => void (await expireExports({ db: o.db, now: o.now })) },
    { name: 'funding-alerts', periodMs: SWEEP_MS, run: () => scheduleFundingAlerts({ db: o.db, jobs: o.jobs }) },
    { name: 'billing-sweep', periodMs: SWEEP_MS, run: async () => void (await o.billingSweep()) },
    { name: 'jobs-prune', periodMs: SWEEP_MS, run: () => pruneJobs(o.db, new Date(o.now().getTime() - 30 * DAY_MS)) },
    {
      name: 'realization-reminders',
      periodMs: DAY_MS,
      run: async () => void (await runRealizationReminders({ db: o.db, now: o.now, accountMail: o.accountMail })),
    },
  ];
}

/**
 * Starts this process's job runner once the app is ready, unless `pollMs` is 0 (tests drive jobs by hand,
 * and the web role never polls): the scheduler's tick, then the due jobs, every poll. On the embedded
 * database one process holds the data directory, so any job still `running` is a previous process's orphan
 * and goes back to the queue at once instead of waiting for its lease.
 */
export function startJobsTick(
  app: FastifyInstance,
  o: Omit<Parameters<typeof scheduledWork>[0], 'db'> & { pollMs: number | undefined; database: Database },
): void {
  const db = o.database.db;
  const tick = createScheduler(o.jobs, scheduledWork({ ...o, db }), { now: o.now, initialDelayMs: SWEEP_MS });
  app.addHook('onReady', async () => {
    if (o.pollMs === 0) return;
    if (o.database.kind === 'pglite') {
      const released = await releaseOrphans(db, o.now());
      if (released > 0) app.log.warn(`${released} job(s) left running by a previous process queued again`);
    }
    o.jobs.start(o.pollMs ?? 5_000, tick);
  });
}
