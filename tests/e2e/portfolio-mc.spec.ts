/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, switchToDarkTheme, test } from './support/fixtures.ts';

/**
 * Issue 29's portfolio Monte Carlo on the summary page (ADR 0061): an investor's portfolio of two
 * evaluated projects shared with them and an imported row; Run, the progress, then the figures, the histogram's table alternative,
 * the contributors and the holding left out — in English at desktop width, in Italian at 375 px, dark.
 */
const watch = consoleWatchOfEachTest();

async function axe(page: Page, dark = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include('[data-testid="portfolio-mc"]');
  const result = await (
    dark ? builder.withRules(['color-contrast']) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const CASES = [
  {
    lng: 'en',
    width: 1280,
    run: 'Run',
    table: 'Show as a table',
    loss: 'Probability of a loss',
    leftOut: /Spreadsheet row: not a platform project/,
  },
  {
    lng: 'it',
    width: 375,
    run: 'Esegui',
    table: 'Mostra come tabella',
    loss: 'Probabilità di perdita',
    leftOut: /Spreadsheet row: non è un progetto della piattaforma/,
  },
] as const;

for (const c of CASES) {
  test(`runs a portfolio Monte Carlo and reads its distribution (${c.lng}, ${c.width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const owner = await registerUser(request, 'investor', 'Ivo Investor');
    const page = await actorPage(browser, owner, { console: watch, lng: c.lng, width: c.width });
    const portfolio = await apiPost(page.request, '/api/portfolios', { name: 'Seed book' });
    // Two proponents' projects (one each: the free plan's limit), evaluated and shared read-only with the investor.
    for (const [title, amount] of [
      ['Solar rooftops', 200_000],
      ['Bakery chain', 50_000],
    ] as const) {
      const proponent = await actorPage(browser, await registerUser(request, 'proponent'), { console: watch });
      const project = await apiPost(proponent.request, '/api/projects', {
        title,
        industry: '62.01',
        targetMarket: 'Italian SMEs',
        estimatedBudget: 500_000,
      });
      await apiPost(proponent.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000, seed: 1 });
      await apiPost(proponent.request, `/api/projects/${project.id}/grants`, { email: owner.email, access: 'read' });
      await proponent.context().close();
      await apiPost(page.request, `/api/portfolios/${portfolio.id}/holdings`, { projectId: project.id, amount });
    }
    const csv = Buffer.from('Project,NACE,Region,Amount,Date\nSpreadsheet row,62.01,ITC4,1000,2025-01-31\n').toString('base64');
    await apiPost(page.request, `/api/portfolios/${portfolio.id}/import`, { filename: 'h.csv', contentBase64: csv });

    await page.goto(`/portfolio/${portfolio.id}/summary`);
    const card = page.getByTestId('portfolio-mc');
    await expect(card).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await card.getByRole('button', { name: c.run }).click();
    await expect(card.getByTestId('mc-figures')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('mc-meta')).toContainText('2');
    await expect(card.getByText(c.loss)).toBeVisible();
    await expect(card.getByTestId('mc-left-out')).toContainText(c.leftOut);
    await card.getByText(c.table).click();
    await expect(card.getByRole('table').first().getByRole('row')).toHaveCount(31);
    await expect(card.getByRole('table').nth(1).getByRole('row')).toHaveCount(3);
    // The run's figures are the API's (the stored result), shown as they are.
    const state = await (await page.request.get(`/api/portfolios/${portfolio.id}/monte-carlo`)).json();
    expect(state.latest.summary.included).toBe(2);
    expect(state.latest.summary.histogram.counts.reduce((a: number, b: number) => a + b, 0)).toBe(4_096);
    expect(await axe(page)).toEqual([]);
    if (c.lng === 'it') {
      await switchToDarkTheme(page);
      expect(await axe(page, true)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    }
    await page.context().close();
  });
}
