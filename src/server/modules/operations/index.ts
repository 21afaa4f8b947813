import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../audit/index.ts';
import type { BlobStore } from '../documents/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { SigningConfig } from '../reports/index.ts';
import { runAutomatic } from './autoheal.ts';
import type { OperationsDeps } from './deps.ts';
import { checkNow } from './health.ts';
import { registerOperationsRoutes } from './routes.ts';

export type { OperationsDeps } from './deps.ts';
export { checkNow, currentHealth } from './health.ts';
export { runDetector, detectorStatuses } from './autoheal.ts';

/**
 * Provider health and auto-heal (issue 26, ADR 0053): the routes, and the schedule's pass (probes,
 * then the detectors an admin allowed to run on their own, each fix audited as the system's).
 */
export function registerOperations(
  app: FastifyInstance,
  ctx: AppContext,
  o: { blobs: BlobStore; jobs: JobRunner; signing: SigningConfig | undefined },
): () => Promise<void> {
  const d: OperationsDeps = {
    db: ctx.db,
    database: ctx.database,
    now: ctx.now,
    config: ctx.config,
    blobs: o.blobs,
    jobs: o.jobs,
    mail: ctx.mail,
    signing: o.signing,
    production: process.env.NODE_ENV === 'production' || ctx.config.secureCookies,
  };
  registerOperationsRoutes(app, ctx, d);
  return async () => {
    await checkNow(d);
    for (const run of await runAutomatic(d))
      await recordAudit(d, {
        actorId: null,
        action: 'admin.autoHeal.fix',
        target: run.detector,
        outcome: 'success',
        ip: null,
        details: { trigger: 'schedule', found: run.found, changed: run.changed, summary: run.summary, items: run.items.slice(0, 50) },
      });
  };
}
