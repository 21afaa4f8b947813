import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT } from './lockout.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

/**
 * Issue 26, abuse controls (ADR 0048): a signed-in session could guess the current password of the
 * password and e-mail changes without limit (200 guesses in 17 s); now the sign-in limit applies.
 */
let clock = new Date('2026-06-01T08:00:00Z').getTime();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const changePassword = (u: Person, currentPassword: string) =>
  t.call({
    method: 'POST',
    url: '/api/account/password',
    cookie: u.cookie,
    payload: { currentPassword, newPassword: 'a brand new passphrase' },
  });
const changeEmail = (u: Person, password: string) =>
  t.call({ method: 'POST', url: '/api/account/email', cookie: u.cookie, payload: { email: `moved-${u.id}@example.com`, password } });

describe('the current-password check under the sign-in limit', () => {
  for (const [name, attempt] of [
    ['password change', changePassword],
    ['e-mail change', changeEmail],
  ] as const) {
    it(`${name}: the 6th check in 15 minutes is 429 even with the right password; it opens again after the window`, async () => {
      const u = await signUp(t);
      for (let i = 0; i < LOCKOUT.perClient; i += 1) {
        const wrong = await attempt(u, `wrong guess ${i}`);
        expect(wrong.statusCode, wrong.body).toBe(400);
        expect(wrong.json().code).toBe('WRONG_PASSWORD');
      }
      const locked = await attempt(u, 'a sound passphrase');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      clock += LOCKOUT.windowMinutes * 60_000 + 1_000;
      const right = await attempt(u, 'a sound passphrase');
      expect(right.statusCode, right.body).toBeLessThan(300);
    });
  }

  it('counts the password and e-mail changes together, and a right password clears the count', async () => {
    const u = await signUp(t);
    for (let i = 0; i < LOCKOUT.perClient - 1; i += 1) await changeEmail(u, `wrong ${i}`);
    expect((await changePassword(u, 'a sound passphrase')).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT.perClient - 1; i += 1) await changePassword(u, `wrong again ${i}`);
    expect((await changeEmail(u, 'a brand new passphrase')).statusCode).toBe(202);
  });
});
