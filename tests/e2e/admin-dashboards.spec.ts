/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, switchToDarkTheme, test } from './support/fixtures.ts';

// Issue 26 (ADR 0057): the admin visits /compliance-dashboard, /pta-dashboard and /shadow-mode with data
// made through the API (a proponent's evaluated project, a consent, an export request), runs cr-v2 in
// shadow, records a rejection with its reason; each screen passes axe, at 375 px and in the dark theme.
// In English only: the shared admin account adopts the language it is first used in.

test('an admin reads the compliance and tenders dashboards and runs a candidate methodology in shadow', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const owner = await registerUser(page.request, 'proponent', `Dashboards ${Date.now().toString(36)}`);
  const ctx = await browser.newContext({ baseURL: baseUrl() });
  const user = await ctx.newPage();
  await signIn(user, owner);
  const project = (await apiPost(user.request, '/api/projects', {
    title: 'Shadowed project',
    industry: '62.01',
    targetMarket: 'B2B',
    estimatedBudget: 80_000,
  })) as { id: string };
  await apiPost(user.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000, seed: 5 });
  const before = (await (await user.request.get(`/api/projects/${project.id}/evaluations`)).json()) as { score: { total: number } }[];
  await apiPost(user.request, '/api/gdpr/consent', {
    necessary_cookies: true,
    analytics_cookies: true,
    marketing_cookies: false,
    functional_cookies: false,
  });
  expect((await user.request.get(`${baseUrl()}/api/account/export`)).status()).toBe(200);

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, adminAccount());
  const axe = async () => {
    const r = await new AxeBuilder({ page }).include('main').analyze();
    expect(r.violations.map((v) => v.id)).toEqual([]);
  };

  await page.goto('/compliance-dashboard');
  await expect(page.getByRole('heading', { name: 'Compliance dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cd-consents-table')).toBeVisible();
  await expect(page.getByTestId('cd-requests-table')).toContainText(owner.email);
  await axe();

  await page.goto('/pta-dashboard');
  await expect(page.getByRole('heading', { name: 'Public tenders analytics' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pta-calls')).toBeVisible();
  await axe();

  await page.goto('/shadow-mode');
  await expect(page.getByRole('heading', { name: 'Shadow mode' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Candidate methodology').selectOption('cr-v2');
  await page.getByTestId('shadow-run').click();
  await expect(page.getByTestId('shadow-stats')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('shadow-histogram')).toBeVisible();
  const csv = await page.request.get((await page.getByTestId('shadow-csv').getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(project.id);
  await page.getByTestId('shadow-decision-reject').check();
  await page.getByLabel('Reason (required)').fill('Kept cr-v1 for projects without an assessment');
  await page.getByTestId('shadow-decision-submit').click();
  await expect(page.getByTestId('shadow-decision')).toContainText('Kept cr-v1 for projects without an assessment');
  await axe();

  // 375 px and the dark theme: nothing overflows the page sideways, contrast holds.
  await page.setViewportSize({ width: 375, height: 800 });
  await switchToDarkTheme(page);
  await axe();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The user's own score is what it was.
  const after = (await (await user.request.get(`/api/projects/${project.id}/evaluations`)).json()) as { score: { total: number } }[];
  expect(after.map((e) => e.score.total)).toEqual(before.map((e) => e.score.total));
  await ctx.close();
});
