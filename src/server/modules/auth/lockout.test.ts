import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, outbox } from '../../db/schema/index.ts';
import { LOCKOUT } from './lockout.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

/**
 * Issue 26, abuse controls (ADR 0048): failed sign-ins lock the account for the client they come
 * from, not for its owner elsewhere; a per-address ceiling still stops spraying and a per-account
 * one distributed guessing; the owner is e-mailed an unlock link, and an admin can unlock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const unlockMails = (to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'account-locked')));
const linkIn = (body: string) => new URL(/(https?:\/\/\S+\/api\/auth\/unlock\?token=\S+)/.exec(body)![1]!);

describe('sign-in lockout per (account, client)', () => {
  it('locks the guessing client after 5 failures, even with the right password, while the owner elsewhere signs in', async () => {
    const u = await signUp(t);
    for (let i = 0; i < LOCKOUT.perClient; i += 1) expect((await login(u.email, 'wrong password', '10.31.0.1')).statusCode).toBe(401);
    const locked = await login(u.email, 'a sound passphrase', '10.31.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(u.email, 'a sound passphrase', '10.31.0.2')).statusCode).toBe(200);
  });

  it('does not let one person typing their own password wrong shut out a colleague behind the same address', async () => {
    const clumsy = await signUp(t);
    const colleague = await signUp(t);
    for (let i = 0; i < 30; i += 1) await login(clumsy.email, `wrong ${i}`, '10.32.0.1');
    expect((await login(colleague.email, 'a sound passphrase', '10.32.0.1')).statusCode).toBe(200);
  });

  it('keeps the per-address ceiling for spraying: 20 accounts guessed from one address lock that address only', async () => {
    for (let i = 0; i < LOCKOUT.perAddress; i += 1) await login(`spray${i}-x@example.com`, 'guess guess', '10.33.0.1');
    const u = await signUp(t);
    expect((await login(u.email, 'a sound passphrase', '10.33.0.1')).statusCode).toBe(429);
    expect((await login(u.email, 'a sound passphrase', '10.33.0.2')).statusCode).toBe(200);
  });

  it('stops distributed guessing at 50 failures for the account from all clients together', async () => {
    const u = await signUp(t);
    for (let c = 0; c < LOCKOUT.perAccount / LOCKOUT.perClient; c += 1) {
      for (let i = 0; i < LOCKOUT.perClient; i += 1) await login(u.email, 'wrong password', `10.34.${c}.1`);
    }
    expect((await login(u.email, 'a sound passphrase', '10.34.200.1')).statusCode).toBe(429);
  });

  it('e-mails the owner one unlock link per window; the link lifts every lock once', async () => {
    const u = await signUp(t);
    for (let i = 0; i < LOCKOUT.perClient; i += 1) await login(u.email, 'hunter-guess-1', '10.35.0.1');
    for (let i = 0; i < LOCKOUT.perClient; i += 1) await login(u.email, 'hunter-guess-1', '10.35.0.2');
    const mails = await unlockMails(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toContain('hunter-guess-1');
    expect((await login(u.email, 'a sound passphrase', '10.35.0.1')).statusCode).toBe(429);

    const link = linkIn(mails[0]!.body);
    const opened = await t.call({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/login?unlocked=1');
    expect((await login(u.email, 'a sound passphrase', '10.35.0.1')).statusCode).toBe(200);
    expect((await login(u.email, 'a sound passphrase', '10.35.0.2')).statusCode).toBe(200);
    const again = await t.call({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/login?unlocked=0');
  });

  it('sends no unlock mail for an address without an account', async () => {
    for (let i = 0; i < LOCKOUT.perClient; i += 1) await login('nobody-locked@example.com', 'wrong password', '10.36.0.1');
    expect(await unlockMails('nobody-locked@example.com')).toHaveLength(0);
  });

  it('lets an admin unlock an account (audited); refuses anyone else', async () => {
    const u = await signUp(t);
    const admin = await signUpAdmin(t);
    for (let i = 0; i < LOCKOUT.perClient; i += 1) await login(u.email, 'wrong password', '10.37.0.1');
    expect((await login(u.email, 'a sound passphrase', '10.37.0.1')).statusCode).toBe(429);
    const refused = await t.call({ method: 'POST', url: `/api/admin/users/${u.id}/unlock`, cookie: u.cookie });
    expect(refused.statusCode).toBe(403);
    const missing = await t.call({ method: 'POST', url: '/api/admin/users/no-such-user/unlock', cookie: admin.cookie });
    expect(missing.statusCode).toBe(404);
    const done = await t.call({ method: 'POST', url: `/api/admin/users/${u.id}/unlock`, cookie: admin.cookie });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(u.email, 'a sound passphrase', '10.37.0.1')).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user.unlock'), eq(auditLog.target, u.id)))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry).toMatchObject({ actorId: admin.id, outcome: 'success' });
  });
});
