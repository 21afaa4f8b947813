import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, twoFactor } from '../../db/schema/index.ts';
import { createTestApp, sessionCookie, signUp, signUpAdmin } from '../../test/harness.ts';
import { now, tick, advance, PASSWORD, t, login, codeNow, lastAudit, enable } from './security-setup.ts';

describe('two-factor sign-in', () => {
  it('is not on until a code confirms the secret; a wrong confirmation code is 400 INVALID_CODE', async () => {
    const u = await signUp(t);
    const setup = await t.call({ method: 'POST', url: '/api/account/two-factor/setup', cookie: u.cookie, payload: { password: PASSWORD } });
    expect(setup.statusCode).toBe(200);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/account/two-factor/confirm',
      cookie: u.cookie,
      payload: { code: '000000' === codeNow(setup.json().secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect((await t.call({ method: 'GET', url: '/api/account/two-factor', cookie: u.cookie })).json()).toMatchObject({ enabled: false });
    expect((await login(u.email)).json()).toHaveProperty('user');
  });

  it('setup needs the password', async () => {
    const u = await signUp(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      cookie: u.cookie,
      payload: { password: 'wrong password' },
    });
    expect(res.json().code).toBe('WRONG_PASSWORD');
  });

  it('once on, the password gives a challenge and no session; the code then signs in', async () => {
    const u = await signUp(t);
    const { secret, recoveryCodes } = await enable(u);
    expect(recoveryCodes).toHaveLength(10);
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    // Stored hashed (SHA-256 hex), never as shown; the secret sealed, not in base32.
    expect(row!.recoveryCodes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(row!.secret).not.toContain(secret);

    const first = await login(u.email);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge, twoFactorRequired } = first.json();
    expect(twoFactorRequired).toBe(true);
    expect((await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).length).toBe(1); // only the sign-up's

    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge, code: codeNow(secret) === '123456' ? '654321' : '123456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    const ok = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge, code: codeNow(secret) },
      headers: { 'user-agent': 'Phone' },
    });
    expect(ok.statusCode).toBe(200);
    const cookie = sessionCookie(ok);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).json()).toMatchObject({ id: u.id, twoFactorEnabled: true });
    // The challenge is single use.
    tick();
    const again = await t.call({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code: codeNow(secret) } });
    expect(again.json().code).toBe('INVALID_TOKEN');
    // better-auth's own sign-out accepts the session this flow issued.
    const out = await t.call({ method: 'GET', url: '/api/logout', cookie });
    expect(out.statusCode).toBe(302);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('refuses a code already used (same 30-second step)', async () => {
    const u = await signUp(t);
    const { secret } = await enable(u);
    const code = codeNow(secret);
    const a = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge: (await login(u.email)).json().challenge, code },
    });
    expect(a.statusCode).toBe(200);
    const b = await t.call({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge: (await login(u.email)).json().challenge, code },
    });
    expect(b.json().code).toBe('INVALID_CODE');
    tick();
  });

  it('an expired challenge is INVALID_TOKEN (5 minutes)', async () => {
    const u = await signUp(t);
    const { secret } = await enable(u);
    const { challenge } = (await login(u.email)).json();
    advance(5 * 60_000 + 1_000);
    const res = await t.call({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code: codeNow(secret) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('a recovery code signs in once', async () => {
    const u = await signUp(t);
    const { recoveryCodes } = await enable(u);
    const use = async () =>
      t.call({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { challenge: (await login(u.email)).json().challenge, code: recoveryCodes[3]!.toUpperCase() },
      });
    expect((await use()).statusCode).toBe(200);
    expect((await use()).json().code).toBe('INVALID_CODE');
    expect((await t.call({ method: 'GET', url: '/api/account/two-factor', cookie: u.cookie })).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 9,
    });
  });

  it('locks code attempts after 5 failures in 15 minutes (429), even with the right code', async () => {
    const u = await signUp(t);
    const { secret } = await enable(u);
    const { challenge } = (await login(u.email)).json();
    const bad = codeNow(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code: bad } })).json().code).toBe(
        'INVALID_CODE',
      );
    }
    const locked = await t.call({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code: codeNow(secret) } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    advance(16 * 60_000);
  });

  it('turns off only with the password and a code', async () => {
    const u = await signUp(t);
    const { secret } = await enable(u);
    const noPw = await t.call({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie: u.cookie,
      payload: { password: 'wrong one', code: codeNow(secret) },
    });
    expect(noPw.json().code).toBe('WRONG_PASSWORD');
    const bad = await t.call({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie: u.cookie,
      payload: { password: PASSWORD, code: codeNow(secret) === '000000' ? '111111' : '000000' },
    });
    expect(bad.json().code).toBe('INVALID_CODE');
    const ok = await t.call({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie: u.cookie,
      payload: { password: PASSWORD, code: codeNow(secret) },
    });
    expect(ok.statusCode).toBe(200);
    tick();
    expect((await login(u.email)).json()).toHaveProperty('user');
    expect((await lastAudit('account.twoFactor.disable'))?.outcome).toBe('success');
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  it('holds an admin without two-factor to its setup, then lets them through', async () => {
    const strict = await createTestApp({ REQUIRE_ADMIN_2FA: 'true' }, { now });
    try {
      const tt = strict;
      const admin = await signUpAdmin(tt);
      const me = await tt.call({ method: 'GET', url: '/api/auth/user', cookie: admin.cookie });
      expect(me.json()).toMatchObject({ role: 'admin', twoFactorSetupRequired: true });
      const blocked = await tt.call({ method: 'GET', url: '/api/admin/users', cookie: admin.cookie });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('TWO_FACTOR_REQUIRED');
      expect((await tt.call({ method: 'GET', url: '/api/projects', cookie: admin.cookie })).json().code).toBe('TWO_FACTOR_REQUIRED');
      const setup = await tt.call({
        method: 'POST',
        url: '/api/account/two-factor/setup',
        cookie: admin.cookie,
        payload: { password: PASSWORD },
      });
      const secret = setup.json().secret as string;
      expect(
        (
          await tt.call({
            method: 'POST',
            url: '/api/account/two-factor/confirm',
            cookie: admin.cookie,
            payload: { code: codeNow(secret) },
          })
        ).statusCode,
      ).toBe(200);
      tick();
      expect((await tt.call({ method: 'GET', url: '/api/admin/users', cookie: admin.cookie })).statusCode).toBe(200);
      // and may not turn it off again while the rule holds
      const off = await tt.call({
        method: 'POST',
        url: '/api/account/two-factor/disable',
        cookie: admin.cookie,
        payload: { password: PASSWORD, code: codeNow(secret) },
      });
      expect(off.json().code).toBe('TWO_FACTOR_REQUIRED');
      // a non-admin is not concerned
      const user = await signUp(tt);
      expect((await tt.call({ method: 'GET', url: '/api/projects', cookie: user.cookie })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
