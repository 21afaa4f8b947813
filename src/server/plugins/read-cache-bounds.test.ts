import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { get, seedScene, type Scene } from './read-cache-scene.ts';

// The read cache's memory bound (READ_CACHE_BYTES) in the running app, and the clock: an answer that
// reads grants is kept no longer than the earliest live grant's expiry (oracle: the grant's own
// expires_at, crossed by the test's clock without any write).
let clock = new Date();
let t: TestApp;
let s: Scene;
const BOUND = 48 * 1024;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_BYTES: String(BOUND) }, { jobPollMs: 0, now: () => clock });
  s = await seedScene(t);
});
afterAll(async () => t?.close());

describe('read cache: bounds', () => {
  it('never holds more than READ_CACHE_BYTES, dropping the least recently used answers', async () => {
    const urls = Array.from({ length: 60 }, (_, i) => `/api/funding/calls?q=imprese&limit=20&offset=${i % 2}&x=${i}`);
    for (const url of urls) {
      const r = await get(t.app, url, s.owner.cookie);
      expect(r.statusCode, r.body).toBe(200);
      expect(t.app.readCache.stats.bytes).toBeLessThanOrEqual(BOUND);
    }
    expect(t.app.readCache.stats.kept).toBeGreaterThan(t.app.readCache.stats.entries); // some were dropped
    const hits = t.app.readCache.stats.hits;
    await get(t.app, urls[urls.length - 1]!, s.owner.cookie); // the latest is still there
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
    await get(t.app, urls[0]!, s.owner.cookie); // the first is gone
    expect(t.app.readCache.stats.hits).toBe(hits + 1);
  });

  it("keeps no answer that reads grants past the earliest grant's expiry, though nothing is written", async () => {
    const { investor, owner, projectIds } = s;
    const inv2 = await t.call({
      method: 'POST',
      url: `/api/projects/${projectIds[1]}/grants`,
      cookie: owner.cookie,
      payload: { email: investor.email, access: 'read', expiresAt: new Date(clock.getTime() + 3_600_000).toISOString() },
    });
    expect(inv2.statusCode, inv2.body).toBeLessThan(300);
    const ids = async () => ((await get(t.app, '/api/projects', investor.cookie)).json() as Array<{ id: string }>).map((p) => p.id).sort();
    expect(await ids()).toEqual([...projectIds].sort());
    const hits = t.app.readCache.stats.hits;
    expect(await ids()).toEqual([...projectIds].sort());
    expect(t.app.readCache.stats.hits).toBe(hits + 1); // kept
    clock = new Date(clock.getTime() + 3_600_001);
    expect(await ids()).toEqual([projectIds[0]]);
  });
});
