import type { FastifyInstance } from 'fastify';
import type { Db } from './db/types.ts';
import type { accountMailer } from './mail-templates.ts';
import type { JobRunner } from './modules/jobs/index.ts';
import { expireExports } from './modules/privacy/index.ts';
import { runRealizationReminders } from './modules/realization/index.ts';
import { scheduleFundingAlerts } from './modules/funding/index.ts';

/** How often the providers are probed and the automatic detectors run (ADR 0053). */
export const OPERATIONS_MS = 5 * 60_000;

/**
 * The jobs runner's tick (ADR 0014), started once the app is ready unless `pollMs` is 0 (tests drive jobs
 * by hand): expired exports, the funding alerts run, the billing sweep, and once per server day the
 * realization reminders and slippage (issue 23; realization_sent keeps each send once).
 */
export function startJobsTick(
  app: FastifyInstance,
  o: {
    jobs: JobRunner;
    pollMs: number | undefined;
    db: Db;
    now: () => Date;
    accountMail: ReturnType<typeof accountMailer>;
    billingSweep: () => Promise<unknown>;
    /** Provider probes and the automatic auto-heal fixes (ADR 0053), every OPERATIONS_MS. */
    operationsSweep?: () => Promise<void>;
  },
): void {
  let realizationDay = '';
  let operations: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (o.pollMs !== 0)
      o.jobs.start(o.pollMs ?? 5_000, async () => {
        await expireExports({ db: o.db, now: o.now });
        await scheduleFundingAlerts({ db: o.db, jobs: o.jobs });
        await o.billingSweep();
        const day = o.now().toISOString().slice(0, 10);
        if (day !== realizationDay) {
          realizationDay = day;
          await runRealizationReminders({ db: o.db, now: o.now, accountMail: o.accountMail });
        }
      });
    if (o.pollMs !== 0 && o.operationsSweep) {
      const sweep = o.operationsSweep;
      operations = setInterval(
        () => void sweep().catch((err: unknown) => app.log.error({ err }, 'operations sweep failed')),
        OPERATIONS_MS,
      );
      operations.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (operations) clearInterval(operations);
    await o.jobs.stop();
  });
}
