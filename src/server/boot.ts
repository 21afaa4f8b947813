import { createServer } from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import { latestMigration } from './db/migration-state.ts';

const RECHECK_MS = 2_000;

/**
 * ROLE web or worker on PostgreSQL (ADR 0051): the schema is migrated once, by `npm run migrate` (the
 * Compose one-shot service, the Kubernetes Job), never by an instance at boot. Until the database carries
 * every migration this code ships, the instance waits, its port answering the probes: `/api/health` 200
 * (alive: do not restart it) and `/api/ready` 503 with reason `migrations` (send it no traffic yet).
 */
export async function waitForMigrations(config: Config, database: Database): Promise<void> {
  if (await database.schemaCurrent().catch(() => false)) return;
  const { tag } = latestMigration();
  console.warn(`ROLE=${config.role}: the database lacks migration ${tag}; waiting for \`npm run migrate\` (not ready meanwhile)`);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const [status, body] =
      path === '/api/health'
        ? [200, { status: 'ok' }]
        : path === '/api/ready'
          ? [503, { status: 'unavailable', role: config.role, reason: 'migrations' }]
          : [503, { code: 'SERVER_BUSY', message: 'Starting: waiting for the database migrations.' }];
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const stop = () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  try {
    while (!(await database.schemaCurrent().catch(() => false))) await new Promise((r) => setTimeout(r, RECHECK_MS));
  } finally {
    process.off('SIGTERM', stop);
    await new Promise((r) => server.close(r));
  }
  console.warn(`ROLE=${config.role}: migrations current, starting`);
}

/**
 * On PostgreSQL, instances start one at a time (ADR 0051): what a start writes once (the compliance
 * frameworks, the curated funding catalogue, generated signing keys) is read-then-insert, and two
 * instances starting on a fresh database would both insert. A session advisory lock on a connection of
 * its own serialises those steps; the embedded database has one process and needs none.
 */
export async function withBootLock<T>(databaseUrl: string | null, fn: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return fn();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['cr_boot']);
    return await fn();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
