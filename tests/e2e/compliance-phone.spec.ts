/// <reference lib="dom" />
import { actorPage, apiPost, baseUrl, consoleWatch, expect, registerUser, test } from './support/fixtures.ts';
import { headers } from './compliance-setup.ts';

/** Issue 13's screens at a phone's width (the journey itself is compliance.spec.ts). */

test("at a phone's width the Compliance tab and the PNRR dashboard fit the screen", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const watch = consoleWatch();
  const proponent = await registerUser(request, 'proponent');
  const page = await actorPage(browser, proponent, { console: watch, width: 375, acceptDownloads: true });
  const project = (await apiPost(page.request, '/api/projects', {
    title: 'Small screen',
    industry: '62.01',
    targetMarket: 'Italian SMEs',
    estimatedBudget: 100_000,
  })) as { id: string };
  await page.goto(`/projects/${project.id}?tab=compliance`);
  await expect(page.getByTestId('esg-matrix')).toBeVisible({ timeout: 20_000 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  // The scoping form with its topic groups shown (GRI reported, 231 exposure), and an open control with its items.
  const put = await page.request.put(`${baseUrl()}/api/projects/${project.id}/compliance/scope`, {
    headers: headers(),
    data: { csrdScope: 'in-scope', reporting: ['gri', 'sasb'], sasbIndustry: 'TC-SI', exposure231: 'high' },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto(`/projects/${project.id}?tab=compliance&section=scoping`);
  // At this width the form folds into sections, each with a one-line summary; the save button stays in view.
  const reporting = page.getByTestId('scope-section-reporting');
  await expect(reporting.getByTestId('scope-section-summary')).toContainText('GRI, SASB', { timeout: 20_000 });
  await expect(page.getByTestId('scope-gri-topics')).toBeHidden();
  await reporting.getByTestId('scope-section-toggle').click();
  await expect(reporting.getByTestId('scope-section-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('scope-actions').getByRole('button')).toBeInViewport(); // sticky while the form is on screen
  await expect(page.getByTestId('scope-gri-topics').getByRole('checkbox').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('scope-231-families')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.goto(`/projects/${project.id}?tab=compliance&section=controls`);
  const control = page.getByTestId('control').first();
  await control.locator('summary').click();
  await expect(control.getByTestId('control-items')).toBeVisible({ timeout: 20_000 });
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.goto('/pa-dashboard');
  await expect(page.getByTestId('pa-dashboard')).toBeVisible({ timeout: 20_000 });
  expect(await overflow()).toBeLessThanOrEqual(1);
  expect(watch.problems).toEqual([]);
  await page.context().close();
});
