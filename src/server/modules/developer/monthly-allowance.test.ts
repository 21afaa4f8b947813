import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_LIMITS, type ApiLimits } from '../../../domain/billing/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// The plan data with a small monthly allowance (the price list's Enterprise otherwise: same policy and window).
const ALLOWANCE = 5;
const small = (tier: Tier): ApiLimits | null => (API_LIMITS[tier] ? { ...API_LIMITS[tier], monthlyAllowance: ALLOWANCE } : null);
// The test's clock: now, to the second (sessions are judged against it). The oracles below spell the next month's
// first instant as an ISO string and count the month's days, independently of the code's Date.UTC arithmetic.
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const [Y, M] = [clock.getUTCFullYear(), clock.getUTCMonth() + 1];
const NEXT = M === 12 ? `${Y + 1}-01-01T00:00:00Z` : `${Y}-${String(M + 1).padStart(2, '0')}-01T00:00:00Z`;
const RETRY = String((Date.parse(NEXT) - clock.getTime()) / 1000);
const DAYS_IN_MONTH = [31, Y % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][M - 1]!;
const MONTH = `${Y}-${String(M).padStart(2, '0')}`;
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, apiLimits: small });
  const database = await openDatabase(t.config);
  second = { app: await buildApp({ config: t.config, database, logger: false, now: () => clock, apiLimits: small }), database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

const get = (app: FastifyInstance, key: string, lang = 'en') =>
  app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: `Bearer ${key}`, 'accept-language': lang } });

async function enterpriseWithKeys(n: number) {
  const owner = await signUp(t);
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const keys: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await t.call({
      method: 'POST',
      url: '/api/developer/keys',
      cookie: owner.cookie,
      payload: { name: `m${i}`, scopes: ['projects:read'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    keys.push(res.json().key as string);
  }
  return { owner, keys };
}

describe('the monthly allowance, enforced across instances (issue 24, ADR 0040)', () => {
  it('counts the account’s key requests on both instances; past the allowance 429 with Retry-After to next month; other accounts and the browser still served; next month admits', async () => {
    const { owner, keys } = await enterpriseWithKeys(2);
    const other = await enterpriseWithKeys(1);
    // 5 requests over two keys and two instances: all served.
    const apps = [t.app, second.app, t.app, second.app, t.app];
    for (const [i, app] of apps.entries()) {
      const res = await get(app, keys[i % 2]!);
      expect(res.statusCode, res.body).toBe(200);
    }
    // The 6th, on either instance and with either key, is refused (each instance alone counted ≤ 3).
    for (const [app, key] of [
      [second.app, keys[0]!],
      [t.app, keys[1]!],
    ] as const) {
      const over = await get(app, key);
      expect([over.statusCode, over.json().code]).toEqual([429, 'API_MONTHLY_ALLOWANCE']);
      expect(over.json().details.limit).toBe(ALLOWANCE);
      expect(over.json().message).toContain('monthly API allowance');
      expect(over.headers['retry-after']).toBe(RETRY);
      expect(over.headers['ratelimit']).toBe(`"monthly";r=0;t=${RETRY}`);
      expect(over.headers['ratelimit-policy']).toBe(`"default";q=600;w=60, "monthly";q=5;w=${DAYS_IN_MONTH * 86_400}`);
    }
    const it = await get(t.app, keys[0]!, 'it');
    expect(it.json().message).toContain('mensili');
    // Another account's key is served; the owner's browser session is neither counted nor refused.
    expect((await get(second.app, other.keys[0]!)).statusCode).toBe(200);
    const browser = await t.call({ method: 'GET', url: '/api/projects', cookie: owner.cookie });
    expect(browser.statusCode).toBe(200);
    // The portal shows the live count: 5 served + 3 refused = 8 counted, nothing left.
    const usage = await t.call({ method: 'GET', url: '/api/developer/usage', cookie: owner.cookie });
    expect(usage.json().month).toMatchObject({ month: MONTH, allowance: ALLOWANCE, counted: 8, remaining: 0 });
    const theirs = await t.call({ method: 'GET', url: '/api/developer/usage', cookie: other.owner.cookie });
    expect(theirs.json().month).toMatchObject({ counted: 1, remaining: ALLOWANCE - 1 });
    // Next month the allowance is whole again: the first request of it sees 4 left.
    clock = new Date(Date.parse(NEXT) + 30_000);
    const next = await get(second.app, keys[1]!);
    expect(next.statusCode, next.body).toBe(200);
    expect((await get(t.app, keys[0]!)).statusCode).toBe(200);
  }, 60_000);
});
