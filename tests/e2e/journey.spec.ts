/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { baseUrl, expect, test } from './support/fixtures.ts';

/**
 * Issue 5's "done when", as a new proponent does it in the browser: sign up on /register, create a
 * project with the wizard, enter a business plan, run the evaluation on the server, read the results,
 * the charts and the CR score with its explanation — once in English, once in Italian.
 *
 * Oracle for the numbers: the test recomputes the NPV from the stored project cash flows with the
 * closed form Σ CF_t / (1 + r)^t (relative tolerance 1e-9), checks the rate is the one typed in the
 * form, and checks the screen shows the stored NPV and score.
 */

const FIRST_LOAD = { timeout: 20_000 };

interface Texts {
  lng: string;
  register: { email: string; username: string; password: string; role: RegExp; submit: string };
  projectsHeading: string;
  wizard: {
    next: string;
    create: string;
    title: string;
    industry: string;
    targetMarket: string;
    country: string;
    budget: string;
    step: (n: number) => RegExp;
  };
  tabs: { evaluation: string; score: string };
  advanced: string;
  openResults: RegExp;
  discountRate: string;
  taxRate: string;
  rangeError: string;
  pNegative: string;
  worst: string;
  run: string;
  weights: [string, string, string];
  /** The lifecycle badge after a run on the founder's own plan (docs/methodology/lifecycle.md). */
  evaluated: string;
}

const EN: Texts = {
  lng: 'en-GB',
  register: {
    email: 'E-mail address',
    username: 'Name shown to others',
    password: 'Password',
    role: /^Proponent/,
    submit: 'Create account',
  },
  projectsHeading: 'Projects',
  wizard: {
    next: 'Next',
    create: 'Create project',
    title: 'Project title',
    industry: 'Industry (NACE Rev. 2 / ATECO 2007)',
    targetMarket: 'Target market',
    country: 'Country (optional)',
    budget: 'Estimated budget',
    step: (n) => new RegExp(`^Step ${n} of 5`),
  },
  tabs: { evaluation: 'Evaluation', score: 'CR score' },
  advanced: 'Advanced',
  openResults: /^See the full results of version 1/,
  discountRate: 'Discount rate (%)',
  taxRate: 'Tax rate (%)',
  rangeError: 'Enter a value from 0 to 100.',
  pNegative: 'P(NPV < 0)',
  worst: 'Worst',
  run: 'Run evaluation',
  weights: ['Weight 35%', 'Weight 30%', 'Weight 35%'],
  evaluated: 'Evaluated',
};

const IT: Texts = {
  lng: 'it-IT',
  register: {
    email: 'Indirizzo e-mail',
    username: 'Nome visibile agli altri',
    password: 'Password',
    role: /^Proponente/,
    submit: "Crea l'account",
  },
  projectsHeading: 'Progetti',
  wizard: {
    next: 'Avanti',
    create: 'Crea progetto',
    title: 'Titolo del progetto',
    industry: 'Settore (NACE Rev. 2 / ATECO 2007)',
    targetMarket: 'Mercato di riferimento',
    country: 'Paese (facoltativo)',
    budget: 'Budget stimato',
    step: (n) => new RegExp(`^Passaggio ${n} di 5`),
  },
  tabs: { evaluation: 'Valutazione', score: 'Punteggio CR' },
  advanced: 'Avanzate',
  openResults: /^Vedi i risultati completi della versione 1/,
  discountRate: 'Tasso di sconto (%)',
  taxRate: 'Aliquota fiscale (%)',
  rangeError: 'Inserisci un valore da 0 a 100.',
  pNegative: 'P(VAN < 0)',
  worst: 'Peggiore',
  run: 'Esegui la valutazione',
  weights: ['Peso 35%', 'Peso 30%', 'Peso 35%'],
  evaluated: 'Valutato',
};

interface Stored {
  input: { assumptions: { drivers: { discountRate: { value: number } } } };
  result: { plan: { projectCashFlows: number[]; metrics: { npv: number } }; score: { total: number } };
}

const closedFormNpv = (rate: number, flows: readonly number[]) => flows.reduce((sum, cf, t) => sum + cf / (1 + rate) ** t, 0);
// Intl's amount with the app's unbreakable minus (U+2212, and a word joiner before a currency sign: src/web/lib/format.ts unbreakable).
const money = (lng: string, v: number) =>
  new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    .format(v)
    .replace(/^-(\D?)/, (_, next: string) => (next ? `\u2212\u2060${next}` : '\u2212'));

async function journey(page: Page, x: Texts, title: string) {
  // Sign up through the form: the browser holds the new session.
  await page.goto('/register');
  await page.getByLabel(x.register.email).fill(`journey.${x.lng}.${Date.now().toString(36)}@e2e.test`);
  await page.getByLabel(x.register.username).fill('Paola Proponent');
  await page.getByLabel(x.register.password, { exact: true }).fill('journey password 2025');
  await page.getByLabel(x.register.role).check();
  await page.getByRole('button', { name: x.register.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/, FIRST_LOAD);

  // Create the project with the wizard.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: x.projectsHeading })).toBeVisible(FIRST_LOAD);
  await page.goto('/projects/new');
  await expect(page.getByRole('heading', { name: x.wizard.step(1) })).toBeVisible(FIRST_LOAD);
  await page.getByLabel(x.wizard.title).fill(title);
  await page.getByRole('button', { name: x.wizard.next }).click();
  await expect(page.getByRole('heading', { name: x.wizard.step(2) })).toBeVisible();
  await page.getByRole('combobox', { name: x.wizard.industry }).fill('62.01');
  await page.getByRole('option', { name: /^62\.01/ }).click();
  await page.getByRole('button', { name: x.wizard.next }).click();
  await expect(page.getByRole('heading', { name: x.wizard.step(3) })).toBeVisible();
  await page.getByLabel(x.wizard.targetMarket).fill('Private clinics in Lombardy');
  // The country is picked from its list: typing its code puts it first, Enter takes it.
  await page.getByLabel(x.wizard.country).fill('IT');
  await page.getByLabel(x.wizard.country).press('Enter');
  await page.getByRole('button', { name: x.wizard.next }).click();
  await expect(page.getByRole('heading', { name: x.wizard.step(4) })).toBeVisible();
  await page.getByLabel(x.wizard.budget).fill('250000');
  await page.getByRole('button', { name: x.wizard.next }).click();
  await expect(page.getByRole('heading', { name: x.wizard.step(5) })).toBeVisible();
  await page.getByRole('button', { name: x.wizard.create }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\?tab=evaluation$/, FIRST_LOAD);
  const projectId = /\/projects\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Enter the business plan: start from the industry's defaults, set the discount rate to 14 % (the software default is 12 %).
  await expect(page.getByTestId('inputs-source')).toHaveAttribute('data-source', 'industry-defaults', FIRST_LOAD);
  const rate = page.getByLabel(x.discountRate, { exact: true });
  await rate.fill('14');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await expect(page.getByTestId('preview-npv')).toBeVisible();
  // A value out of range is refused in the user's language, and the typed value comes back unharmed
  // (the tax rate is one of the advanced view's inputs).
  await page.getByRole('switch', { name: x.advanced }).click();
  const tax = page.getByLabel(x.taxRate, { exact: true });
  const taxBefore = await tax.inputValue();
  await tax.fill('150');
  await expect(page.getByText(x.rangeError)).toBeVisible();
  await tax.fill(taxBefore);
  await expect(page.getByText(x.rangeError)).toHaveCount(0);

  // The preview computes what the run will store (ADR 0012): read its score once it has settled.
  await expect(page.getByTestId('preview')).toHaveAttribute('data-state', 'ok', FIRST_LOAD);
  const previewScore = await page.getByTestId('preview-score').textContent();

  // Run on the server; the results shown are the stored version's.
  await page.getByRole('button', { name: x.run }).click();
  // The summary shows beside the Run button; the full results are one click away, in their tab.
  await expect(page.getByTestId('run-summary')).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: x.openResults }).click();
  await expect(page.getByTestId('stored-results')).toBeVisible(FIRST_LOAD);
  const res = await page.request.get(`${baseUrl()}/api/projects/${projectId}/evaluations/1`);
  expect(res.status()).toBe(200);
  const stored = (await res.json()) as Stored;
  expect(stored.input.assumptions.drivers.discountRate.value).toBeCloseTo(0.14, 12);
  const npv = closedFormNpv(0.14, stored.result.plan.projectCashFlows);
  expect(Math.abs(stored.result.plan.metrics.npv - npv)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(npv)));
  await expect(page.getByTestId('metric-npv')).toContainText(money(x.lng, npv));
  await expect(page.getByTestId('histogram').getByRole('img')).toBeVisible();
  await expect(page.getByTestId('tornado').getByRole('img')).toBeVisible();
  for (const s of ['worst', 'base', 'best']) await expect(page.getByTestId(`scenario-${s}`)).toBeVisible();
  await expect(page.getByTestId('histogram')).toContainText(x.pNegative);
  await expect(page.getByTestId('scenario-worst')).toContainText(x.worst);

  // The CR score tab: total, pillars with their weights, the compliance caveat.
  await page.getByRole('tab', { name: x.tabs.score }).click();
  const panel = page.getByTestId('score-panel');
  // One display rule (cr-score.md, Display): exactly one decimal in the reader's language, the same in the
  // preview, the score card and the header.
  const shownScore = `${new Intl.NumberFormat(x.lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stored.result.score.total)} / 100`;
  await expect(panel.getByTestId('score-total')).toContainText(shownScore);
  expect(previewScore).toContain(shownScore);
  await expect(page.getByTestId('header-score')).toContainText(shownScore);
  // Own inputs (the discount rate changed), declared data only: evaluated, not "completed".
  await expect(page.getByTestId('lifecycle-badge')).toContainText(x.evaluated);
  await expect(panel.getByTestId('pillar-market-weight')).toContainText(x.weights[0]);
  await expect(panel.getByTestId('pillar-financial-weight')).toContainText(x.weights[1]);
  await expect(panel.getByTestId('pillar-compliance-weight')).toContainText(x.weights[2]);
  await expect(panel.getByTestId('compliance-note')).toBeVisible();
}

test.describe('a new proponent, from sign-up to a CR score', () => {
  // A first visitor: no stored language, consent and tour already dealt with.
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
    test.setTimeout(90_000);
    await journey(page, EN, 'Clinic software');
    expect(consoleProblems).toEqual([]);
  });

  test.describe('in Italian', () => {
    test.use({ locale: 'it-IT' });
    test('in italiano', async ({ page, consoleProblems }) => {
      test.setTimeout(90_000);
      await journey(page, IT, 'Software per cliniche');
      expect(consoleProblems).toEqual([]);
    });
  });
});
