import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_LIMITS } from '../../../domain/billing/index.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// The test's clock, 18 s into a minute: the window (60 s) has 42 s left and cannot turn over mid-test.
const MINUTE = Math.floor(Date.now() / 60_000) * 60_000;
let clock = new Date(MINUTE + 18_000);
let t: TestApp;
/** A second instance of the application on the same PostgreSQL database (another process would be the same). */
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const database = await openDatabase(t.config);
  second = { app: await buildApp({ config: t.config, database, logger: false, now: () => clock }), database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

const get = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: `Bearer ${key}` } });

describe('rate limits per plan and key, shared by the instances (issue 24, ADR 0040)', () => {
  it('two instances on one database share one key’s limit; 429 with Retry-After and the IETF headers; another key is not affected; the next window admits', async () => {
    // Oracle: the price list's data, 600 a minute for Enterprise.
    const limits = API_LIMITS.enterprise!;
    expect([limits.quota, limits.windowSeconds]).toEqual([600, 60]);
    const owner = await signUp(t);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const mint = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/api/developer/keys',
          cookie: owner.cookie,
          payload: { name: 'rl', scopes: ['projects:read'] },
        })
      ).json().key as string;
    const [key, other] = [await mint(), await mint()];

    const first = await get(t.app, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"default";q=600;w=60');
    expect(first.headers['ratelimit']).toBe('"default";r=599;t=42');
    // 599 more, alternating between the two instances, 20 at a time.
    let served = 1;
    for (let i = 0; i < 599; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, 599 - i) }, (_, j) => get((i + j) % 2 === 0 ? second.app : t.app, key)),
      );
      for (const r of batch) expect(r.statusCode, r.body).toBe(200);
      served += batch.length;
    }
    expect(served).toBe(600);
    // The 601st, on either instance, is refused: each instance alone has served only ~300.
    for (const app of [t.app, second.app]) {
      const over = await get(app, key);
      expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(over.headers['retry-after']).toBe('42');
      expect(over.headers['ratelimit']).toBe('"default";r=0;t=42');
      expect(over.headers['ratelimit-policy']).toBe('"default";q=600;w=60');
    }
    // Per key: the owner's other key is served.
    const fresh = await get(second.app, other);
    expect([fresh.statusCode, fresh.headers['ratelimit']]).toEqual([200, '"default";r=599;t=42']);
    // The next window admits again.
    clock = new Date(MINUTE + 60_000 + 30_000);
    const next = await get(t.app, key);
    expect([next.statusCode, next.headers['ratelimit']]).toEqual([200, '"default";r=599;t=30']);
  }, 60_000);
});
