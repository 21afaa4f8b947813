import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function notify(adminCookie: string, userId: string, title: string, linkUrl: string | null = null) {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/notifications',
    cookie: adminCookie,
    payload: { userId, type: 'info', title, content: `${title} body`, linkUrl },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

describe('notifications', () => {
  it("lists, marks read, marks all read and deletes only the caller's own notifications", async () => {
    const admin = await signUpAdmin(t);
    const ann = await signUp(t);
    const bob = await signUp(t);
    const a1 = await notify(admin.cookie, ann.id, 'A1', '/projects');
    await notify(admin.cookie, ann.id, 'A2');
    const b1 = await notify(admin.cookie, bob.id, 'B1');

    const list = (await t.call({ method: 'GET', url: '/api/notifications', cookie: ann.cookie })).json();
    expect(list.map((n: { title: string }) => n.title).sort()).toEqual(['A1', 'A2']);
    expect(list.find((n: { title: string }) => n.title === 'A1')).toMatchObject({ isRead: false, linkUrl: '/projects', type: 'info' });

    const read = await t.call({ method: 'PATCH', url: `/api/notifications/${a1.id}/read`, cookie: ann.cookie });
    expect(read.json()).toMatchObject({ id: a1.id, isRead: true });
    expect((await t.call({ method: 'POST', url: '/api/notifications/read-all', cookie: ann.cookie })).json()).toEqual({ updated: 1 });
    expect((await t.call({ method: 'DELETE', url: `/api/notifications/${a1.id}`, cookie: ann.cookie })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/notifications', cookie: ann.cookie })).json()).toHaveLength(1);

    // Bob's notification is untouched by Ann's read-all and stays unread.
    expect((await t.call({ method: 'GET', url: '/api/notifications', cookie: bob.cookie })).json()[0]).toMatchObject({
      id: b1.id,
      isRead: false,
    });
  });

  it("answers 404 when a user reads, marks or deletes someone else's notification, and leaves it as it was", async () => {
    const admin = await signUpAdmin(t);
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const n = await notify(admin.cookie, owner.id, 'private');
    for (const req of [
      { method: 'PATCH' as const, url: `/api/notifications/${n.id}/read` },
      { method: 'DELETE' as const, url: `/api/notifications/${n.id}` },
    ]) {
      const res = await t.call({ ...req, cookie: intruder.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOTIFICATION_NOT_FOUND');
    }
    expect((await t.call({ method: 'GET', url: '/api/notifications', cookie: intruder.cookie })).json()).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/notifications', cookie: owner.cookie })).json()[0]).toMatchObject({
      id: n.id,
      isRead: false,
    });
  });

  it('refuses a non-admin sending notifications, and a link to another site', async () => {
    const user = await signUp(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/notifications',
      cookie: user.cookie,
      payload: { userId: user.id, type: 'info', title: 'x', content: 'y' },
    });
    expect(res.statusCode).toBe(403);
    const admin = await signUpAdmin(t);
    const offsite = await t.call({
      method: 'POST',
      url: '/api/admin/notifications',
      cookie: admin.cookie,
      payload: { userId: user.id, type: 'info', title: 'x', content: 'y', linkUrl: '//evil.example' },
    });
    expect(offsite.statusCode).toBe(400);
  });
});

describe('notifications in the reader language (ADR 0030)', () => {
  it('stores the key, params and English text; e-mails in the recipient language (English when none chosen)', async () => {
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../db/schema/index.ts');
    const { DEFAULT_NOTIFICATION_PREFS } = await import('../../../contract/constants.ts');
    const { sendNotification } = await import('./service.ts');
    const italian = await signUp(t);
    const unset = await signUp(t);
    const prefs = { ...DEFAULT_NOTIFICATION_PREFS, email: { ...DEFAULT_NOTIFICATION_PREFS.email, info: true } };
    await t.database.db.update(users).set({ language: 'it', notificationPrefs: prefs }).where(eq(users.id, italian.id));
    await t.database.db.update(users).set({ language: null, notificationPrefs: prefs }).where(eq(users.id, unset.id));
    const message = { key: 'grants.shared' as const, params: { project: 'Solar farm', by: 'Olivia', access: 'comment', until: null } };
    const { accountMailer } = await import('../../mail-templates.ts');
    const mailed: Array<{ to: string; subject: string; body: string }> = [];
    const deps = { db: t.database.db, accountMail: accountMailer(async (m) => void mailed.push(m), 'http://x') };
    const out = await sendNotification(deps, { userId: italian.id, type: 'info', message, linkUrl: '/projects/p' });
    // Oracle: the catalogues' sentences, written out by hand.
    expect(out.notification).toMatchObject({
      title: '"Solar farm" was shared with you',
      content: 'Shared by Olivia · read and comment · ends: never',
      message,
    });
    await sendNotification(deps, { userId: unset.id, type: 'info', message, linkUrl: null });
    const mails = mailed;
    const toItalian = mails.find((m) => m.to === italian.email)!;
    expect(toItalian.subject).toBe('"Solar farm" è stato condiviso con te');
    expect(toItalian.body).toContain('Condiviso da Olivia · lettura e commenti · scade: mai');
    expect(mails.find((m) => m.to === unset.email)!.subject).toBe('"Solar farm" was shared with you');
  });

  it('has the same words on the server as on the screen (src/web/locales/*/notifications.json)', async () => {
    const { readFile } = await import('node:fs/promises');
    const { NOTIFICATION_CATALOGUE } = await import('./catalogue.ts');
    const { NOTIFICATION_KEYS } = await import('../../../domain/notifications/index.ts');
    for (const lng of ['en', 'it'] as const) {
      const web = JSON.parse(await readFile(new URL(`../../../web/locales/${lng}/notifications.json`, import.meta.url), 'utf8'));
      expect(web).toEqual(NOTIFICATION_CATALOGUE[lng]);
      for (const key of NOTIFICATION_KEYS) {
        const [area, name] = key.split('.') as [string, string];
        expect(typeof web.messages[area]?.[name]?.title, `${lng} ${key}`).toBe('string');
      }
    }
  });
});
