import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { deploys } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { ORIGIN, sessionCookie } from '../../test/harness.ts';
import { recordDeploy } from './index.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';

// The recorded series on the embedded default (no Prometheus, no PostgreSQL): requests become rows and
// the admin's series reads them back; a boot is recorded with the last migration. Oracles: the number of
// requests this test sends and the migrations folder's journal.
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-metrics-'));
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const config = loadConfig({
    PUBLIC_URL: ORIGIN,
    DATA_DIR: pgliteDataDir(join(root, 'data')),
    DATABASE_URL: '',
    AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
  });
  database = await openDatabase(config);
  app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

it('records a busy minute on PGlite and the admin reads it back; an idle minute writes nothing', async () => {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: ORIGIN },
    payload: { email: 'ops@example.com', password: 'a sound passphrase', username: 'Ops', role: 'proponent' },
  });
  expect(reg.statusCode).toBe(201);
  const { users } = await import('../../db/schema/index.ts');
  await database.db.update(users).set({ role: 'admin' });
  const cookie = sessionCookie(reg);
  expect(await app.observability.flush(true)).toBeGreaterThan(0); // the registration's minute
  expect(await app.observability.flush(true)).toBe(0); // nothing since: no row
  for (let i = 0; i < 4; i++) await app.inject({ method: 'GET', url: '/api/health' });
  await app.observability.flush(true);
  const res = await app.inject({ method: 'GET', url: '/api/admin/metrics/series?window=24h', headers: { cookie, origin: ORIGIN } });
  expect(res.statusCode).toBe(200);
  // register + 4 health checks (this read is counted once answered, after its own figures)
  expect(res.json().totals.requests).toBe(5);
  expect(res.json().instances).toBe(1);

  await recordDeploy(database.db, new Date());
  const [boot] = await database.db.select().from(deploys).orderBy(desc(deploys.bootedAt)).limit(1);
  const journal = (await import('../../db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
    entries: { tag: string }[];
  };
  expect(boot?.migration).toBe(journal.entries.at(-1)!.tag);
});
