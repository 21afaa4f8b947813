import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { RESET_MAIL_MINUTES } from './mail-limits.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

/** Issue 26, abuse controls (ADR 0048): one client can no longer flood a mailbox with reset or verification e-mails. */
let clock = new Date('2026-05-04T09:00:00Z').getTime();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_PER_ADDRESS_HOUR: '3', FORGOT_PASSWORD_PER_ADDRESS_HOUR: '40' }, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

const forgot = (email: string, ip: string, lang = 'en') =>
  t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip, headers: { 'accept-language': lang } });
const register = (email: string, ip: string, lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'a sound passphrase', username: 'Flood', role: 'proponent' },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });
const mails = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

describe('reset and verification e-mail flooding', () => {
  it('sends one reset mail for 30 requests in a minute, all answered alike, and another after the window', async () => {
    const u = await signUp(t, 'proponent');
    for (let i = 0; i < 30; i += 1) {
      const res = await forgot(u.email, `10.41.0.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      clock += 2_000;
    }
    expect(await mails(u.email, 'password-reset')).toHaveLength(1);
    clock += RESET_MAIL_MINUTES * 60_000;
    expect((await forgot(u.email, '10.41.1.1')).statusCode).toBe(200);
    expect(await mails(u.email, 'password-reset')).toHaveLength(2);
  });

  it('limits forgot-password per client address with 429, Retry-After and a translated message', async () => {
    for (let i = 0; i < 40; i += 1) expect((await forgot(`someone${i}@example.com`, '10.42.0.1')).statusCode).toBe(200);
    const refused = await forgot('someone-else@example.com', '10.42.0.1', 'it');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Troppe richieste. Riprova più tardi.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot('someone-else@example.com', '10.42.0.2')).statusCode).toBe(200);
  });

  it('limits registrations (and so verification mails to arbitrary addresses) per client address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await register(`flood${i}@example.com`, '10.43.0.1')).statusCode).toBe(201);
    const refused = await register('flood3@example.com', '10.43.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(and(like(outbox.to, 'flood%@example.com'), eq(outbox.kind, 'verify-email')));
    expect(sent).toHaveLength(3);
    expect((await register('flood3@example.com', '10.43.0.2')).statusCode).toBe(201);
  });
});
