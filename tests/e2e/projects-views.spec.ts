/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { apiPost, baseUrl, expect, QUIET_STORAGE, registerUser, signIn, switchToDarkTheme, test } from './support/fixtures.ts';
import { FIRST_LOAD, minimal, newProponent } from './projects-setup.ts';

test('an evaluated project shows its latest score in the list and its versions in the history tab', async ({ page, consoleProblems }) => {
  await newProponent(page);
  const project = (await apiPost(page.request, '/api/projects', minimal('Evaluated farm'))) as { id: string };
  const run = (await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000, seed: 7 })) as {
    version: number;
    score: { total: number; tier: string };
    npv: number;
  };
  const tierLabel: Record<string, string> = { ready: 'Ready', developing: 'Developing', 'not-yet-ready': 'Not yet ready' };
  // One display rule for every score (cr-score.md, Display): one decimal, always.
  const score = `${run.score.total.toFixed(1)} / 100 · ${tierLabel[run.score.tier]}`;

  await page.goto('/projects');
  await expect(page.getByTestId('row-score')).toHaveText(score, FIRST_LOAD);
  await page.getByRole('link', { name: 'Evaluated farm' }).click();
  await expect(page.getByTestId('header-score')).toHaveText(`CR score: ${score}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  const table = page.getByRole('table', { name: 'Evaluations of this project, newest first' });
  const row = table.getByRole('row', { name: new RegExp(`^v${run.version} `) });
  await expect(row).toContainText(`${run.score.total.toFixed(1)} / 100`);
  // Intl's amount, with a negative one kept on one line: U+2212 and a word joiner before the euro sign (src/web/lib/format.ts).
  const npv = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    .format(run.npv)
    .replace(/^-/, '\u2212\u2060');
  await expect(row).toContainText(npv);
  const csv = row.getByRole('link', { name: `Results (v${run.version})` });
  await expect(csv).toHaveAttribute('href', `/api/projects/${project.id}/evaluations/${run.version}/results.csv`);
  const download = await page.request.get(`/api/projects/${project.id}/evaluations/${run.version}/results.csv`);
  expect(download.status()).toBe(200);
  expect(consoleProblems).toEqual([]);
});

test("another user's project is not found, with a way back", async ({ page, browser }) => {
  const owner = await registerUser(page.request, 'proponent');
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  const theirs = (await apiPost(ownerPage.request, '/api/projects', minimal('Not yours'))) as { id: string };
  await ownerContext.close();

  await newProponent(page);
  await page.goto(`/projects/${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Not yours')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test.describe('in Italian', () => {
  test.use({ storage: { ...QUIET_STORAGE, language: 'it' } });

  test('the list and the industry search speak Italian', async ({ page, consoleProblems }) => {
    await newProponent(page);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('project-usage')).toHaveText('0 di 1 progetto con il piano Free');
    // 375 px: no horizontal page scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'Crea il tuo primo progetto' }).click();
    await page.getByLabel('Titolo del progetto').fill('Officina software');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('combobox', { name: 'Settore (NACE Rev. 2 / ATECO 2007)' }).fill('produzione di software');
    await page.getByRole('option', { name: /^62\.01 Produzione di software/ }).click();
    await expect(page.getByTestId('industry-selected')).toContainText(
      "Selezionato: 62.01 — Produzione di software non connesso all'edizione",
    );
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByText('Mercato di riferimento: campo obbligatorio.')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
});

// The shell around the page is checked by a11y.spec.ts; this looks at the projects screens only.
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('#main-content')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Axe in the light theme, then in the dark one (switched in place, no reload). */
async function bothThemes(page: Page, what: string) {
  expect(await seriousViolations(page), `${what} (light)`).toEqual([]);
  await switchToDarkTheme(page);
  expect(await seriousViolations(page), `${what} (dark)`).toEqual([]);
}

test.describe('accessibility', () => {
  test('the list', async ({ page }) => {
    await newProponent(page);
    await apiPost(page.request, '/api/projects', minimal('Accessible farm'));
    await page.goto('/projects');
    await expect(page.getByTestId('project-row')).toHaveCount(1, FIRST_LOAD);
    await bothThemes(page, '/projects');
  });

  test('the project page', async ({ page }) => {
    await newProponent(page);
    const project = (await apiPost(page.request, '/api/projects', minimal('Accessible farm'))) as { id: string };
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessible farm', FIRST_LOAD);
    await bothThemes(page, '/projects/:id');
  });

  test('the wizard with the industry list open', async ({ page }) => {
    await newProponent(page);
    await page.goto('/projects/new');
    await page.getByLabel('Project title').fill('A');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox').fill('software');
    await expect(page.getByRole('option').first()).toBeVisible();
    await bothThemes(page, '/projects/new');
  });
});

test('in Italian the wizard offers countries and regions by their names, from the keyboard', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await newProponent(page);
  await page.goto('/projects/new');
  await page.getByLabel('Titolo del progetto').fill('Agriturismo a Creta', FIRST_LOAD);
  await page.getByRole('button', { name: 'Avanti' }).click();
  const industry = page.getByRole('combobox', { name: 'Settore (NACE Rev. 2 / ATECO 2007)' });
  await industry.fill('55.20');
  await industry.press('Enter');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByLabel('Mercato di riferimento').fill('Turisti europei');

  // Greece is "Grecia" in Italian, and its NUTS regions are coded EL: Crete is EL43, Κρήτη (Kriti).
  const country = page.getByRole('combobox', { name: 'Paese (facoltativo)' });
  await country.fill('grec');
  await expect(page.getByRole('option', { name: /^Grecia/ })).toBeVisible();
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('Grecia');
  const region = page.getByRole('combobox', { name: 'Regione (facoltativa)' });
  await region.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveCount(13);
  await region.fill('kriti');
  await region.press('Enter');
  await expect(page.getByTestId('region-picker-selected')).toHaveText('Selezionato: Kriti / Κρήτη (EL43)');

  // A country without a NUTS list takes the region as free text.
  await country.fill('Svizzera');
  await country.press('Enter');
  await expect(page.getByLabel('Regione (facoltativa)')).toHaveValue('');
  await page.getByLabel('Regione (facoltativa)').fill('Ticino');
  await country.fill('grecia');
  await country.press('Enter');
  await region.fill('creta');
  await expect(page.getByText('Nessuna regione di questo paese corrisponde. Prova un altro nome o un codice NUTS.')).toBeVisible();
  await region.fill('EL43');
  await region.press('Enter');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByLabel('Budget stimato').fill('250000');
  await page.getByRole('button', { name: 'Avanti' }).click();
  const review = page.getByTestId('wizard-review');
  await expect(review).toContainText('Grecia');
  await expect(review).toContainText('Kriti / Κρήτη (EL43)');
  await page.getByRole('button', { name: 'Crea progetto' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}/);
  const id = page.url().match(/projects\/([0-9a-f-]{36})/)![1]!;
  expect(await (await page.request.get(`${baseUrl()}/api/projects/${id}`)).json()).toMatchObject({ country: 'GR', region: 'EL43' });
  expect(consoleProblems).toEqual([]);
});
