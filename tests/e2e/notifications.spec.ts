/// <reference lib="dom" />
import type { APIRequestContext } from '@playwright/test';
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

async function adminSession(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${baseUrl()}/api/auth/login`, { headers: { Origin: baseUrl() }, data: adminAccount() });
  expect(res.ok()).toBeTruthy();
}

async function notify(
  request: APIRequestContext,
  userId: string,
  title: string,
  extra: { linkUrl?: string; type?: string; content?: string } = {},
) {
  await apiPost(request, '/api/admin/notifications', {
    userId,
    type: extra.type ?? 'info',
    title,
    content: extra.content ?? `Details of ${title}`,
    linkUrl: extra.linkUrl ?? null,
  });
}

test('badge shows 9+ above 9; filter, mark all read', async ({ page, request }) => {
  await adminSession(request);
  const user = await registerUser(page.request, 'proponent');
  for (let i = 1; i <= 10; i++) await notify(request, user.user.id, `Update ${i}`, { type: i % 2 ? 'success' : 'warning' });
  await signIn(page, user);
  await page.goto('/dashboard');
  await expect(page.getByTestId('notification-badge')).toHaveText('9+');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item')).toHaveCount(10);
  await expect(page.getByTestId('notification-list')).toHaveCSS('height', '400px');
  await page.getByTestId('notification-filter-unread').click();
  await expect(page.getByTestId('notification-item')).toHaveCount(10);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-item')).toHaveCount(0);
  await expect(page.getByText('You have read everything.')).toBeVisible();
  await page.getByTestId('notification-filter-all').click();
  await expect(page.getByTestId('notification-item')).toHaveCount(10);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  const list = await (await page.request.get(`${baseUrl()}/api/notifications`)).json();
  expect(list.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
});

test('a click marks read and follows linkUrl; X deletes', async ({ page, request }) => {
  await adminSession(request);
  const user = await registerUser(page.request, 'investor');
  await notify(request, user.user.id, 'Read the guide', { linkUrl: '/guide' });
  await notify(request, user.user.id, 'Remove me');
  await signIn(page, user);
  await page.goto('/dashboard');
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await page.getByTestId('notification-bell').click();
  await page.getByRole('button', { name: 'Delete notification: Remove me' }).click();
  await expect(page.getByTestId('notification-item')).toHaveCount(1);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page
    .getByTestId('notification-item')
    .getByRole('button', { name: /^Read the guide/ })
    .click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByTestId('notification-panel')).toHaveCount(0);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  const list = await (await page.request.get(`${baseUrl()}/api/notifications`)).json();
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ title: 'Read the guide', isRead: true });
});

test('polling every 30 s brings new ones with a short sound, which can be muted', async ({ page, request }) => {
  await adminSession(request);
  const user = await registerUser(page.request, 'consultant');
  await signIn(page, user);
  await page.addInitScript(() => {
    (window as unknown as { __plays: number }).__plays = 0;
    HTMLMediaElement.prototype.play = function () {
      (window as unknown as { __plays: number }).__plays += 1;
      return Promise.resolve();
    };
  });
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await notify(request, user.user.id, 'Funding call opened');
  await page.clock.runFor(31_000);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { __plays: number }).__plays)).toBe(1);
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-mute').click();
  await expect(page.getByTestId('notification-mute')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await notify(request, user.user.id, 'Second call opened');
  await page.clock.runFor(31_000);
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { __plays: number }).__plays)).toBe(1);
});
