import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, sessions } from '../../db/schema/index.ts';
import { sessionCookie, signUp } from '../../test/harness.ts';
import { PASSWORD, t, login, lastAudit } from './security-setup.ts';

describe('sessions', () => {
  it('lists the live sessions with device, address and times, marking this one', async () => {
    const u = await signUp(t);
    const other = await login(u.email, PASSWORD, undefined, 'Other phone');
    const res = await t.call({ method: 'GET', url: '/api/account/sessions', cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: string; userAgent: string | null; current: boolean; createdAt: string; lastActiveAt: string }>;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => !s.current)!.userAgent).toBe('Other phone');
    expect(sessionCookie(other)).toBeTruthy();
  });

  it('signs out one session by id; another user’s session id is 404 and stays alive', async () => {
    const u = await signUp(t);
    const stranger = await signUp(t);
    const second = sessionCookie(await login(u.email));
    const [theirs] = await t.database.db.select().from(sessions).where(eq(sessions.userId, stranger.id));
    const foreign = await t.call({ method: 'DELETE', url: `/api/account/sessions/${theirs!.id}`, cookie: u.cookie });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: stranger.cookie })).statusCode).toBe(200);
    const list = (await t.call({ method: 'GET', url: '/api/account/sessions', cookie: u.cookie })).json() as Array<{
      id: string;
      current: boolean;
    }>;
    const target = list.find((s) => !s.current)!;
    expect((await t.call({ method: 'DELETE', url: `/api/account/sessions/${target.id}`, cookie: u.cookie })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: second })).statusCode).toBe(401);
    expect((await lastAudit('account.session.revoke'))?.outcome).toBe('success');
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const u = await signUp(t);
    const a = sessionCookie(await login(u.email));
    const b = sessionCookie(await login(u.email));
    const res = await t.call({ method: 'POST', url: '/api/account/sessions/revoke-others', cookie: u.cookie });
    expect(res.json()).toEqual({ revoked: 2 });
    for (const c of [a, b]) expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: c })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password (400 WRONG_PASSWORD otherwise, nothing changes)', async () => {
    const u = await signUp(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/account/password',
      cookie: u.cookie,
      payload: { currentPassword: 'not the password', newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WRONG_PASSWORD');
    expect((await login(u.email)).statusCode).toBe(200);
  });

  it('changes it, ends the other sessions, keeps this one, and tells the owner by e-mail', async () => {
    const u = await signUp(t);
    const other = sessionCookie(await login(u.email));
    const res = await t.call({
      method: 'POST',
      url: '/api/account/password',
      cookie: u.cookie,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).statusCode).toBe(200);
    expect((await login(u.email)).statusCode).toBe(401);
    expect((await login(u.email, 'a brand new passphrase')).statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, u.email), eq(outbox.kind, 'security-password-changed')));
    expect(mail).toBeDefined();
    expect((await lastAudit('account.password.change'))?.actorId).toBe(u.id);
  });
});
