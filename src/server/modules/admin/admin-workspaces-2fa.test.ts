import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, sessions, twoFactor, users, workspaceInvitations } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

// The admin's two-factor reset and workspace list (issue 26). Oracles: the database's own rows (two_factor,
// sessions, audit_log, outbox, workspaces) and the sign-in answer (a challenge with two-factor, a session without).
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, cookie: admin.cookie, ...(payload ? { payload } : {}) });
const login = (email: string) => t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'a sound passphrase' } });

describe('two-factor reset', () => {
  it('needs a reason and an identity note, removes the second factor, ends sessions, audits both notes and tells the owner', async () => {
    const u = await signUp(t, 'proponent');
    // Planted as the setup leaves it: a confirmed secret and the flag on the user row.
    await t.database.db.insert(twoFactor).values({ userId: u.id, secret: 'sealed', recoveryCodes: [], confirmedAt: new Date() });
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, u.id));
    expect((await login(u.email)).json()).toMatchObject({ twoFactorRequired: true });

    const url = `/api/admin/users/${u.id}/two-factor/reset`;
    const noNote = await asAdmin('POST', url, { reason: 'Lost phone', identityCheck: 'ok' });
    expect([noNote.statusCode, noNote.json().code]).toEqual([400, 'IDENTITY_CHECK_REQUIRED']);
    const noReason = await asAdmin('POST', url, { identityCheck: 'Video call, ID card matched the profile' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'REASON_REQUIRED']);
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(1);

    const res = await asAdmin('POST', url, { reason: 'Lost phone and codes', identityCheck: 'Video call, ID card matched the profile' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: u.id, twoFactorEnabled: false }, sessionsEnded: 1 });
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, u.id), eq(auditLog.action, 'admin.user.twoFactorReset')));
    expect(entry!.details).toMatchObject({ reason: 'Lost phone and codes', identityCheck: 'Video call, ID card matched the profile' });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, u.email));
    expect(mails.some((m) => /administrator reset the two-factor/.test(m.body))).toBe(true);

    // The password alone signs in now; a second reset finds nothing to reset.
    const after = await login(u.email);
    expect(after.statusCode).toBe(200);
    expect(after.json()).not.toHaveProperty('twoFactorRequired');
    const again = await asAdmin('POST', url, { reason: 'Lost phone and codes', identityCheck: 'Video call, ID card matched the profile' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'TWO_FACTOR_NOT_ENABLED']);
  });

  it('is refused to a non-admin and to an admin on their own account', async () => {
    const who = await signUp(t, 'consultant');
    const target = await signUp(t, 'proponent');
    const body = { reason: 'Let me in', identityCheck: 'I am who I say I am' };
    const res = await t.call({ method: 'POST', url: `/api/admin/users/${target.id}/two-factor/reset`, cookie: who.cookie, payload: body });
    expect(res.statusCode).toBe(403);
    expect((await asAdmin('POST', `/api/admin/users/${admin.id}/two-factor/reset`, body)).statusCode).toBe(400);
  });
});

describe('workspaces', () => {
  it('lists each workspace with its owners and counts from the rows, and finds one by name or owner address', async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id)); // team workspaces are Enterprise's
    const made = await t.call({ method: 'POST', url: '/api/workspaces', cookie: owner.cookie, payload: { name: 'Zeta Admin Check Team' } });
    expect(made.statusCode, made.body).toBe(201);
    const wsId = made.json().id as string;
    await t.database.db.insert(workspaceInvitations).values([
      {
        workspaceId: wsId,
        email: 'a@example.test',
        role: 'viewer',
        tokenHash: `h-${wsId}-1`,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      { workspaceId: wsId, email: 'b@example.test', role: 'viewer', tokenHash: `h-${wsId}-2`, expiresAt: new Date(Date.now() - 1_000) },
    ]);
    const byName = (await asAdmin('GET', '/api/admin/workspaces?q=zeta%20admin')).json();
    expect(byName.items).toEqual([
      expect.objectContaining({ id: wsId, kind: 'team', owners: [owner.email], members: 1, projects: 0, pendingInvitations: 1 }),
    ]);
    const byOwner = (await asAdmin('GET', `/api/admin/workspaces?q=${encodeURIComponent(owner.email)}`)).json();
    // The personal workspace (made by the database at sign-up) and the team, each owned by that address.
    expect(byOwner.items.map((w: { kind: string; owners: string[] }) => [w.kind, w.owners]).sort()).toEqual([
      ['personal', [owner.email]],
      ['team', [owner.email]],
    ]);
    const denied = await t.call({ method: 'GET', url: '/api/admin/workspaces', cookie: owner.cookie });
    expect(denied.statusCode).toBe(403);
  });
});
