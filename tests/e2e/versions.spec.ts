/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { baseUrl, expect, switchToDarkTheme, test } from './support/fixtures.ts';
import type { Texts } from './versions-texts.ts';
import { EN, IT } from './versions-texts.ts';

/**
 * Issue 17's "done when", as a founder who has never seen the product does it, in English and in
 * Italian, with the keyboard where a user would: sign up, create a project (the page opens at its
 * top, focus on the title), run (the summary shows beside the button and is announced), change one
 * input, run again with a note, and read in the History tab which input changed and why the score moved.
 *
 * Oracle: the two stored versions as the API returns them (GET /evaluations/:v), read independently
 * of the screen: the score totals, and the sub-factor whose points moved most (computed here from the
 * stored sub-factors, not by the product's compare function).
 */

const LOAD = { timeout: 30_000 };

interface StoredSub {
  id: string;
  points: number;
}
interface Stored {
  version: number;
  note: string | null;
  score: { total: number };
  result: { score: { total: number; subFactors: StoredSub[] } };
}

async function stored(page: Page, projectId: string, version: number): Promise<Stored> {
  const res = await page.request.get(`${baseUrl()}/api/projects/${projectId}/evaluations/${version}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Stored;
}

async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const one = (lng: string, v: number, signed = false) =>
  new Intl.NumberFormat(lng, { maximumFractionDigits: 1, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) }).format(v);
/** A CR score as every screen shows it: exactly one decimal (docs/methodology/cr-score.md, Display). */
const score = (lng: string, v: number) => new Intl.NumberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);

async function founder(page: Page, x: Texts, title: string) {
  await page.goto('/register');
  await page.getByLabel(x.register.email).fill(`versions.${x.lng}.${Date.now().toString(36)}@e2e.test`);
  await page.getByLabel(x.register.username).fill('Fabio Founder');
  await page.getByLabel(x.register.password, { exact: true }).fill('versions password 2025');
  await page.getByLabel(x.register.role).check();
  await page.getByRole('button', { name: x.register.submit }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, LOAD);

  // The wizard, typed: each step's "Next" with Enter.
  await page.goto('/projects/new');
  await expect(page.getByRole('heading', { name: x.wizard.step(1) })).toBeVisible(LOAD);
  await page.getByLabel(x.wizard.title).fill(title);
  await page.getByRole('button', { name: x.wizard.next }).press('Enter');
  await expect(page.getByRole('heading', { name: x.wizard.step(2) })).toBeVisible();
  await page.getByRole('combobox', { name: x.wizard.industry }).fill('62.01');
  await page.getByRole('option', { name: /^62\.01/ }).click();
  await page.getByRole('button', { name: x.wizard.next }).press('Enter');
  await expect(page.getByRole('heading', { name: x.wizard.step(3) })).toBeVisible();
  await page.getByLabel(x.wizard.targetMarket).fill('Independent clinics');
  // Country and region by name, from their lists, by keyboard: typing filters, Enter takes the first match.
  const country = page.getByRole('combobox', { name: x.wizard.country });
  await country.fill(x.wizard.countryName);
  await country.press('Enter');
  await expect(country).toHaveValue(x.wizard.countryName);
  const region = page.getByRole('combobox', { name: x.wizard.region });
  await region.fill('Lombardia');
  await region.press('Enter');
  await expect(region).toHaveValue('Lombardia');
  await page.getByRole('button', { name: x.wizard.next }).press('Enter');
  await expect(page.getByRole('heading', { name: x.wizard.step(4) })).toBeVisible();
  await page.getByLabel(x.wizard.budget).fill('250000');
  await page.getByRole('button', { name: x.wizard.next }).press('Enter');
  await expect(page.getByRole('heading', { name: x.wizard.step(5) })).toBeVisible();
  await page.getByRole('button', { name: x.wizard.create }).press('Enter');

  // The new project opens at its top with the focus on its title.
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\?tab=evaluation$/, LOAD);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(LOAD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Stored as codes: ISO 3166-1 IT and NUTS 2 ITC4.
  const created = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { country: string; region: string };
  expect([created.country, created.region]).toEqual(['IT', 'ITC4']);

  // First run: the summary appears beside the button, announced in the polite live region, and
  // the focus stays on the Run button (disabled while the server worked).
  await expect(page.getByTestId('inputs-source')).toHaveAttribute('data-source', 'industry-defaults', LOAD);
  await expect(page.getByTestId('evaluation-inputs')).toHaveAttribute('data-mode', 'simple');
  const run = page.getByRole('button', { name: x.run });
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('run-summary')).toBeVisible(LOAD);
  const status = page.getByTestId('run-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(x.stored(1));
  await expect(run).toBeFocused();
  const v1 = await stored(page, projectId, 1);
  await expect(page.getByTestId('run-summary-score')).toContainText(`${score(x.lng, v1.result.score.total)} / 100`);
  const summaryBox = await page.getByTestId('run-summary').boundingBox();
  const runBox = await run.boundingBox();
  expect(summaryBox && runBox && summaryBox.y - (runBox.y + runBox.height)).toBeLessThan(120); // right under the button

  expect(await seriousAxe(page), 'evaluation tab with the summary').toEqual([]);

  // Change one input, give the reason, run again (keyboard).
  const price = page.getByLabel(x.price, { exact: true });
  await price.fill(String(Number(await price.inputValue()) * 2));
  await page.getByLabel(x.note).fill(x.noteText);
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(x.stored(2), LOAD);
  await expect(page.getByTestId('run-summary-note')).toContainText(x.noteText);
  const v2 = await stored(page, projectId, 2);
  expect(v2.note).toBe(x.noteText);

  // One click to the full results, focus on their heading.
  await page.getByRole('button', { name: x.openResults(2) }).press('Enter');
  await expect(page.getByTestId('stored-results')).toBeVisible(LOAD);
  await expect(page.locator('#results-heading')).toBeFocused();

  // The History tab, from the tab list with the arrow keys.
  const evaluationTab = page.getByRole('tab', { name: x.tabs.evaluation });
  await evaluationTab.focus();
  // Focus selects the tab (automatic activation); the arrow keys start from there once it is drawn.
  await expect(evaluationTab).toHaveAttribute('aria-selected', 'true');
  await expect(evaluationTab).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: x.tabs.evaluation })).toBeVisible();
  // One key at a time, each tab selected before the next (a heavy tab's render must not swallow a key press).
  for (const name of [
    x.tabs.results,
    x.tabs.score,
    x.tabs.documents,
    x.tabs.compliance,
    x.tabs.funding,
    x.tabs.reports,
    x.tabs.questions,
    x.tabs.history,
  ]) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByTestId(`history-note-2`)).toHaveText(x.noteText);
  await expect(page.getByRole('link', { name: x.metricsLink })).toHaveAttribute('href', `/metrics?project=${projectId}`);

  // The comparison (defaults: the latest two): one input changed, the price; the score's move and
  // the sub-factor that moved most, as the stored versions say.
  const compare = page.getByTestId('version-compare');
  await expect(compare.locator('#compare-from')).toHaveValue('1');
  await expect(compare.locator('#compare-to')).toHaveValue('2');
  const inputs = compare.getByTestId('compare-inputs').getByRole('listitem');
  await expect(inputs).toHaveCount(1);
  await expect(inputs.first()).toHaveAttribute('data-path', 'assumptions.drivers.pricePerUnit.value');
  await expect(inputs.first()).toContainText(x.price.replace(/ \(EUR\)$/, ''));
  const delta = v2.result.score.total - v1.result.score.total;
  await expect(compare.getByTestId('compare-headline')).toContainText(
    `${score(x.lng, v1.result.score.total)} → ${score(x.lng, v2.result.score.total)} (${one(x.lng, delta, true)}`,
  );
  const before = new Map(v1.result.score.subFactors.map((s) => [s.id, s.points]));
  const moves = v2.result.score.subFactors
    .map((s) => ({ id: s.id, d: s.points - (before.get(s.id) ?? 0) }))
    .filter((m) => Math.abs(m.d) > 1e-9);
  moves.sort((a, b) => Math.abs(b.d) - Math.abs(a.d) || a.id.localeCompare(b.id));
  if (moves.length > 0) {
    const first = compare.getByTestId('compare-subfactors').getByRole('listitem').first();
    await expect(first).toHaveAttribute('data-subfactor', moves[0]!.id);
    await expect(first).toContainText(one(x.lng, moves[0]!.d, true));
  }
  await expect(compare.getByTestId('compare-notes')).toContainText(`${x.notePrefix(2)}${x.noteText}`);

  // No serious axe violation in the comparison, in the light theme and then the dark one.
  expect(await seriousAxe(page), 'history, light').toEqual([]);
  await switchToDarkTheme(page);
  expect(await seriousAxe(page), 'history, dark').toEqual([]);

  // Readable at 375 px: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe('a founder compares two versions and reads why the score moved', () => {
  test.use({
    storage: {
      'cookie-consent': JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        functional: false,
        consentDate: '2025-01-01T00:00:00.000Z',
      }),
      hasSeenOnboarding: 'true',
    },
  });

  test('in English', async ({ page, consoleProblems }) => {
    test.setTimeout(120_000);
    await founder(page, EN, 'Clinic booking');
    expect(consoleProblems).toEqual([]);
  });

  test.describe('in Italian', () => {
    test.use({ locale: 'it-IT' });
    test('in italiano', async ({ page, consoleProblems }) => {
      test.setTimeout(120_000);
      await founder(page, IT, 'Prenotazioni cliniche');
      expect(consoleProblems).toEqual([]);
    });
  });
});
