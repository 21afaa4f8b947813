// Set-up shared by security.test.ts and security-two-factor.test.ts: importing this module registers the
// test app's beforeAll/afterAll in the importing file. The clock moves only through tick() and advance().
import { afterAll, beforeAll, expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { base32Decode, totp } from './totp.ts';

// A clock the tests move: each TOTP code is good once, so every use steps 30 s forward.
export let clock = new Date('2026-03-01T10:00:00Z').getTime();
export const now = () => new Date(clock);
export const tick = () => (clock += 30_000);
export const advance = (ms: number) => (clock += ms);
export const PASSWORD = 'a sound passphrase';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(async () => t.close());

export const login = (email: string, password = PASSWORD, cookie?: string, ua = 'Test browser') =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, cookie, headers: { 'user-agent': ua } });
export const codeNow = (secret: string) => totp(base32Decode(secret), Math.floor(clock / 1000));
export const lastAudit = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.seq)).limit(1))[0];

/** Turns two-factor on for a user; returns the secret and the recovery codes. */
export async function enable(u: { cookie: string }) {
  const setup = await t.call({ method: 'POST', url: '/api/account/two-factor/setup', cookie: u.cookie, payload: { password: PASSWORD } });
  expect(setup.statusCode).toBe(200);
  const { secret, uri } = setup.json() as { secret: string; uri: string };
  expect(uri).toContain(`secret=${secret}`);
  const confirm = await t.call({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    cookie: u.cookie,
    payload: { code: codeNow(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  tick();
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}
