// Set-up shared by read-cache.test.ts and read-cache-revocation.test.ts: importing this module registers
// beforeAll/afterAll in the importing file: instance A (the test app), instance B over its own pool and
// change feed, a raw PostgreSQL client (another program) and the seeded scene.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { createTestApp, ORIGIN, type TestApp } from '../test/harness.ts';
import { seedScene, type Scene } from './read-cache-scene.ts';

export let t: TestApp;
export let bDb: Database;
export let b: FastifyInstance;
export let raw: pg.Client;
export let s: Scene;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
  bDb = await openDatabase(t.config);
  b = await buildApp({ config: t.config, database: bDb, logger: false, jobPollMs: 0 });
  raw = new pg.Client({ connectionString: t.dbUrl });
  await raw.connect();
  s = await seedScene(t);
});
afterAll(async () => {
  await raw?.end();
  await b?.close();
  await bDb?.close();
  await t?.close();
});

/** Runs SQL as another program; `silent` with triggers off (no notification reaches any instance). */
export async function rawWrite(text: string, values: unknown[], silent = false) {
  if (silent) await raw.query(`set session_replication_role = replica`);
  try {
    await raw.query(text, values);
  } finally {
    if (silent) await raw.query(`set session_replication_role = origin`);
  }
}
export const call = (app: FastifyInstance, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
export const titles = (body: unknown) => (body as Array<{ title: string }>).map((p) => p.title).sort();
