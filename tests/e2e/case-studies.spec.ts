/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import { apiPost, apiPut, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

// Issue 27, "/case-studies shows the sample projects as samples": the page reads the live database — the
// projects their owners published (with the sealed report's verification link) and, where the platform has
// any, its sample projects under a "Sample" label. Nothing on it is written by hand.

test('a visitor finds a project its owner published, in Italian on a phone, with the link to verify its report', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerUser(page.request, 'proponent'));
  const title = `Agrivoltaico pubblicato ${Date.now().toString(36)}`;
  const p = (await apiPost(page.request, '/api/projects', {
    title,
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 1_500_000,
  })) as { id: string };
  await apiPost(page.request, `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 3 });
  const report = (await apiPost(page.request, `/api/projects/${p.id}/reports`, { kind: 'evaluation', language: 'it' })) as { id: string };
  await apiPut(page.request, `/api/projects/${p.id}/showcase`, { fields: ['industry', 'score'], reportId: report.id });

  const visitor = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 800 } });
  const v = await visitor.newPage();
  await v.addInitScript(() => localStorage.setItem('language', 'it'));
  await v.goto('/case-studies');
  const published = v.getByTestId('case-studies-published');
  await expect(published.getByRole('heading', { name: 'Pubblicati dai titolari' })).toBeVisible({ timeout: 20_000 });
  const item = published.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: 'Verifica il report sigillato' })).toHaveAttribute(
    'href',
    new RegExp(`/verify/${report.id}$`),
  );
  // The samples, when the platform has any, say they are samples; never a customer's.
  const samples = v.getByTestId('sample-project');
  for (const s of await samples.all()) await expect(s).toContainText('Esempio');
  expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const axe = await new AxeBuilder({ page: v }).include('main').analyze();
  expect(axe.violations.map((x) => x.id)).toEqual([]);
  await visitor.close();
});

test('the landing shows pictures of the real output, in the visitor language, that load', async ({ page }) => {
  for (const lng of ['en', 'it'] as const) {
    await page.addInitScript((l) => localStorage.setItem('language', l), lng);
    await page.goto('/');
    const output = page.getByTestId('landing-output');
    await output.scrollIntoViewIfNeeded();
    const images = output.getByRole('img');
    await expect(images).toHaveCount(2);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('src', new RegExp(`-${lng}\\.jpg$`));
      await expect(img).toHaveAttribute('alt', /.{40,}/);
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(400);
    }
  }
});
