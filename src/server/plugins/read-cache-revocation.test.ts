import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema/index.ts';
import { signUp, signUpAdmin } from '../test/harness.ts';
import { get, hitEventually, PROJECT } from './read-cache-scene.ts';
import { eventually } from '../test/eventually.ts';
import { t, b, raw, s, rawWrite, call, titles } from './read-cache-setup.ts';

// The read cache (ADR 0045) with two instances on one PostgreSQL database: A (the test app) and B (a
// second app over its own pool and change feed). Oracles: the database itself — a row changed behind
// both instances' backs with triggers off must NOT be seen by a kept answer (proof that answers are
// kept), and every change made through the other instance, by another user, or by another program with
// triggers on, must be seen by the next read (A: once the notification arrives, polled for ≤ 2 s;
// the writing instance: at once).

describe('read cache: revocation takes effect on the next request', () => {
  it('a changed role (admin on B): the board answers 403 on A', async () => {
    const admin = await signUpAdmin(t);
    const inv = await signUp(t, 'investor');
    expect((await get(t.app, '/api/deal-flow/cards', inv.cookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/deal-flow/cards', inv.cookie)).statusCode).toBe(200);
    const r = await call(b, 'PATCH', `/api/admin/users/${inv.id}`, admin.cookie, {
      role: 'proponent',
      reason: 'test: role change reaches the cache',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await get(b, '/api/deal-flow/cards', inv.cookie)).statusCode).toBe(403);
    expect(
      (
        await eventually(
          () => get(t.app, '/api/deal-flow/cards', inv.cookie),
          (x) => x.statusCode === 403,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('a downgraded plan (admin on B): the second project turns read-only in the list on A', async () => {
    const admin = await signUpAdmin(t);
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'business' }).where(eq(users.id, owner.id));
    for (let i = 0; i < 2; i += 1) expect((await call(t.app, 'POST', '/api/projects', owner.cookie, PROJECT(i))).statusCode).toBe(201);
    const reasons = async (app: FastifyInstance) =>
      ((await get(app, '/api/projects', owner.cookie)).json() as Array<{ readOnlyReason: string | null }>)
        .map((p) => p.readOnlyReason)
        .sort();
    expect(await reasons(t.app)).toEqual([null, null]);
    await reasons(t.app);
    expect(
      (
        await call(b, 'PATCH', `/api/admin/users/${owner.id}`, admin.cookie, {
          subscriptionTier: 'free',
          reason: 'test: downgrade reaches the cache',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await eventually(
        () => reasons(t.app),
        (v) => v.includes('plan_limit'),
      ),
    ).toEqual([null, 'plan_limit'].sort());
  });

  it('an erased account (on B): every cached read answers 401 on A', async () => {
    const u = await signUp(t, 'proponent');
    expect((await call(t.app, 'POST', '/api/projects', u.cookie, PROJECT(0))).statusCode).toBe(201);
    await get(t.app, '/api/projects', u.cookie);
    expect((await get(t.app, '/api/projects', u.cookie)).statusCode).toBe(200);
    const erased = await call(b, 'DELETE', '/api/account', u.cookie, { password: 'a sound passphrase' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      (
        await eventually(
          () => get(t.app, '/api/projects', u.cookie),
          (x) => x.statusCode === 401,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('a revoked API key (on B): the next keyed read on A answers 401', async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    expect((await call(t.app, 'POST', '/api/projects', owner.cookie, PROJECT(0))).statusCode).toBe(201);
    const k = await call(t.app, 'POST', '/api/developer/keys', owner.cookie, { name: 'CI', scopes: ['projects:read'] });
    expect(k.statusCode, k.body).toBe(201);
    const { id, key } = k.json() as { id: string; key: string };
    const keyed = () => t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: `Bearer ${key}` } });
    expect((await keyed()).statusCode).toBe(200);
    // The keyed answer is kept (a hit), so the 401 below is the revocation reaching a cached read.
    expect(await hitEventually(t.app, keyed)).toBe(1);
    expect((await call(b, 'DELETE', `/api/developer/keys/${id}`, owner.cookie)).statusCode).toBeLessThan(300);
    expect((await keyed()).statusCode).toBe(401);
  });
});

describe('read cache: what is never kept', () => {
  it("an admin's read of another's project is recorded every time (audit), so it is never answered from the cache", async () => {
    const admin = await signUpAdmin(t);
    const url = `/api/projects/${s.projectIds[0]}`;
    const audits = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'project.admin.read'), eq(auditLog.target, s.projectIds[0]!)))
      ).length;
    const before = await audits();
    for (let i = 0; i < 3; i += 1) expect((await get(t.app, url, admin.cookie)).statusCode).toBe(200);
    expect(await audits()).toBe(before + 3);
  });

  it('while the change feed is lost nothing is served from the cache, and once regained answers are kept again', async () => {
    const feed = t.database.dataChanges!;
    const url = '/api/projects';
    await get(t.app, url, s.owner.cookie);
    await raw.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN cr_auth_changed%' and pid <> pg_backend_pid()`,
    );
    await eventually(
      async () => feed.live,
      (live) => !live,
    );
    expect(feed.live).toBe(false);
    // Not live: this instance cannot hear other writers, so a silent change must be seen (read through;
    // should the listener be back already, regaining it dropped every kept answer: the same).
    const hitsDeaf = t.app.readCache.stats.hits;
    await get(t.app, url, s.owner.cookie); // an answer read while deaf must not be kept...
    await rawWrite(`update projects set title = 'Seen while deaf' where id = $1`, [s.projectIds[1]], true);
    expect(titles((await get(t.app, url, s.owner.cookie)).json())).toContain('Seen while deaf');
    expect(t.app.readCache.stats.hits).toBe(hitsDeaf); // ...nor served
    expect(
      await eventually(
        async () => feed.live,
        (live) => live,
        5_000,
      ),
    ).toBe(true);
    await get(t.app, url, s.owner.cookie);
    expect(await hitEventually(t.app, () => get(t.app, url, s.owner.cookie))).toBe(1);
  });
});
