import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { ORIGIN, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';

/**
 * The embedded default (the README's two commands: PGlite, the invoice driver): checkout, the admin's
 * confirmation and the invoice counter work there too.
 */
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-billing-'));
let t: TestApp;
beforeAll(async () => {
  const config = loadConfig({
    PUBLIC_URL: ORIGIN,
    DATA_DIR: pgliteDataDir(join(root, 'data')),
    DATABASE_URL: '',
    AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    REGISTER_PER_ADDRESS_HOUR: '1000000', // every test signs up from 127.0.0.1 (ADR 0048)
    SEED_DEMO: 'false',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
  t = {
    app,
    database,
    config,
    dbUrl: '',
    call: async ({ cookie, origin = ORIGIN, headers, ...rest }) =>
      await app.inject({ ...rest, headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...(headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('billing on PGlite', () => {
  it('five confirmations in parallel: the tier set in the request, invoices numbered 1..5 without gap', async () => {
    const admin = await signUpAdmin(t);
    const buyers = [];
    for (let i = 0; i < 5; i++) buyers.push(await signUp(t));
    const orders: string[] = [];
    for (const b of buyers) {
      const res = await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: b.cookie, payload: { planId: 'business_annual' } });
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.json().orderId);
    }
    const paid = await Promise.all(
      orders.map((id) => t.call({ method: 'POST', url: `/api/admin/billing/orders/${id}/paid`, cookie: admin.cookie })),
    );
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(paid.map((r) => r.json().tier)).toEqual(Array(5).fill('business'));
    const year = new Date().getUTCFullYear();
    expect(paid.map((r) => r.json().invoice.number).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `${year}/000${n}`));
    const status = (await t.call({ method: 'GET', url: '/api/billing', cookie: buyers[0]!.cookie })).json();
    expect(status).toMatchObject({ tier: 'business', status: 'active', plan: { id: 'business_annual' } });
  }, 120_000);
});
