import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { fundingCalls, users } from '../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../test/harness.ts';

/**
 * The read cache's test scene (the bench's everyday reads, smaller): a proponent with two projects of
 * one evaluation each, on the Business plan; an investor with a read grant on the first project (its
 * card on the board). Tests of the read cache only.
 */
export interface Scene {
  owner: { id: string; email: string; cookie: string };
  investor: { id: string; email: string; cookie: string };
  projectIds: string[];
  grantId: string;
}

export const PROJECT = (i: number) => ({
  title: `Cached project ${i}`,
  industry: '62.01',
  targetMarket: 'EU SMEs',
  estimatedBudget: 250_000 + i * 10_000,
  country: 'IT',
  region: 'ITC4',
  description: 'A project of the read cache tests.',
});

export async function seedScene(t: TestApp): Promise<Scene> {
  const owner = await signUp(t, 'proponent');
  await t.database.db.update(users).set({ subscriptionTier: 'business' }).where(eq(users.id, owner.id));
  const investor = await signUp(t, 'investor');
  const projectIds: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const p = await t.call({ method: 'POST', url: '/api/projects', payload: PROJECT(i), cookie: owner.cookie });
    if (p.statusCode !== 201) throw new Error(`create project: ${p.statusCode} ${p.body}`);
    const id = (p.json() as { id: string }).id;
    const e = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/evaluations`,
      payload: { iterations: 1_000, seed: 7 },
      cookie: owner.cookie,
    });
    if (e.statusCode >= 300) throw new Error(`evaluation: ${e.statusCode} ${e.body}`);
    projectIds.push(id);
  }
  const g = await t.call({
    method: 'POST',
    url: `/api/projects/${projectIds[0]}/grants`,
    payload: { email: investor.email, access: 'read' },
    cookie: owner.cookie,
  });
  if (g.statusCode >= 300) throw new Error(`grant: ${g.statusCode} ${g.body}`);
  // Two calls for the search (the template's catalogue is empty).
  await t.database.db.insert(fundingCalls).values(
    [0, 1].map((i) => ({
      source: 'curated' as const,
      sourceRecordId: `read-cache-${i}-${owner.id}`,
      title: `Contributi alle imprese ${i}`,
      funder: 'Regione',
      aidForm: 'grant',
      description: 'Sostegno alle imprese innovative.',
      contentHash: `h${i}-${owner.id}`,
    })),
  );
  return { owner, investor, projectIds, grantId: (g.json() as { id: string }).id };
}

/** The everyday reads the cache keeps, each as who reads it. */
export function cachedReads(s: Scene): Array<{ name: string; url: string; cookie: string }> {
  return [
    { name: 'projects', url: '/api/projects', cookie: s.owner.cookie },
    { name: 'project', url: `/api/projects/${s.projectIds[0]}`, cookie: s.owner.cookie },
    { name: 'inputs', url: `/api/projects/${s.projectIds[0]}/evaluation-inputs`, cookie: s.owner.cookie },
    { name: 'funding', url: '/api/funding/calls?q=imprese&limit=20', cookie: s.owner.cookie },
    { name: 'board', url: '/api/deal-flow/cards', cookie: s.investor.cookie },
    { name: 'stats', url: '/api/stats', cookie: s.owner.cookie },
    { name: 'notifications', url: '/api/notifications', cookie: s.owner.cookie },
    { name: 'comments', url: `/api/projects/${s.projectIds[0]}/comments`, cookie: s.owner.cookie },
    { name: 'investor dashboard', url: '/api/dashboard/investor', cookie: s.investor.cookie },
    { name: 'board summary', url: '/api/deal-flow/summary', cookie: s.investor.cookie },
  ];
}

export async function get(app: FastifyInstance, url: string, cookie: string): Promise<LightMyRequestResponse> {
  return await app.inject({ method: 'GET', url, headers: { cookie, origin: ORIGIN } });
}

/**
 * Reads until one read is answered from the cache (at most `tries`), and says how many hits that read made.
 * A write's own notification reaches this instance a moment after the write and moves the generation again, so
 * on a loaded machine the first repeat may still miss; what is checked is that the answer is kept once the data
 * are quiet.
 */
export async function hitEventually(app: FastifyInstance, read: () => Promise<{ statusCode: number }>, tries = 20): Promise<number> {
  for (let i = 0; i < tries; i += 1) {
    const before = app.readCache.stats.hits;
    const res = await read();
    if (res.statusCode !== 200) throw new Error(`read answered ${res.statusCode}`);
    const gained = app.readCache.stats.hits - before;
    if (gained > 0) return gained;
    await new Promise((r) => setTimeout(r, 25));
  }
  return 0;
}

/**
 * Returns once this process has received the notification of every write committed before the call:
 * PostgreSQL delivers notifications in commit order, so once a write of the test's own (a no-op UPDATE on a
 * connection the app does not watch, whose statement trigger still notifies) has moved the table's
 * generation, every earlier one has arrived. `project_inputs` is read only by the inputs read.
 */
export async function notificationsArrived(t: TestApp, raw: { query: (text: string) => Promise<unknown> }): Promise<void> {
  const changes = t.database.dataChanges;
  if (!changes) return;
  const before = changes.stamp(['project_inputs']);
  await raw.query('update project_inputs set inputs = inputs where false');
  for (let i = 0; i < 250 && changes.stamp(['project_inputs']) === before; i += 1) await new Promise((r) => setTimeout(r, 20));
  if (changes.stamp(['project_inputs']) === before) throw new Error('no notification of the sentinel write within 5 s');
}

/** One read of each, every one answered 200; how many were answered from the cache (a miss leaves the counter). */
export async function hitsOf(app: FastifyInstance, reads: ReadonlyArray<{ url: string; cookie: string }>): Promise<number> {
  const before = app.readCache.stats.hits;
  for (const r of reads) if ((await get(app, r.url, r.cookie)).statusCode !== 200) throw new Error(`${r.url}: not 200`);
  return app.readCache.stats.hits - before;
}

/**
 * For one test file: an app on a PostgreSQL database of its own, a connection of the test's own to that
 * database (to read rows and to write as another program), and the scene; all closed after the file's tests.
 * The fields are set before the first test runs.
 */
export function sceneOnPostgres(): { t: TestApp; raw: pg.Client; s: Scene } {
  const f = {} as { t: TestApp; raw: pg.Client; s: Scene };
  beforeAll(async () => {
    f.t = await createTestApp({}, { jobPollMs: 0 });
    f.raw = new pg.Client({ connectionString: f.t.dbUrl });
    await f.raw.connect();
    f.s = await seedScene(f.t);
  });
  afterAll(async () => {
    await f.raw?.end();
    await f.t?.close();
  });
  return f;
}

/**
 * Quiet first: waits until every notification of earlier writes has arrived (a late one drops entries once
 * more) and a whole round of `reads` is answered from the cache, at most 40 rounds; the last round's hits.
 */
export async function quietRound(
  t: TestApp,
  raw: { query: (text: string) => Promise<unknown> },
  reads: ReadonlyArray<{ url: string; cookie: string }>,
): Promise<number> {
  let kept = 0;
  for (let i = 0; i < 40 && kept < reads.length; i += 1) {
    await notificationsArrived(t, raw);
    kept = await hitsOf(t.app, reads);
  }
  return kept;
}
