import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { auditLog, outbox, sessions, users } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { createTestApp, ORIGIN, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { eventually } from '../../test/eventually.ts';

// The admin's account tools and suspension (issue 26, ADR 0049). Oracles: the database's own rows
// (users, sessions, audit_log, outbox) and a second instance (B) over its own pool and change feed.
let t: TestApp;
let bDb: Database;
let b: FastifyInstance;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  bDb = await openDatabase(t.config);
  b = await buildApp({ config: t.config, database: bDb, logger: false, jobPollMs: 0 });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await b.close();
  await bDb.close();
  await t.close();
});

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie, origin: ORIGIN } });
const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call({ method, url, cookie: admin.cookie, ...(payload ? { payload } : {}) });
const auditOf = (target: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, target), eq(auditLog.action, action)));
const login = (email: string, language = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': language },
    payload: { email, password: 'a sound passphrase' },
  });

describe('suspension', () => {
  it('ends every session at once on both instances, refuses sign-in with ACCOUNT_SUSPENDED, and reactivates', async () => {
    const u = await signUp(t, 'proponent');
    const second = await login(u.email);
    const cookie2 = String(second.headers['set-cookie']).split(';')[0]!;
    expect((await me(t.app, u.cookie)).statusCode).toBe(200);
    expect((await me(b, cookie2)).statusCode).toBe(200); // B has read (and may keep) the row
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(2);

    const blank = await asAdmin('POST', `/api/admin/users/${u.id}/suspend`, { reason: '  ' });
    expect([blank.statusCode, blank.json().code]).toEqual([400, 'REASON_REQUIRED']);
    const res = await asAdmin('POST', `/api/admin/users/${u.id}/suspend`, { reason: 'Chargeback fraud' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'suspended', suspendedReason: 'Chargeback fraud' });

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await me(t.app, u.cookie)).statusCode).toBe(401);
    expect(
      (
        await eventually(
          () => me(b, cookie2),
          (r) => r.statusCode === 401,
        )
      ).statusCode,
    ).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.suspendedBy).toBe(admin.id);
    const [entry] = await auditOf(u.id, 'admin.user.suspend');
    expect(entry!.details).toMatchObject({ reason: 'Chargeback fraud', sessionsEnded: 2 });

    const refused = await login(u.email);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    const it = await login(u.email, 'it');
    expect(it.json().message).toMatch(/sospeso/);
    // A wrong password says nothing of the suspension.
    const wrong = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'not the passphrase' } });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    const back = await asAdmin('POST', `/api/admin/users/${u.id}/reactivate`, { reason: 'Bank confirmed the payment' });
    expect(back.json()).toMatchObject({ suspendedAt: null, suspendedReason: null });
    expect((await login(u.email)).statusCode).toBe(200);
    expect(await auditOf(u.id, 'admin.user.reactivate')).toHaveLength(1);
  });

  it("refuses a suspended owner's API key with 403 ACCOUNT_SUSPENDED, and takes it again once reactivated", async () => {
    const u = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, u.id));
    const made = await t.call({
      method: 'POST',
      url: '/api/developer/keys',
      cookie: u.cookie,
      payload: { name: 'CI', scopes: ['projects:read'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const withKey = () =>
      t.call({ method: 'GET', url: '/api/projects', origin: null, headers: { authorization: `Bearer ${made.json().key as string}` } });
    expect((await withKey()).statusCode).toBe(200);
    await asAdmin('POST', `/api/admin/users/${u.id}/suspend`, { reason: 'Scraping' });
    const refused = await withKey();
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    await asAdmin('POST', `/api/admin/users/${u.id}/reactivate`, { reason: 'Agreed limits' });
    expect((await withKey()).statusCode).toBe(200);
  });

  it('an admin cannot suspend themselves', async () => {
    const res = await asAdmin('POST', `/api/admin/users/${admin.id}/suspend`, { reason: 'Oops' });
    expect(res.statusCode).toBe(400);
    expect((await me(t.app, admin.cookie)).statusCode).toBe(200);
  });
});

describe('role and plan changes', () => {
  it('need a reason, and are audited with the values before and the reason', async () => {
    const u = await signUp(t, 'investor');
    const none = await asAdmin('PATCH', `/api/admin/users/${u.id}`, { subscriptionTier: 'business' });
    expect([none.statusCode, none.json().code]).toEqual([400, 'REASON_REQUIRED']);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(unchanged!.subscriptionTier).toBe('free');
    const res = await asAdmin('PATCH', `/api/admin/users/${u.id}`, { subscriptionTier: 'business', reason: 'Invoice 2026-114 paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscriptionTier).toBe('business');
    const [entry] = await auditOf(u.id, 'admin.user.update');
    expect(entry!.actorId).toBe(admin.id);
    expect(entry!.details).toMatchObject({
      subscriptionTier: 'business',
      before: { role: 'investor', subscriptionTier: 'free' },
      reason: 'Invoice 2026-114 paid',
    });
  });
});

describe('the users list', () => {
  it('searches name and e-mail, filters by role, plan and status, and pages', async () => {
    const tag = `zeta${Date.now()}`;
    const a = await signUp(t, 'consultant', `${tag}-a@example.com`);
    const c = await signUp(t, 'consultant', `${tag}-c@example.com`);
    await signUp(t, 'investor', `${tag}-b@example.com`);
    await t.database.db.update(users).set({ emailVerified: true, subscriptionTier: 'professional' }).where(eq(users.id, a.id));
    await asAdmin('POST', `/api/admin/users/${c.id}/suspend`, { reason: 'Test suspension' });
    const list = async (q: string) => (await asAdmin('GET', `/api/admin/users/search?${q}`)).json();
    expect((await list(`q=${tag.toUpperCase()}`)).total).toBe(3);
    expect((await list(`q=${tag}&role=consultant`)).total).toBe(2);
    expect((await list(`q=${tag}&plan=professional`)).items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await list(`q=${tag}&status=active`)).items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await list(`q=${tag}&status=suspended`)).items.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect((await list(`q=${tag}&status=unverified`)).total).toBe(1);
    const p2 = await list(`q=${tag}&pageSize=2&page=2`);
    expect([p2.total, p2.items.length, p2.page]).toEqual([3, 1, 2]);
    // A % typed in the box is a percent sign, not "anything".
    expect((await list('q=%25')).total).toBe(0);
  });

  it('resends the verification e-mail to an unverified address only', async () => {
    const u = await signUp(t, 'proponent');
    const before = (await t.database.db.select().from(outbox).where(eq(outbox.to, u.email))).length;
    const res = await asAdmin('POST', `/api/admin/users/${u.id}/verification`);
    expect(res.json()).toEqual({ sent: true });
    expect(
      await eventually(
        async () => (await t.database.db.select().from(outbox).where(eq(outbox.to, u.email))).length,
        (n) => n > before,
      ),
    ).toBe(before + 1);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.id));
    expect((await asAdmin('POST', `/api/admin/users/${u.id}/verification`)).json()).toEqual({ sent: false });
  });
});

describe('every admin route refuses a non-admin', () => {
  it('403 for each role, 401 anonymous', async () => {
    const target = await signUp(t, 'proponent');
    expect(t.app.hasRoute({ method: 'POST', url: '/api/admin/users/:id/suspend' })).toBe(true);
    const calls: [string, string, object | undefined][] = [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/users/search?q=a', undefined],
      ['PATCH', `/api/admin/users/${target.id}`, { role: 'admin', reason: 'Let me in' }],
      ['POST', `/api/admin/users/${target.id}/suspend`, { reason: 'Let me in' }],
      ['POST', `/api/admin/users/${target.id}/reactivate`, { reason: 'Let me in' }],
      ['POST', `/api/admin/users/${target.id}/verification`, undefined],
      ['GET', '/api/admin/audit', undefined],
      ['GET', '/api/admin/audit/verify', undefined],
      ['GET', '/api/admin/outbox', undefined],
      ['GET', '/api/admin/errors', undefined],
    ];
    for (const role of ['proponent', 'investor', 'consultant'] as const) {
      const who = await signUp(t, role);
      for (const [method, url, payload] of calls) {
        const res = await t.call({ method: method as 'GET', url, cookie: who.cookie, ...(payload ? { payload } : {}) });
        expect([role, url, res.statusCode]).toEqual([role, url, 403]);
      }
    }
    for (const [method, url, payload] of calls) {
      const res = await t.call({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect([row!.role, row!.suspendedAt]).toEqual(['proponent', null]);
  });
});
