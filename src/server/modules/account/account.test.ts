import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, notifications, outbox, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let clock = new Date('2026-03-01T10:00:00Z').getTime();
const now = () => new Date(clock);
const PASSWORD = 'a sound passphrase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(async () => t.close());

const mailTo = async (to: string, kind: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1)
  )[0];
const tokenIn = (body: string) => decodeURIComponent(/token=([^\s]+)/.exec(body)![1]!);

// Smallest valid headers of each format (the sniffing reads only the first bytes).
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(30, 3)]);

describe('profile and language', () => {
  it('changes the display name and the language, audited; /api/auth/user shows both', async () => {
    const u = await signUp(t);
    const res = await t.call({
      method: 'PATCH',
      url: '/api/account/profile',
      cookie: u.cookie,
      payload: { username: 'Ada Lovelace', language: 'it' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Ada Lovelace', language: 'it' });
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json()).toMatchObject({
      username: 'Ada Lovelace',
      language: 'it',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.profile.update'), eq(auditLog.actorId, u.id)));
    expect(entry?.outcome).toBe('success');
  });

  it('keeps whose Ctrl/Cmd + F, P, A, C are on the account: unset until answered, then in the answer and every later read', async () => {
    const u = await signUp(t);
    const me = async () => (await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json();
    expect((await me()).browserKeys).toBeNull();
    const res = await t.call({ method: 'PATCH', url: '/api/account/profile', cookie: u.cookie, payload: { browserKeys: 'browser' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().browserKeys).toBe('browser');
    expect((await me()).browserKeys).toBe('browser');
  });

  it.each([[{}], [{ username: 'x' }], [{ language: 'fr' }], [{ browserKeys: 'both' }], [{ role: 'admin' }]])(
    'refuses %j with VALIDATION_FAILED',
    async (body) => {
      const u = await signUp(t);
      const res = await t.call({ method: 'PATCH', url: '/api/account/profile', cookie: u.cookie, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );

  it('writes account e-mails in the chosen language only', async () => {
    const u = await signUp(t);
    await t.call({ method: 'PATCH', url: '/api/account/profile', cookie: u.cookie, payload: { language: 'it' } });
    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const mail = await mailTo(u.email, 'password-reset');
    expect(mail!.subject).toBe('Reimposta la password');
    expect(mail!.body).not.toMatch(/Someone asked/);
  });
});

describe('avatar', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['webp', WEBP, 'image/webp'],
  ] as const)('accepts a %s, served with its type, private and immutable', async (_n, bytes, type) => {
    const u = await signUp(t);
    // The declared type is ignored: the bytes decide.
    const put = await t.call({
      method: 'PUT',
      url: '/api/account/avatar',
      cookie: u.cookie,
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.statusCode).toBe(200);
    const url = put.json().avatar as string;
    expect(url).toMatch(/^\/api\/account\/avatar\?v=\d+$/);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json().avatar).toBe(url);
    const get = await t.call({ method: 'GET', url, cookie: u.cookie });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe(type);
    expect(get.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(get.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a file that is not PNG, JPEG or WebP whatever it claims (415)', async () => {
    const u = await signUp(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/account/avatar',
      cookie: u.cookie,
      payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses more than 1 MB (413) and accepts exactly 1 MB', async () => {
    const u = await signUp(t);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.length)]);
    const res = await t.call({
      method: 'PUT',
      url: '/api/account/avatar',
      cookie: u.cookie,
      payload: big,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(413);
    const exact = await t.call({
      method: 'PUT',
      url: '/api/account/avatar',
      cookie: u.cookie,
      payload: big.subarray(0, 1024 * 1024),
      headers: { 'content-type': 'image/png' },
    });
    expect(exact.statusCode).toBe(200);
  });

  it('removes it (back to initials); a user without one gets 404', async () => {
    const u = await signUp(t);
    await t.call({ method: 'PUT', url: '/api/account/avatar', cookie: u.cookie, payload: PNG, headers: { 'content-type': 'image/png' } });
    expect((await t.call({ method: 'DELETE', url: '/api/account/avatar', cookie: u.cookie })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json().avatar).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/account/avatar', cookie: u.cookie })).statusCode).toBe(404);
  });
});

describe('notification preferences', () => {
  const send = (cookie: string, userId: string, type: string) =>
    t.call({ method: 'POST', url: '/api/admin/notifications', cookie, payload: { userId, type, title: `A ${type}`, content: 'Body' } });

  it('start at the defaults and are saved', async () => {
    const u = await signUp(t);
    const res = await t.call({ method: 'GET', url: '/api/account/notification-preferences', cookie: u.cookie });
    expect(res.json()).toEqual({
      inApp: { success: true, warning: true, alert: true, info: true },
      email: { success: false, warning: false, alert: true, system: true, info: false },
    });
    const next = {
      inApp: { success: false, warning: true, alert: true, info: true },
      email: { success: false, warning: false, alert: false, system: true, info: true },
    };
    expect((await t.call({ method: 'PUT', url: '/api/account/notification-preferences', cookie: u.cookie, payload: next })).json()).toEqual(
      next,
    );
    expect((await t.call({ method: 'GET', url: '/api/account/notification-preferences', cookie: u.cookie })).json()).toEqual(next);
  });

  it('are honoured where notifications are created: a kind turned off is not stored, a kind asked by e-mail is mailed', async () => {
    const admin = await signUpAdmin(t);
    const u = await signUp(t);
    await t.call({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      cookie: u.cookie,
      payload: {
        inApp: { success: false, warning: true, alert: true, info: true },
        email: { success: false, warning: false, alert: false, system: false, info: true },
      },
    });
    const off = await send(admin.cookie, u.id, 'success');
    expect(off.statusCode).toBe(202);
    expect(off.json()).toEqual({ suppressed: true, emailed: false });
    expect((await send(admin.cookie, u.id, 'info')).statusCode).toBe(201);
    expect((await send(admin.cookie, u.id, 'system')).statusCode).toBe(201);
    const stored = await t.database.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, u.id));
    expect(stored.map((n) => n.type).sort()).toEqual(['info', 'system']);
    const mailed = await t.database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.to, u.email), eq(outbox.kind, 'notification')));
    expect(mailed.map((m) => m.subject)).toEqual(['A info']);
  });
});

describe('change of e-mail', () => {
  it('applies only when the link sent to the new address is opened; the old address is told', async () => {
    const u = await signUp(t);
    const to = `new-${u.id.slice(0, 6)}@example.com`;
    const res = await t.call({
      method: 'POST',
      url: '/api/account/email',
      cookie: u.cookie,
      payload: { email: to.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().pendingEmail).toBe(to);
    const notice = await mailTo(u.email, 'email-change-notice');
    expect(notice!.body).toContain(to);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json().email).toBe(u.email);
    const link = await mailTo(to, 'email-change-confirm');
    expect(link!.body).toContain('http://localhost:3000/confirm-email?token=');
    const ok = await t.call({ method: 'POST', url: '/api/account/email/confirm', payload: { token: tokenIn(link!.body) } });
    expect(ok.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json()).toMatchObject({
      email: to,
      emailVerified: true,
    });
    // single use
    const again = await t.call({ method: 'POST', url: '/api/account/email/confirm', payload: { token: tokenIn(link!.body) } });
    expect(again.json().code).toBe('INVALID_TOKEN');
    const signIn = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: to, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
  });

  it('needs the password, refuses an address in use (409) and the current one', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/account/email',
          cookie: u.cookie,
          payload: { email: 'x1@example.com', password: 'wrong password' },
        })
      ).json().code,
    ).toBe('WRONG_PASSWORD');
    expect(
      (await t.call({ method: 'POST', url: '/api/account/email', cookie: u.cookie, payload: { email: other.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.call({ method: 'POST', url: '/api/account/email', cookie: u.cookie, payload: { email: u.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(400);
  });

  it('an expired link (past 24 hours) is INVALID_TOKEN and changes nothing', async () => {
    const u = await signUp(t);
    const to = `late-${u.id.slice(0, 6)}@example.com`;
    await t.call({ method: 'POST', url: '/api/account/email', cookie: u.cookie, payload: { email: to, password: PASSWORD } });
    const link = await mailTo(to, 'email-change-confirm');
    clock += 24 * 3_600_000 + 1_000;
    const res = await t.call({ method: 'POST', url: '/api/account/email/confirm', payload: { token: tokenIn(link!.body) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, u.id));
    expect(row!.email).toBe(u.email);
  });

  it('a forged token is INVALID_TOKEN', async () => {
    const res = await t.call({ method: 'POST', url: '/api/account/email/confirm', payload: { token: 'x'.repeat(43) } });
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});
