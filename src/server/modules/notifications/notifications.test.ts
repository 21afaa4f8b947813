import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function notify(adminCookie: string, userId: string, title: string, linkUrl: string | null = null) {
  const res = await t.call({ method: 'POST', url: '/api/admin/notifications', cookie: adminCookie, payload: { userId, type: 'info', title, content: `${title} body`, linkUrl } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

describe('notifications', () => {
  it('lists, marks read, marks all read and deletes only the caller\'s own notifications', async () => {
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
    expect((await t.call({ method: 'GET', url: '/api/notifications', cookie: bob.cookie })).json()[0]).toMatchObject({ id: b1.id, isRead: false });
  });

  it('answers 404 when a user reads, marks or deletes someone else\'s notification, and leaves it as it was', async () => {
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
    expect((await t.call({ method: 'GET', url: '/api/notifications', cookie: owner.cookie })).json()[0]).toMatchObject({ id: n.id, isRead: false });
  });

  it('refuses a non-admin sending notifications, and a link to another site', async () => {
    const user = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/admin/notifications', cookie: user.cookie, payload: { userId: user.id, type: 'info', title: 'x', content: 'y' } });
    expect(res.statusCode).toBe(403);
    const admin = await signUpAdmin(t);
    const offsite = await t.call({ method: 'POST', url: '/api/admin/notifications', cookie: admin.cookie, payload: { userId: user.id, type: 'info', title: 'x', content: 'y', linkUrl: '//evil.example' } });
    expect(offsite.statusCode).toBe(400);
  });
});
