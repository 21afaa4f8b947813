import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../test/harness.ts';
import { get, hitEventually, seedScene, type Scene } from './read-cache-scene.ts';
import { eventually } from '../test/eventually.ts';

// The reads the mixed workload also makes, kept since issue 30's last round (ADR 0045): the bell's
// notifications, a project's comments, the dashboard's stats, the investor's dashboard and board summary.
// Oracle: what another user writes through the other instance is in the next read of the first one
// (polled ≤ 2 s for the notification), after that read was answered from the cache.
let t: TestApp;
let bDb: Database;
let b: FastifyInstance;
let s: Scene;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
  bDb = await openDatabase(t.config);
  b = await buildApp({ config: t.config, database: bDb, logger: false, jobPollMs: 0 });
  s = await seedScene(t);
});
afterAll(async () => {
  await b?.close();
  await bDb?.close();
  await t?.close();
});

/** Reads `url` until one answer comes from the cache: the entry the write below must drop. */
async function keptOnce(url: string, cookie: string): Promise<void> {
  expect(await hitEventually(t.app, () => get(t.app, url, cookie), 40), `${url} was never answered from the cache`).toBeGreaterThan(0);
}

describe('read cache: the mix’s other reads', () => {
  it('a comment posted on B by an investor with a comment grant is in the owner’s next read of the comments and of the bell on A', async () => {
    const commenter = await signUp(t, 'investor');
    const grant = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${s.projectIds[0]}/grants`,
      headers: { cookie: s.owner.cookie, origin: ORIGIN },
      payload: { email: commenter.email, access: 'comment' },
    });
    expect(grant.statusCode, grant.body).toBeLessThan(300);
    const comments = `/api/projects/${s.projectIds[0]}/comments`;
    await keptOnce(comments, s.owner.cookie);
    await keptOnce('/api/notifications', s.owner.cookie);
    const bellBefore = ((await get(t.app, '/api/notifications', s.owner.cookie)).json() as unknown[]).length;
    const body = `Kept no longer than the next write ${Date.now()}`;
    const posted = await b.inject({
      method: 'POST',
      url: comments,
      headers: { cookie: commenter.cookie, origin: ORIGIN },
      payload: { body },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const seen = await eventually(
      async () => (await get(t.app, comments, s.owner.cookie)).json() as Array<{ body: string }>,
      (list) => list.some((c) => c.body === body),
    );
    expect(seen.some((c) => c.body === body)).toBe(true);
    const bell = await eventually(
      async () => (await get(t.app, '/api/notifications', s.owner.cookie)).json() as unknown[],
      (list) => list.length > bellBefore,
    );
    expect(bell.length).toBe(bellBefore + 1);
  });

  it('the stats, the investor dashboard and the board summary are kept per caller and answer as without the cache', async () => {
    for (const [url, cookie] of [
      ['/api/stats', s.owner.cookie],
      ['/api/dashboard/investor', s.investor.cookie],
      ['/api/deal-flow/summary', s.investor.cookie],
    ] as const) {
      const fresh = await b.inject({ method: 'GET', url, headers: { cookie, origin: ORIGIN } });
      await keptOnce(url, cookie);
      expect((await get(t.app, url, cookie)).json(), url).toEqual(fresh.json());
    }
    // Another caller never gets the first one's kept answer.
    expect((await get(t.app, '/api/dashboard/investor', s.owner.cookie)).statusCode).toBe(403);
  });
});
