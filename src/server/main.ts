import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirError } from './db/data-dir.ts';
import { buildApp } from './app.ts';
import { loadCuratedCatalogue } from './modules/funding/index.ts';
import { signingConfigFrom } from './modules/reports/index.ts';
import { mailDomainOf, retryOutbox, smtpTransport } from './modules/outbox/index.ts';
import { createAuth } from './modules/auth/index.ts';
import { ensureAuthSecret } from './db/secret.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SAMPLE_ITERATIONS,
  seedDemoAccounts,
  seedSampleCompliance,
  seedSampleDocuments,
  seedSampleEvaluations,
  seedSampleFundingRequest,
  seedSampleGrants,
  seedSamplePortfolio,
  seedSampleProjects,
} from './db/seed-demo.ts';
import { defaultAssumptionsFor } from './industries.ts';
import { WorkerPool } from './lib/worker-pool.ts';
import { authMailer } from './mail-templates.ts';
import { enqueueMail } from './modules/outbox/index.ts';
import { waitForMigrations, withBootLock } from './boot.ts';

const config = loadConfig();

let database;
try {
  database = await openDatabase(config);
  // ROLE web/worker on PostgreSQL never migrate (ADR 0051): they wait for `npm run migrate`, answering
  // the probes meanwhile (alive, not ready).
  if (!config.migrateAtBoot) await waitForMigrations(config, database);
} catch (err) {
  if (err instanceof DataDirError) {
    console.error(`\nRefusing to start: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

const transport = await smtpTransport(config.smtpUrl, config.mailFrom);
const { app, curated } = await withBootLock(config.databaseUrl, async () => {
  const built = await buildApp({ config, database, mailTransport: transport, reportSigning: signingConfigFrom(process.env) });
  // The embedded funding catalogue (issue 14): written from public facts, loaded idempotently at every start.
  return { app: built, curated: await loadCuratedCatalogue({ db: database.db, now: () => new Date() }) };
});
if (curated.imported + curated.updated > 0)
  app.log.info(`funding catalogue: ${curated.imported} curated programmes added, ${curated.updated} updated`);

if (config.seedDemo) {
  const mail = { db: database.db, now: () => new Date(), transport: null };
  const auth = createAuth({
    db: database.db,
    config,
    secret: await ensureAuthSecret(database.db, config.authSecret),
    mailer: authMailer((m) => enqueueMail(mail, m)),
  });
  const created = await seedDemoAccounts(database.db, (a) => auth.api.signUpEmail({ body: a }));
  if (created > 0) {
    app.log.info(`demo accounts created (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
  const samples = await seedSampleProjects(database.db);
  if (samples > 0) app.log.info(`${samples} sample projects created for ${DEMO_ACCOUNTS[0].email}`);
  const grants = await seedSampleGrants(database.db);
  if (grants > 0) app.log.info(`${grants} sample projects shared with the demo investor and consultant`);
  if ((await seedSamplePortfolio(database.db)) > 0) app.log.info(`an example portfolio created for ${DEMO_ACCOUNTS[1].email}`);
  // The samples are evaluated by the same service as "Run" (engine in a worker thread), before the
  // server listens, so the demo dashboard has its figures from the first request.
  const pool = new WorkerPool(new URL('./workers/cpu.worker.ts', import.meta.url), 1);
  try {
    const started = performance.now();
    const versions = await seedSampleEvaluations({ db: database.db, pool, now: () => new Date(), defaults: defaultAssumptionsFor });
    const ms = Math.round(performance.now() - started);
    if (versions > 0) app.log.info(`${versions} sample evaluations stored in ${ms} ms (${SAMPLE_ITERATIONS} iterations, fixed seed)`);
  } finally {
    await pool.close();
  }
  const controls = await seedSampleCompliance(database.db, () => new Date());
  if (controls > 0) app.log.info(`compliance demo: the agrivoltaic sample scoped, ${controls} controls answered`);
  if ((await seedSampleFundingRequest(database.db)) > 0) app.log.info(`a sample funding request sent to ${DEMO_ACCOUNTS[1].email}`);
  if ((await seedSampleDocuments(app.documents)) > 0)
    app.log.info('a sample business plan uploaded to the SaaS sample, queued for analysis');
}

// E-mail leaves from the processes that run jobs (ROLE worker or all), not from the web instances.
const outboxTimer =
  transport && config.role !== 'web'
    ? setInterval(
        () => void retryOutbox({ db: database.db, now: () => new Date(), transport, messageIdDomain: mailDomainOf(config.mailFrom) }),
        60_000,
      )
    : null;

const SHUTDOWN_DEADLINE_MS = 10_000;
/** Whatever happens, the process is gone this long after SIGTERM (Kubernetes' default grace is 30 s). */
const SHUTDOWN_HARD_MS = 29_000;
/** How long a running job may take to finish after SIGTERM: with the HTTP deadline, under the hard bound. */
const JOBS_SHUTDOWN_MS = 15_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: draining requests in flight and running jobs, then closing the database`);
  setTimeout(() => process.exit(1), SHUTDOWN_HARD_MS).unref();
  if (outboxTimer) clearInterval(outboxTimer);
  // Jobs (ADR 0051): no new claim from now; the job running has up to the bound to finish, then goes back
  // to the queue (attempt not counted) for another worker. In parallel with the HTTP drain below.
  const jobsDone = app.jobs.shutdown(JOBS_SHUTDOWN_MS);
  // Drain first: keep listening for a grace period while /api/health answers 503 (a load balancer
  // stops routing here) and every response carries Connection: close. Closing the listener at once
  // would reset connections still in the kernel's accept backlog. Then stop listening, let requests
  // in flight finish, and force whatever remains at the deadline.
  app.lifecycle.draining = true;
  // The job's bound runs alongside the grace: at most 15 s + the 10 s deadline, under the hard bound.
  await Promise.all([new Promise((r) => setTimeout(r, config.shutdownGraceMs)), jobsDone]);
  const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    await database!.close();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Capital Readiness (${config.role === 'all' ? 'web and jobs' : `ROLE=${config.role}`}) serving ${config.publicOrigin} on ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
);
