// Set-up shared by workspaces.spec.ts and workspaces-sharing.spec.ts: importing this module registers the
// console watch's beforeEach/afterEach in the importing file; the admin's API session and helpers follow.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { adminAccount, baseUrl, consoleWatchOfEachTest, expect } from './support/fixtures.ts';

export const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });

/**
 * Console errors of every actor's page. 4xx answers are excluded (the tests provoke 403 and 404 on
 * purpose), and so is the seed's console log of a failed mutation with such an answer.
 */
export const watch = consoleWatchOfEachTest();

/** The admin's API session: it sets plans (PATCH /api/admin/users/:id) and reads the outbox. */
export async function adminApi(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const res = await api.post('/api/auth/login', { headers: headers(), data: adminAccount() });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export async function setTier(admin: APIRequestContext, userId: string, subscriptionTier: string): Promise<void> {
  const res = await admin.patch(`/api/admin/users/${userId}`, {
    headers: headers(),
    data: { subscriptionTier, reason: 'End-to-end test setup' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The path of the link in the newest invitation mail to `email` (the admin reads the outbox). */
export async function invitationPath(admin: APIRequestContext, email: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const mails = (await (await admin.get('/api/admin/outbox')).json()) as { to: string; kind: string; body: string }[];
      const mail = mails.find((m) => m.to === email && m.kind === 'workspace-invitation');
      path = /https?:\/\/[^/\s]+(\/invitations\/[^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '';
      return path;
    })
    .not.toBe('');
  return path;
}

export const project = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  industry: '62.01',
  targetMarket: 'Italian SMEs',
  estimatedBudget: 250_000,
  ...extra,
});
