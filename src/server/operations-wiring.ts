import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/types.ts';
import { registerBackupJobs, registerBackupRoutes, registerRestoreJob } from './modules/backups/index.ts';
export { registerMaintenance } from './modules/backups/index.ts';
import {
  crossDocumentRisks,
  type AnalyseDocument,
  type AnalysisResult,
  type BlobStore,
  type CrossDocumentRisks,
  type DocumentDeps,
} from './modules/documents/index.ts';
import type { WorkerPool } from './lib/worker-pool.ts';
import type { JobRunner } from './modules/jobs/index.ts';
import { registerOperations } from './modules/operations/index.ts';
import type { SigningConfig } from './modules/reports/index.ts';

/**
 * Wiring kept out of app.ts, which composes every module. The admin's operations tools wired to what they run on (issue 26): backups and their restore tests with the
 * readiness checks (ADR 0056), provider probes and auto-heal (ADR 0053). Returns the probes' and automatic
 * fixes' sweep, which the schedule runs (ADR 0051).
 */
export function wireOperations(
  app: FastifyInstance,
  ctx: AppContext,
  o: { database: Database; blobs: BlobStore; config: Config; now: () => Date; jobs: JobRunner; signing: SigningConfig | undefined },
): () => Promise<void> {
  registerBackupJobs({ database: o.database, blobs: o.blobs, config: o.config, now: o.now, jobs: o.jobs });
  registerBackupRoutes(app, ctx, { jobs: o.jobs, env: process.env });
  // Restore from a screen (ADR 0063): maintenance in this process while it runs, then this process's read cache emptied.
  registerRestoreJob({
    database: o.database,
    blobs: o.blobs,
    config: o.config,
    now: o.now,
    jobs: o.jobs,
    lifecycle: ctx.lifecycle,
    onRestored: () => app.readCache.clear(),
  });
  return registerOperations(app, ctx, { blobs: o.blobs, jobs: o.jobs, signing: o.signing });
}

/** The documents module's dependencies (ADR 0033): the analysis runs in the CPU worker pool, in the uploader's turn. */
export function documentDeps(o: {
  database: Database;
  now: () => Date;
  blobs: BlobStore;
  jobs: JobRunner;
  pool: WorkerPool;
  config: Config;
  log: FastifyBaseLogger;
  analyser: { analyse: AnalyseDocument; crossRisks: CrossDocumentRisks } | undefined;
}): DocumentDeps {
  return {
    db: o.database.db,
    now: o.now,
    blobs: o.blobs,
    jobs: o.jobs,
    analyse:
      o.analyser?.analyse ??
      ((input, options, context) => o.pool.run<AnalysisResult>('documents.analyse', { input, options }, { owner: context?.owner })),
    crossRisks: o.analyser?.crossRisks ?? crossDocumentRisks,
    maxBytes: o.config.documentMaxBytes,
    tmpDir: o.config.uploadTmpDir,
    clamav: o.config.clamav,
    ai: o.config.ai,
    log: o.log,
  };
}
