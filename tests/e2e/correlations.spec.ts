/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { apiPost, apiPut, baseUrl, expect, registerUser, signIn, switchToDarkTheme, test } from './support/fixtures.ts';

// Issue 29 / ADR 0059: a proponent correlates uncertain drivers in the workspace's advanced mode, sees
// the warning for an inconsistent triple before running, runs, and reads in the results which
// correlations were applied (and that the nearest consistent set replaced the asked one). Oracle: the
// stored version as the API returns it.

const UNCERTAIN = ['unitsGrowth', 'pricePerUnit', 'fixedCosts'] as const;

/** A proponent's project whose plan has exactly three uncertain drivers (set through the API). */
async function projectWithThreeUncertainDrivers(page: Page): Promise<string> {
  await signIn(page, await registerUser(page.request, 'proponent'));
  const { id } = (await apiPost(page.request, '/api/projects', {
    title: 'Correlated drivers',
    industry: '62.01',
    targetMarket: 'Italian SMEs',
    estimatedBudget: 250_000,
  })) as { id: string };
  const inputs = (await (await page.request.get(`${baseUrl()}/api/projects/${id}/evaluation-inputs`)).json()) as {
    assumptions: { drivers: Record<string, { value: number; dist?: unknown }> };
    market: unknown;
    revenueModel: unknown;
    complianceAnswers: unknown;
  };
  const drivers = Object.fromEntries(
    Object.entries(inputs.assumptions.drivers).map(([k, d]) => {
      const { dist: _none, ...fixed } = d;
      if (!(UNCERTAIN as readonly string[]).includes(k)) return [k, fixed];
      const spread = k === 'unitsGrowth' ? 0.05 : Math.abs(d.value) * 0.2;
      return [k, { ...fixed, dist: { type: 'triangular', min: d.value - spread, mode: d.value, max: d.value + spread } }];
    }),
  );
  await apiPut(page.request, `/api/projects/${id}/evaluation-inputs`, {
    assumptions: { ...inputs.assumptions, drivers },
    market: inputs.market,
    revenueModel: inputs.revenueModel,
    complianceAnswers: inputs.complianceAnswers,
  });
  return id;
}

test('a proponent adds rank correlations, sees the inconsistent-triple warning, runs and reads what was applied; axe clean, 375 px', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const id = await projectWithThreeUncertainDrivers(page);
  await page.goto(`/projects/evaluation?project=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluation workspace' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('switch', { name: 'Advanced' }).click();
  const editor = page.getByTestId('correlation-editor');
  await expect(editor).toContainText('the uncertain drivers are drawn independently');

  // Keyboard: the add button is reached and pressed like any button; each new row proposes the next pair.
  const add = page.getByRole('button', { name: 'Add a correlation' });
  for (let i = 0; i < 3; i++) {
    await add.focus();
    await page.keyboard.press('Enter');
  }
  const rows = page.getByTestId('correlation-row');
  await expect(rows).toHaveCount(3);
  // Rows in PLAN_DRIVERS order: (growth, price), (growth, fixed costs), (price, fixed costs).
  await expect(rows.nth(0).getByLabel('First driver')).toHaveValue('unitsGrowth');
  await expect(rows.nth(0).getByLabel('Second driver')).toHaveValue('pricePerUnit');
  await expect(rows.nth(2).getByLabel('First driver')).toHaveValue('pricePerUnit');
  await expect(rows.nth(2).getByLabel('Second driver')).toHaveValue('fixedCosts');

  // A pair with itself is refused on the spot, with a translated message.
  await rows.nth(2).getByLabel('Second driver').selectOption('pricePerUnit');
  await expect(rows.nth(2)).toContainText('Choose two different drivers.');
  await rows.nth(2).getByLabel('Second driver').selectOption('fixedCosts');

  // 0.9 / 0.9 / −0.9 cannot hold together: the warning says so before any run, with the values used instead.
  const rho = (i: number) => rows.nth(i).getByLabel(/Rank correlation/);
  await rho(0).fill('0.9');
  await expect(page.getByTestId('correlation-editor')).not.toContainText('Enter');
  await expect(page.getByTestId('correlation-warning')).toHaveCount(0); // one pair at 0.9, the others 0: consistent
  await rho(1).fill('0.9');
  await rho(2).fill('-0.9');
  const warning = page.getByTestId('correlation-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('do not fit together');
  await expect(warning).toContainText('Price × Fixed costs: \u22120.9 becomes');

  await page.getByLabel('Seed (optional)').fill('7');
  await expect(page.getByTestId('preview')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Run evaluation' }).click();
  await expect(page.getByTestId('stored-results')).toBeVisible({ timeout: 30_000 });

  const res = await page.request.get(`${baseUrl()}/api/projects/${id}/evaluations/1`);
  const stored = (await res.json()) as {
    input: { correlations: unknown[] };
    result: { simulation: { rankCorrelation: { pairs: { a: string; b: string; used: number }[] }; correlationWarning?: { code: string } } };
  };
  expect(stored.input.correlations).toHaveLength(3);
  expect(stored.result.simulation.correlationWarning?.code).toBe('nearest-correlation');
  const applied = page.getByTestId('mc-correlations');
  await expect(applied).toContainText('Rank correlations applied');
  const price = stored.result.simulation.rankCorrelation.pairs.find((p) => p.a === 'pricePerUnit')!;
  // The app's number format: at most two decimals, its minus sign U+2212 (src/web/lib/format.ts).
  const shown = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(price.used).replace(/^-/, '\u2212');
  await expect(applied).toContainText(`Price × Fixed costs: ρ ${shown} (asked \u22120.9)`);
  await expect(page.getByTestId('mc-correlation-warning')).toContainText('nearest consistent set was used');

  const serious = async () => {
    const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  expect(await serious(), 'light').toEqual([]);
  await switchToDarkTheme(page);
  expect(await serious(), 'dark').toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(editor).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleProblems).toEqual([]);
});
