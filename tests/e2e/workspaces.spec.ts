/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { adminAccount, apiPost, baseUrl, expect, registerUser, test } from './support/fixtures.ts';

const FIRST_LOAD = { timeout: 15_000 };
const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });

async function signedInContext(playwright: { request: { newContext(): Promise<APIRequestContext> } }, account: { email: string; password: string }) {
  const ctx = await playwright.request.newContext();
  const res = await ctx.post(`${baseUrl()}/api/auth/login`, { headers: headers(), data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

test('a member invited by e-mail signs in from the link, accepts, and works on the team project', async ({ page, playwright, consoleProblems }) => {
  // Registering signs the registering context in: each account is made in a throwaway one.
  const ownerAccount = await registerUser(await playwright.request.newContext(), 'proponent', 'Olga Owner');
  const memberAccount = await registerUser(await playwright.request.newContext(), 'proponent', 'Marco Member');
  const admin = await signedInContext(playwright, adminAccount());
  const patch = await admin.patch(`${baseUrl()}/api/admin/users/${ownerAccount.user.id}`, { headers: headers(), data: { subscriptionTier: 'enterprise' } });
  expect(patch.status(), await patch.text()).toBe(200);

  const owner = await signedInContext(playwright, ownerAccount);
  const team = await apiPost(owner, '/api/workspaces', { name: 'Puglia Solar team' });
  await apiPost(owner, `/api/workspaces/${team.id}/invitations`, { email: memberAccount.email, role: 'editor' });
  const project = await apiPost(owner, '/api/projects', { title: 'Agrivoltaic farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000, workspaceId: team.id });

  // The link as the member receives it (read from the outbox, as an admin can).
  const mails = (await (await admin.get(`${baseUrl()}/api/admin/outbox`)).json()) as Array<{ to: string; kind: string; body: string }>;
  const mail = mails.find((m) => m.to === memberAccount.email && m.kind === 'workspace-invitation');
  const link = /https?:\/\/[^\s]+\/invitations\/[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
  expect(link, 'invitation e-mail with a link').toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace invitation' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.getByLabel('E-mail address').fill(memberAccount.email);
  await page.getByLabel('Password').fill(memberAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Workspace invitation' })).toBeVisible(FIRST_LOAD);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByRole('status')).toHaveText('You joined Puglia Solar team as editor.');
  await page.getByRole('link', { name: "Open the team's projects" }).click();
  await expect(page.getByText('Agrivoltaic farm').first()).toBeVisible(FIRST_LOAD);

  // As an editor the member changes the shared project; the owner sees the change.
  const edit = await page.request.patch(`${baseUrl()}/api/projects/${project.id}`, { headers: headers(), data: { description: 'Edited by Marco' } });
  expect(edit.status(), await edit.text()).toBe(200);
  expect(((await (await owner.get(`${baseUrl()}/api/projects/${project.id}`)).json()) as { description: string }).description).toBe('Edited by Marco');
  expect(consoleProblems).toEqual([]);
});

test('a project shared with an investor shows in their list, marked shared, and disappears when revoked', async ({ page, playwright, consoleProblems }) => {
  const ownerAccount = await registerUser(await playwright.request.newContext(), 'proponent', 'Paola Proponent');
  const investorAccount = await registerUser(await playwright.request.newContext(), 'investor', 'Ivo Investor');
  const owner = await signedInContext(playwright, ownerAccount);
  const project = await apiPost(owner, '/api/projects', { title: 'Zero-waste pasta line', industry: '10.73', targetMarket: 'EU organic retail', estimatedBudget: 1_200_000 });
  const grant = await apiPost(owner, `/api/projects/${project.id}/grants`, { email: investorAccount.email, access: 'read' });

  const res = await page.request.post(`${baseUrl()}/api/auth/login`, { headers: headers(), data: { email: investorAccount.email, password: investorAccount.password } });
  expect(res.status()).toBe(200);
  const list = (await (await page.request.get(`${baseUrl()}/api/projects`)).json()) as Array<{ title: string; sharedWithMe: boolean }>;
  expect(list.map((p) => [p.title, p.sharedWithMe])).toEqual([['Zero-waste pasta line', true]]);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zero-waste pasta line' })).toBeVisible(FIRST_LOAD);

  const revoke = await owner.delete(`${baseUrl()}/api/projects/${project.id}/grants/${grant.id}`, { headers: { Origin: baseUrl() } });
  expect(revoke.status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Zero-waste pasta line' })).toHaveCount(0, FIRST_LOAD);
  expect((await (await page.request.get(`${baseUrl()}/api/projects`)).json()) as unknown[]).toEqual([]);
  // The page's request for the project answers 404 once access is gone; nothing else may complain.
  expect(consoleProblems.filter((p) => !/404/.test(p))).toEqual([]);
});
