import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import { ensureAuthSecret } from './db/secret.ts';
import { makeAudit, type AppContext } from './context.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerObservability } from './modules/observability/index.ts';
import { registerAccess } from './plugins/access.ts';
import { createReadCache } from './plugins/read-cache.ts';
import { STATUS_OF, languageOf, messageFor } from './plugins/error-messages.ts';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.ts';
import { registerSpa } from './plugins/spa.ts';
import { createAuth, registerAuthRoutes, registerSecurityRoutes } from './modules/auth/index.ts';
import { enqueueMail, mailDomainOf, type MailDeps } from './modules/outbox/index.ts';
import { registerHealthRoutes, registerWorkerOnly } from './modules/health/index.ts';
import { registerHeavyLimits } from './modules/rate-limit/index.ts';
import { registerAccountRoutes } from './modules/account/index.ts';
import { registerNotificationRoutes } from './modules/notifications/index.ts';
import { registerStatsRoutes } from './modules/stats/index.ts';
import { registerClientErrorRoutes } from './modules/client-errors/index.ts';
import { registerFeedbackRoutes } from './modules/feedback/index.ts';
import { registerOnboardingRoutes } from './modules/onboarding/index.ts';
import { registerGdprRoutes } from './modules/gdpr/index.ts';
import { registerAdminRoutes } from './modules/admin/index.ts';
import { registerAdminDashboardRoutes } from './modules/admin-dashboards/index.ts';
import { createJobRunner, type JobRunner } from './modules/jobs/index.ts';
import { registerPrivacyJobs, registerPrivacyRoutes } from './modules/privacy/index.ts';
import { registerProjectRoutes } from './modules/projects/index.ts';
import { earliestGrantExpiry, registerGrantRoutes, registerProjectAccess } from './modules/access/index.ts';
import { registerWorkspaceRoutes } from './modules/workspaces/index.ts';
import { registerCommentRoutes } from './modules/comments/index.ts';
import { registerRealizationRoutes, registerRoadmapRoutes } from './modules/realization/index.ts';
import { registerCatalogueRoutes, registerRefreshJob } from './modules/funding/index.ts';
import { loadFrameworks, registerComplianceRoutes } from './modules/compliance/index.ts';
import { registerApplicationPackageRoute, registerFundingRequestRoutes } from './modules/funding-requests/index.ts';
import { registerInvestorDirectoryRoutes } from './modules/investor-directory/index.ts';
import { industryOf, defaultAssumptionsFor } from './industries.ts';
import { registerEvaluationRoutes } from './modules/evaluations/index.ts';
import { registerGuideRoutes } from './modules/guide/index.ts';
import { registerFundingJobs, registerFundingMatchRoutes, type ParsedWithHashes } from './modules/funding/index.ts';
import { startJobsTick } from './jobs-tick.ts';
import type { ImportSource } from '../domain/funding/index.ts';
import { registerPortfolioMonteCarlo, registerPortfolioRoutes } from './modules/portfolio/index.ts';
import { registerDealFlowRoutes, registerDealViewRoutes } from './modules/deal-flow/index.ts';
import { registerInsightsRoutes } from './modules/insights/index.ts';
import { registerDashboardRoutes } from './modules/dashboard/index.ts';
import type { ComplianceReportProvider, SigningConfig } from './modules/reports/index.ts';
import { registerReports } from './report-wiring.ts';
import { documentDeps, registerMaintenance, wireOperations } from './operations-wiring.ts';
import { asBuffer, WorkerPool } from './lib/worker-pool.ts';
import type { ZipEntry } from './lib/zip.ts';
import {
  blobStoreFor,
  registerDocumentJobs,
  registerDocumentRoutes,
  scheduleProjectPurge,
  type AnalyseDocument,
  type BlobStore,
  type CrossDocumentRisks,
  type DocumentDeps,
} from './modules/documents/index.ts';
import { accountMailer, authMailer } from './mail-templates.ts';
import { registerBilling } from './modules/billing/index.ts';
import { apiLimitsOf, type ApiLimits } from '../domain/billing/index.ts';
import type { Tier } from '../domain/rbac/index.ts';
import { registerAdviceRoutes } from './modules/advice/index.ts';
import { registerDeveloperRoutes } from './modules/developer/index.ts';
import { registerConsultantRoutes } from './modules/consultants/index.ts';
import { emitWebhookEvent, registerWebhooks } from './modules/webhooks/index.ts';
import { quickOnSend } from './lib/quick-hook.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: AppContext['lifecycle'];
    /** The background job runner (tests drain it). */
    jobs: JobRunner;
    /** Where document bytes are stored (files under DATA_DIR or S3). */
    blobs: BlobStore;
    /** What the documents module works with (the demo seed uploads its sample plan through it). */
    documents: DocumentDeps;
    /** Billing's periodic sweep (lapsed periods → grace → Free), run on the jobs tick; tests call it. */
    billingSweep: () => Promise<number>;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  mailTransport?: MailDeps['transport'];
  /** CPU worker threads: the engine, PDF rendering and sealing, imports, XLSX (default: one per core but one, at least one). */
  engineWorkers?: number;
  /** How often this process polls the jobs table (default 5 s); 0 = never (the caller drains). */
  jobPollMs?: number;
  /** The document analyser (default: modules/documents/analysis); tests pass a small deterministic one. */
  analyser?: { analyse: AnalyseDocument; crossRisks: CrossDocumentRisks };
  /** Report-signing configuration (main.ts reads REPORT_SIGNING_KEY, REPORT_SIGNING_P12…); default: generated and kept in the database. */
  reportSigning?: SigningConfig;
  /** The compliance report's data (wired to the compliance module by the integrator; absent = 409). */
  complianceReports?: ComplianceReportProvider;
  /** The API limits per tier (default: the price list's data, domain/billing API_LIMITS); tests pass small allowances. */
  apiLimits?: (tier: Tier) => ApiLimits | null;
  /** pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the whole application without listening: plugins, then every module, explicitly. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const now = opts.now ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Shutdown closes sockets itself, after a grace period (main.ts): Fastify's default would reset
    // keep-alive sockets that look idle but already hold a request not yet read.
    forceCloseConnections: false,
    // Errors Fastify raises before routing (a malformed %-escape in the path, a bad Content-Type)
    // get the same coded, translated body as every other error.
    frameworkErrors: (error, request, reply) => {
      const code = error.code === 'FST_ERR_BAD_URL' ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      const plain = reply as unknown as FastifyReply;
      void plain.status(STATUS_OF[code]).send({ code, message: messageFor(code, languageOf(request)) });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mail: MailDeps = { db: database.db, now, transport: opts.mailTransport ?? null, messageIdDomain: mailDomainOf(config.mailFrom) };
  const secret = await ensureAuthSecret(database.db, config.authSecret);
  const auth = createAuth({ db: database.db, config, secret, mailer: authMailer((m) => enqueueMail(mail, m)) });
  const accountMail = accountMailer((m) => enqueueMail(mail, m), config.publicOrigin);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now,
    auth,
    secret,
    mail,
    accountMail,
    apiLimits: opts.apiLimits ?? apiLimitsOf,
    lifecycle: { draining: false, maintenance: null },
    audit: makeAudit(database.db, now),
  };
  app.decorate('lifecycle', ctx.lifecycle);

  // The read cache (ADR 0045): kept before the default headers are added (a route's own no-store is
  // honoured), looked up right after the access pipeline has resolved the caller.
  const readCache = createReadCache(ctx, { project_grants: earliestGrantExpiry });
  app.decorate('readCache', readCache);
  registerErrorHandler(app);
  readCache.registerStore(app);
  registerSecurityHeaders(app);
  registerWorkerOnly(app, ctx);
  registerMaintenance(app, ctx.lifecycle, ctx.database);
  registerLoadShedding(app, ctx);
  const observability = await registerObservability(app, ctx, { record: opts.jobPollMs !== 0 });
  app.addHook(
    'onSend',
    quickOnSend((_request, reply, payload: unknown) => {
      if (ctx.lifecycle.draining) reply.header('connection', 'close');
      return payload;
    }),
  );
  await registerOpenApi(app);
  registerAccess(app, ctx);
  readCache.registerLookup(app);
  registerProjectAccess(app, ctx);
  // Per-user limits on heavy work (ADR 0033): routes declare `config.heavy`.
  registerHeavyLimits(app, { db: database.db, now });

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerStatsRoutes(app, ctx);
  registerClientErrorRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerOnboardingRoutes(app, ctx);
  registerGdprRoutes(app, ctx);
  registerDeveloperRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  observability.registerRoutes();
  const enqueue = (m: { to: string; subject: string; body: string; kind: string }) => enqueueMail(mail, m);
  registerWorkspaceRoutes(app, ctx, { db: database.db, now, publicOrigin: config.publicOrigin, enqueueMail: enqueue });
  // One bounded, fair pool for every CPU-heavy part of a request (ADR 0033): the event loop keeps a core.
  const pool = new WorkerPool(new URL('./workers/cpu.worker.ts', import.meta.url), opts.engineWorkers);
  pool.onTask = observability.poolTask;
  app.addHook('onClose', async () => pool.close());
  /** A job of the pool that answers bytes, as a Buffer over them (moved back, not copied). */
  const offload = async (kind: string, payload: unknown, owner: string) =>
    asBuffer((await pool.run<{ bytes: Uint8Array }>(kind, payload, { owner })).bytes);
  registerFundingRequestRoutes(app, ctx, { db: database.db, now, accountMail });
  registerInvestorDirectoryRoutes(app, ctx);
  registerPortfolioRoutes(app, ctx, { db: database.db, now, cpu: pool });
  registerDealFlowRoutes(app, ctx, { db: database.db, now, accountMail });
  registerDealViewRoutes(app, { db: database.db, now });
  registerInsightsRoutes(app, { db: database.db, now, accountMail });
  registerDashboardRoutes(app, { db: database.db, now, accountMail });
  registerReports(app, ctx, pool, opts);
  // Background jobs (ADR 0014): rows in the database, polled by this process, resumed after a restart.
  const jobs = createJobRunner({ db: database.db, now, log: app.log, instrument: observability.instrumentJob });
  app.decorate('jobs', jobs);
  const blobs = blobStoreFor(config);
  app.decorate('blobs', blobs);
  const pack = (entries: ZipEntry[], at: Date, owner: string) => offload('privacy.zip', { entries, now: at }, owner);
  registerApplicationPackageRoute(app, ctx, { db: database.db, now, accountMail, blobs, publicOrigin: config.publicOrigin, pack });
  const documents = documentDeps({ database, now, blobs, jobs, pool, config, log: app.log, analyser: opts.analyser });
  app.decorate('documents', documents);
  registerProjectRoutes(app, ctx, {
    db: database.db,
    now,
    industry: industryOf,
    startingPlan: defaultAssumptionsFor,
    beforeDelete: (projectId) => scheduleProjectPurge(documents, projectId),
  });
  registerGrantRoutes(app, ctx, {
    db: database.db,
    now,
    publicOrigin: config.publicOrigin,
    enqueueMail: enqueue,
    accountMail,
    onShared: (projectId, data) => emitWebhookEvent({ db: database.db, now, log: app.log }, 'project.shared', projectId, data),
  });
  registerCommentRoutes(app, ctx, { db: database.db, now, accountMail });
  registerRoadmapRoutes(app, ctx, { db: database.db, now, accountMail });
  registerRealizationRoutes(app, ctx, { db: database.db, now, accountMail, cpu: pool, publicOrigin: config.publicOrigin });
  // The compliance frameworks (issue 13): loaded from the data module, idempotent, before any request.
  await loadFrameworks(database.db);
  registerComplianceRoutes(app, ctx, { db: database.db, now, cpu: pool });
  // The admin dashboards of issue 26 (ADR 0057): compliance and GDPR register, tenders analytics, shadow mode.
  registerAdminDashboardRoutes(app, ctx, { db: database.db, now, cpu: pool });
  registerEvaluationRoutes(app, ctx, { db: database.db, pool, now, defaults: defaultAssumptionsFor, jobs });
  registerGuideRoutes(app, { db: database.db, now, defaults: defaultAssumptionsFor });
  await registerDocumentRoutes(app, ctx, documents);
  registerDocumentJobs(documents, jobs);
  // AI consulting, context and data quality (issue 25, ADR 0043): answers only from the project's records.
  registerAdviceRoutes(app, ctx, {
    db: database.db,
    now,
    blobs,
    ai: config.ai,
    renderPdf: (session, lang, creationDate, owner) => offload('advice.sessionPdf', { session, lang, creationDate }, owner),
  });
  registerConsultantRoutes(app, ctx, { db: database.db, now, accountMail });
  // Webhooks (issue 24, ADR 0041): endpoints, the delivery log, and delivery by the job queue.
  registerWebhooks(app, ctx, { jobs });
  registerPrivacyJobs({ db: database.db, now, jobs, pack });
  registerPortfolioMonteCarlo(app, ctx, { db: database.db, now, cpu: pool, jobs });
  registerPrivacyRoutes(app, ctx, { db: database.db, now, jobs });
  // The funding importers' parsing (files up to 64 MB) in the CPU worker pool, in the admin's turn.
  const parseCatalogue = (source: ImportSource, text: string, owner: string) =>
    pool.run<ParsedWithHashes>('funding.parse', { source, text }, { owner });
  registerRefreshJob({ db: database.db, now, jobs, parse: parseCatalogue });
  registerCatalogueRoutes(app, ctx, { jobs, parse: parseCatalogue });
  // Funding matching, saved searches and alerts (ADR 0020); the alerts run is queued by the sweep.
  registerFundingMatchRoutes(app, ctx, { db: database.db, now });
  registerFundingJobs({ db: database.db, now, jobs, publicOrigin: config.publicOrigin, enqueueMail: enqueue });
  // Billing (issue 22): the invoice or Stripe driver; lapsed periods are swept on the jobs tick (and reconciled on read).
  const billing = await registerBilling(app, ctx, enqueue, {
    invoicePdf: (invoice, owner) => offload('billing.invoicePdf', { invoice }, owner),
    invoicesXlsx: (columns, rows, owner) => offload('billing.invoicesXlsx', { columns, rows }, owner),
  });
  app.decorate('billingSweep', billing.sweep);
  // Backups and readiness (ADR 0056), provider probes and auto-heal (ADR 0053): on the schedule, which ROLE=web never polls (ADR 0051).
  const operationsSweep = wireOperations(app, ctx, { database, blobs, config, now, jobs, signing: opts.reportSigning });
  const pollMs = config.role === 'web' ? 0 : opts.jobPollMs;
  startJobsTick(app, {
    jobs,
    pollMs,
    database,
    now,
    accountMail,
    billingSweep: billing.sweep,
    operationsSweep,
    backups: config.backups.scheduled,
  });
  registerOpenApiRoute(app);
  await registerSpa(app, config.webDist, ctx);

  await app.ready();
  return app;
}
