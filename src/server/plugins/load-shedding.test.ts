import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { retryAfterSeconds } from './load-shedding.ts';
import { pgliteDataDir } from '../test/pglite-template.ts';

const ORIGIN = 'http://localhost:3000';
const MAX = 5;

describe('Retry-After of a turned-away request', () => {
  it('is the queue drain estimate, waiting × service time, rounded up to whole seconds within 1..30 (hand-computed)', () => {
    expect(retryAfterSeconds(0, 0)).toBe(1);
    expect(retryAfterSeconds(3, 400)).toBe(2); // 1.2 s
    expect(retryAfterSeconds(100, 50)).toBe(5);
    expect(retryAfterSeconds(1000, 100)).toBe(30); // 100 s, capped
  });
});

/** Holds the database's one connection in a transaction until `release` is called. */
function holdConnection(database: Database) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await gate;
  });
  return { release, held };
}
const queueStatements = (database: Database, n: number) => Promise.all(Array.from({ length: n }, () => database.db.execute(sql`select 1`)));
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

describe('on the embedded PGlite: a deep queue sheds new API requests, health still answers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cr-shedding-'));
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      PUBLIC_URL: ORIGIN,
      DATA_DIR: pgliteDataDir(dir),
      DATABASE_URL: '',
      AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
      WEB_DIST: '/nonexistent',
      REGISTER_PER_ADDRESS_HOUR: '1000000', // every test signs up from 127.0.0.1 (ADR 0048)
      DB_QUEUE_MAX: String(MAX),
    });
    database = await openDatabase(config);
    app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('admits a request while no more than DB_QUEUE_MAX statements wait (it waits its turn)', async () => {
    const { release, held } = holdConnection(database);
    const queued = queueStatements(database, MAX);
    await until(() => database.queue().waiting === MAX);
    expect(database.queue().waiting).toBe(MAX);
    const admitted = app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'cr_session=nobody' } });
    release();
    await Promise.all([held, queued]);
    expect((await admitted).statusCode).toBe(401);
  });

  it("answers 503 SERVER_BUSY with Retry-After, in the caller's language, writing nothing; /api/health answers 200 at once", async () => {
    const { release, held } = holdConnection(database);
    const queued = queueStatements(database, MAX + 3);
    await until(() => database.queue().waiting === MAX + 3);

    const busy = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'accept-language': 'it' } });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({
      code: 'SERVER_BUSY',
      message: 'Il server è occupato. Non è stato fatto nulla: riprova tra qualche secondo.',
    });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN },
      payload: { email: 'shed@example.com', password: 'a sound passphrase', username: 'Shed', role: 'proponent' },
    });
    expect(register.statusCode).toBe(503);
    expect(register.json().code).toBe('SERVER_BUSY');

    const t0 = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - t0;
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(healthMs).toBeLessThan(200);

    release();
    await Promise.all([held, queued]);
    expect(database.queue().waiting).toBe(0);
    const users = await database.db.execute(sql`select count(*)::int as n from users where email = 'shed@example.com'`);
    expect((users as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('says 503 on /api/health once the database is down', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });
  });
});

describe("on PostgreSQL: the pool's waiting count sheds the same way, health pings on its own connection", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DB_QUEUE_MAX: '1' }, { jobPollMs: 0 });
  });
  afterAll(async () => t?.close());

  it('answers 503 SERVER_BUSY past the limit and 200 on /api/health meanwhile', async () => {
    // The pool has 10 connections, so DB_QUEUE_MAX=1 (per connection) sheds past 10 waiting:
    // 21 sleeping statements leave 11 waiting.
    const sleeping = Promise.all(Array.from({ length: 21 }, () => t.database.db.execute(sql`select pg_sleep(1.5)`)));
    await until(() => t.database.queue().waiting === 11);
    expect(t.database.queue().waiting).toBe(11);
    const busy = await t.call({ method: 'GET', url: '/api/auth/user' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({
      code: 'SERVER_BUSY',
      message: 'The server is busy. Nothing was done: try again in a few seconds.',
    });
    expect(busy.headers['retry-after']).toBe('1');
    const t0 = performance.now();
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(performance.now() - t0).toBeLessThan(500);
    await sleeping;
    expect((await t.call({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});
