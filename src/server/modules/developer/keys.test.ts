import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiKeys, auditLog, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const setTier = (u: { id: string }, tier: 'free' | 'business' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, u.id));
async function enterprise(role: 'proponent' | 'investor' = 'proponent'): Promise<Person> {
  const u = await signUp(t, role);
  await setTier(u, 'enterprise');
  return u;
}
async function newKey(who: Person, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/developer/keys', cookie: who.cookie, payload: { name: 'CI', scopes, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; scopes: string[] };
}
/** A request as an integrator's server makes it: the key only, no cookie, no Origin. */
const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call({
    method,
    url,
    origin: null,
    headers: { authorization: `Bearer ${key}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
async function projectOf(who: Person, title = 'Keyed') {
  const p = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: who.cookie,
    payload: { title, industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
  });
  expect(p.statusCode, p.body).toBe(201);
  return p.json().id as string;
}
/** An independent SHA-256 (WebCrypto, not the module's node:crypto hash). */
async function sha256Hex(text: string) {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('hex');
}

describe('API keys (issue 24)', () => {
  it('creates a key shown once: { id, key, prefix, scopes }, the prefix visible, the table holding only its SHA-256', async () => {
    const owner = await enterprise();
    const created = await newKey(owner, ['projects:read', 'reports:read']);
    expect(created.key).toMatch(/^cr_live_[a-z2-7]{40}$/);
    expect(created.prefix).toBe(created.key.slice(0, 14));
    expect(created.prefix).toMatch(/^cr_live_[a-z2-7]{6}$/);
    expect(created.scopes).toEqual(['projects:read', 'reports:read']);
    // The list never shows the key.
    const list = await t.call({ method: 'GET', url: '/api/developer/keys', cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(created.key.slice(14));
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, prefix: created.prefix, status: 'active', lastUsedAt: null })]);
    // Scan the whole table as text: the key (nor its secret part) is in no column; its hash is.
    const dump = JSON.stringify(((await t.database.db.execute(sql`select * from api_keys`)) as unknown as { rows: unknown[] }).rows);
    expect(dump).toContain(created.prefix); // the scan did read the row
    expect(dump).not.toContain(created.key);
    expect(dump).not.toContain(created.key.slice(14));
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(await sha256Hex(created.key));
    // Creation is audited (without the key).
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, created.id));
    expect(audit.map((a) => a.action)).toEqual(['apiKey.create']);
    expect(JSON.stringify(audit)).not.toContain(created.key);
  });

  it('is Enterprise only: another plan gets 403 PLAN_REQUIRED with the upgrade path; bad input is 400', async () => {
    const biz = await signUp(t);
    await setTier(biz, 'business');
    const res = await t.call({
      method: 'POST',
      url: '/api/developer/keys',
      cookie: biz.cookie,
      payload: { name: 'x', scopes: ['projects:read'] },
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'PLAN_REQUIRED']);
    expect(res.json().details.upgradeUrl).toContain('developer-portal');
    const owner = await enterprise();
    for (const payload of [
      { name: 'x', scopes: ['projects:admin'] },
      { name: 'x', scopes: [] },
      { name: '', scopes: ['projects:read'] },
      { name: 'x', scopes: ['projects:read'], expiresAt: new Date(clock.getTime() - 1000).toISOString() },
    ]) {
      const bad = await t.call({ method: 'POST', url: '/api/developer/keys', cookie: owner.cookie, payload });
      expect([bad.statusCode, bad.json().code], JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('a Bearer key acts as its owner (no cookie, no Origin, no session cookie set), counts its use, and stops on the next request once revoked', async () => {
    const owner = await enterprise();
    const mine = await projectOf(owner, 'Mine');
    const other = await enterprise();
    const theirs = await projectOf(other, 'Theirs');
    const k = await newKey(owner, ['projects:read', 'projects:write']);
    const list = await withKey(k.key, 'GET', '/api/projects');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['set-cookie']).toBeUndefined();
    expect((list.json() as Array<{ id: string }>).map((p) => p.id)).toEqual([mine]);
    // The one access rule: another account's project is not found, exactly as for a session.
    expect((await withKey(k.key, 'GET', `/api/projects/${theirs}`)).statusCode).toBe(404);
    const patched = await withKey(k.key, 'PATCH', `/api/projects/${mine}`, { title: 'Renamed by key' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().title).toBe('Renamed by key');
    // Last use (time and address) and the count show on the list.
    const listed = (await t.call({ method: 'GET', url: '/api/developer/keys', cookie: owner.cookie })).json()[0];
    expect(listed.lastUsedAt).toBe(clock.toISOString());
    expect(listed.lastUsedIp).toBe('127.0.0.1');
    const revoke = await t.call({ method: 'DELETE', url: `/api/developer/keys/${k.id}`, cookie: owner.cookie });
    expect([revoke.statusCode, revoke.json().status]).toEqual([200, 'revoked']);
    const after = await withKey(k.key, 'GET', '/api/projects');
    expect([after.statusCode, after.json().code]).toEqual([401, 'API_KEY_INVALID']);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.target, k.id))).map((a) => a.action)).toEqual([
      'apiKey.create',
      'apiKey.revoke',
    ]);
    // Another account cannot revoke it (not found).
    const k2 = await newKey(owner, ['projects:read']);
    const stranger = await t.call({ method: 'DELETE', url: `/api/developer/keys/${k2.id}`, cookie: other.cookie });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'API_KEY_NOT_FOUND']);
  });

  it('refuses a key in the query string (400 API_KEY_IN_QUERY), an unknown key and a malformed one (401)', async () => {
    const owner = await enterprise();
    const k = await newKey(owner, ['projects:read']);
    for (const url of [
      `/api/projects?api_key=${k.key}`,
      `/api/projects?key=${k.key}`,
      `/api/projects?access_token=${k.key}`,
      `/api/projects?token=${k.key}`,
    ]) {
      const res = await t.call({ method: 'GET', url, origin: null });
      expect([res.statusCode, res.json().code], url).toEqual([400, 'API_KEY_IN_QUERY']);
    }
    const unknown = await withKey(`cr_live_${'a'.repeat(40)}`, 'GET', '/api/projects');
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'API_KEY_INVALID']);
    const junk = await withKey('not-a-key', 'GET', '/api/projects');
    expect([junk.statusCode, junk.json().code]).toEqual([401, 'API_KEY_INVALID']);
  });

  it('an expired key, and the keys of a downgraded or an erased owner, answer 401', async () => {
    const start = clock;
    const owner = await enterprise();
    const expiring = await newKey(owner, ['projects:read'], { expiresAt: new Date(start.getTime() + 60_000).toISOString() });
    expect((await withKey(expiring.key, 'GET', '/api/projects')).statusCode).toBe(200);
    clock = new Date(start.getTime() + 61_000);
    expect((await withKey(expiring.key, 'GET', '/api/projects')).statusCode).toBe(401);
    clock = start;
    const k = await newKey(owner, ['projects:read']);
    await setTier(owner, 'business');
    expect((await withKey(k.key, 'GET', '/api/projects')).json().code).toBe('API_KEY_INVALID');
    await setTier(owner, 'enterprise');
    expect((await withKey(k.key, 'GET', '/api/projects')).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, owner.id));
    expect((await withKey(k.key, 'GET', '/api/projects')).statusCode).toBe(401);
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id))).toEqual([]);
  });

  it("an admin's key has no admin powers: admin routes refuse it, and others' projects are not found", async () => {
    const admin = await signUpAdmin(t);
    await setTier(admin, 'enterprise');
    const someone = await enterprise();
    const theirs = await projectOf(someone, 'Not the admin’s');
    // As a session the admin reads it (admin oversight); with a key, not.
    expect((await t.call({ method: 'GET', url: `/api/projects/${theirs}`, cookie: admin.cookie })).statusCode).toBe(200);
    const k = await newKey(admin, ['projects:read']);
    expect((await withKey(k.key, 'GET', `/api/projects/${theirs}`)).statusCode).toBe(404);
    const users = await withKey(k.key, 'GET', '/api/admin/users');
    expect([users.statusCode, users.json().code]).toEqual([403, 'SCOPE_REQUIRED']);
    // Nor can a key manage keys.
    const mint = await withKey(k.key, 'POST', '/api/developer/keys', { name: 'x', scopes: ['projects:read'] });
    expect([mint.statusCode, mint.json().code, mint.json().details.scope]).toEqual([403, 'SCOPE_REQUIRED', null]);
  });

  it('a key lacking the route’s scope gets 403 SCOPE_REQUIRED naming the scope', async () => {
    const owner = await enterprise();
    const k = await newKey(owner, ['reports:read']);
    const res = await withKey(k.key, 'GET', '/api/projects');
    expect([res.statusCode, res.json().code, res.json().details.scope]).toEqual([403, 'SCOPE_REQUIRED', 'projects:read']);
    expect(res.json().message).toMatch(/scope/);
  });
});

describe('API keys and privacy (GDPR)', () => {
  it('the export lists the keys and their use without key material; the erasure removes them', async () => {
    const { EXPORT_SECTIONS } = await import('../privacy/export-archive.ts');
    const { ERASURE_STEPS } = await import('../privacy/erasure.ts');
    const owner = await enterprise();
    const k = await newKey(owner, ['projects:read']);
    expect((await withKey(k.key, 'GET', '/api/projects')).statusCode).toBe(200);
    await t.app.apiUsage.flush();
    const section = EXPORT_SECTIONS.find((s) => s.describe.startsWith('api-keys.json'));
    const [entry] = await section!.collect(t.database.db, { id: owner.id, email: owner.email });
    const exported = String(entry!.data);
    expect(exported).not.toContain(k.key.slice(14));
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, k.id));
    expect(exported).not.toContain(row!.keyHash);
    expect(JSON.parse(exported)).toMatchObject({
      keys: [{ id: k.id, prefix: k.prefix, lastUsedIp: '127.0.0.1' }],
      usage: [{ keyId: k.id, routeGroup: 'projects', count: 1, errors: 0 }],
    });
    const step = ERASURE_STEPS.find(([name]) => name === 'api-keys-and-their-usage');
    expect(await step![1](t.database.db, { id: owner.id, email: owner.email })).toBe(1);
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id))).toEqual([]);
  });
});
