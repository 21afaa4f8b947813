/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import { actorPage, adminAccount, apiPost, consoleWatchOfEachTest, expect, PROVOKED_4XX, registerUser, test } from './support/fixtures.ts';
import type { Account, Lng } from './support/fixtures.ts';

/**
 * Issue 15's /economy-tier and /kpi-dashboard (ADR 0028) on real data: a proponent submits a €400k
 * request to an investor, the investor moves the card New → Screening → Due diligence, then reads the
 * matrix cell (€100k–500k × not evaluated) and the conversion figures; an admin reads the platform
 * funnel and the platform matrix. The investor's run is done once in English and once in Italian.
 */
const watch = consoleWatchOfEachTest(PROVOKED_4XX);
const actor = (browser: Browser, account: { email: string; password: string }, lng: Lng, width = 1280): Promise<Page> =>
  actorPage(browser, account, { console: watch, lng, width });

/** A €400k request from a new proponent to the investor, its card moved to due diligence through the deal-flow API. */
async function dealInDueDiligence(browser: Browser, investor: Account, title: string): Promise<string> {
  const proponent = await registerUser((await browser.newContext()).request, 'proponent');
  const owner = await actor(browser, proponent, 'en');
  const p = (await apiPost(owner.request, '/api/projects', {
    title,
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
  })) as { id: string };
  const r = (await apiPost(owner.request, '/api/funding-requests', {
    projectId: p.id,
    investorId: investor.user.id,
    message: 'First ticket',
    amountRequested: 400_000,
  })) as { id: string };
  await apiPost(owner.request, `/api/funding-requests/${r.id}/transitions`, { to: 'submitted' });
  await owner.context().close();
  const inv = await actor(browser, investor, 'en');
  const pipelines = (await (await inv.request.get('/api/deal-flow/pipelines')).json()) as Array<{
    stages: Array<{ id: string; kind: string }>;
  }>;
  const cards = (await (await inv.request.get('/api/deal-flow/cards')).json()) as Array<{ id: string; projectTitle: string }>;
  const card = cards.find((c) => c.projectTitle === title)!;
  for (const kind of ['screening', 'due_diligence'])
    await apiPost(inv.request, `/api/deal-flow/cards/${card.id}/move`, { stageId: pipelines[0]!.stages.find((s) => s.kind === kind)!.id });
  await inv.context().close();
  return card.id;
}

const TEXT = {
  en: {
    cell: /^€100k – €500k, Not evaluated: 1 deal, €400,000$/,
    conversion: 'Conversion by stage',
    table: 'Show the numbers as a table',
    dd: 'Due diligence',
    screening: 'Screening',
    stage: 'Stage',
  },
  it: {
    cell: /^100K € – 500K €, Non valutato: 1 operazione, 400\.000 €$/,
    conversion: 'Conversione per fase',
    table: 'Mostra i numeri in tabella',
    dd: 'Due diligence',
    screening: 'Screening',
    stage: 'Fase',
  },
};

for (const lng of ['en', 'it'] as const) {
  test(`an investor reads the matrix cell and the conversion of a request moved through stages (${lng})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const s = TEXT[lng];
    const investor = await registerUser(request, 'investor');
    const title = `Insights farm ${lng}`;
    const cardId = await dealInDueDiligence(browser, investor, title);
    const page = await actor(browser, investor, lng);

    await page.goto('/economy-tier');
    const matrix = page.getByTestId('economy-matrix');
    await expect(matrix).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('economy-total')).toContainText('1');
    const cell = matrix.getByRole('button', { name: s.cell });
    await expect(cell).toBeVisible();
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    const link = page.getByTestId('economy-cell-cards').getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', `/deal-flow/cards/${cardId}`);
    // The stage filter: the card is in due diligence, not in screening.
    await page.getByLabel(s.stage, { exact: true }).selectOption('screening');
    await expect(page.getByTestId('economy-total')).toContainText('0');
    await page.getByLabel(s.stage, { exact: true }).selectOption('due_diligence');
    await expect(matrix.getByRole('button', { name: s.cell })).toBeVisible();

    await page.goto('/kpi-dashboard');
    const conversion = page.getByTestId('kpi-conversion');
    await expect(conversion).toContainText(s.conversion, { timeout: 20_000 });
    await conversion.getByText(s.table).click();
    // One card filed: New 1, Screening 1 (100 %), Due diligence 1 (100 %), Term sheet 0 (0 %).
    const rows = conversion.locator('table tbody tr');
    await expect(rows.filter({ hasText: s.screening })).toContainText(/1\s*100\s?%/);
    await expect(rows.filter({ hasText: s.dd })).toContainText(/1\s*100\s?%/);
    await expect(rows.filter({ hasText: 'Term sheet' })).toContainText(/0\s*0\s?%/);
    await expect(page.getByTestId('kpi-time-in-stage')).toBeVisible();
    await page.context().close();
  });
}

test('an admin reads the platform funnel and the platform matrix, with no names', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await actor(browser, adminAccount(), 'en', 375);
  // (other tests sign people up while this one runs: the count shown lies between the API's before the page loads and after)
  const signedUp = async () =>
    ((await (await page.request.get('/api/insights/kpi')).json()) as { funnel: Array<{ count: number }> }).funnel[0]!.count;
  const before = await signedUp();
  await page.goto('/kpi-dashboard');
  const funnel = page.getByTestId('kpi-funnel');
  await expect(funnel).toContainText('Platform funnel', { timeout: 20_000 });
  await funnel.getByText('Show the numbers as a table').click();
  for (const step of ['Signed up', 'Created a project', 'Had a project evaluated', 'Submitted a funding request', 'Had a request funded'])
    await expect(funnel.locator('table')).toContainText(step);
  // The e2e run has signed people up this month: the first step counts them (the API's own figure).
  expect(before).toBeGreaterThan(0);
  const row = await funnel.locator('table tbody tr').first().innerText();
  const shown = Number(/Signed up\D*(\d[\d,]*)/u.exec(row)?.[1]?.replace(/,/gu, ''));
  const after = await signedUp();
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  await expect(page.getByTestId('kpi-cohorts')).toBeVisible();
  // No horizontal scroll at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

  await page.goto('/economy-tier');
  await expect(page.getByTestId('economy-platform-note')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('economy-cell-cards')).toHaveCount(0);
  await expect(page.getByText('Insights farm')).toHaveCount(0);
  await page.context().close();
});
