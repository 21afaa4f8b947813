import type { FastifyInstance } from 'fastify';
import type { Db } from './db/types.ts';
import type { accountMailer } from './mail-templates.ts';
import type { JobRunner } from './modules/jobs/index.ts';
import { expireExports } from './modules/privacy/index.ts';
import { runRealizationReminders } from './modules/realization/index.ts';
import { scheduleFundingAlerts } from './modules/funding/index.ts';
import { scheduleBackups } from './modules/backups/index.ts';

/**
 * The jobs runner's tick (ADR 0014), started once the app is ready unless `pollMs` is 0 (tests drive jobs
 * by hand): expired exports, the funding alerts run, the billing sweep, and once per server day the
 * realization reminders and slippage (issue 23; realization_sent keeps each send once) and the
 * backups' schedule (ADR 0056; its runs table keeps one a day across restarts and instances).
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
    /** The daily backup and weekly restore test (ADR 0056), unless BACKUP_SCHEDULE=off. */
    backups: boolean;
  },
): void {
  let realizationDay = '';
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
          if (o.backups) await scheduleBackups({ db: o.db, jobs: o.jobs, now: o.now });
        }
      });
  });
  app.addHook('onClose', async () => o.jobs.stop());
}
