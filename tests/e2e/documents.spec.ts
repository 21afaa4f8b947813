/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  actorPage,
  apiPost,
  apiPut,
  consoleWatchOfEachTest,
  expect,
  registerUser,
  signIn,
  switchToDarkTheme,
  test,
  watchConsole,
} from './support/fixtures.ts';
import { createZip } from '../../src/server/lib/zip.ts';
import { EXPECTED_FIGURES, writeBusinessPlanPdf, writeFinancialModelXlsx, writePitchDeckPdf } from '../fixtures/documents/generate.ts';

/**
 * Issue 12 as a proponent lives it: upload a business plan, a financial model and a pitch deck on a
 * project, watch them reach "analysed" (the tab polls), open the plan's review, see the TAM figure's
 * page drawn with the quote highlighted, accept it, and find the CR score's TAM sub-factor evidenced
 * with a link back to the source; the model's revenue shown in its highlighted cell; hostile files (a
 * Windows executable named .pdf, an archive bomb named .xlsx) refused with the translated reason;
 * the plan deleted, the accepted TAM keeps its citation as "deleted". In English and in Italian.
 *
 * The fixtures are docs-analysis's generators (tests/fixtures/documents/generate.ts) and their oracle
 * EXPECTED_FIGURES: the plan's TAM € 4.2 bn on page 5 (EN "€ 4.2 bn", IT "4,2 mld di euro"); the
 * model's P&L revenue 2025 in P&L!B3.
 */

const TAM_QUOTE = 'Total addressable market (TAM): € 1.2 billion';

/** A PDF with a text layer, one line per string (Helvetica's WinAnsi encoding has "€"): the screens' test below. */
async function pdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 22, size: 13, font }));
  }
  return Buffer.from(await doc.save());
}

/** The contract test's plan: the TAM on page 2. */
const planPdf = () =>
  pdf([
    [
      'Business plan 2026-2030: Clinic scheduling software',
      'Problem',
      'Clinics lose 12% of appointments to no-shows.',
      'Solution',
      'A scheduling service with reminders.',
    ],
    [
      'Market',
      TAM_QUOTE,
      'Serviceable addressable market (SAM): € 300 million',
      'Competition',
      'Three national competitors.',
      'Business model',
      'Subscription per clinic.',
    ],
    [
      'Team',
      'Two founders with ten years in healthcare IT.',
      'Financial plan',
      'Revenue 2026: € 600,000',
      'Funding request',
      'We seek € 500,000 for product and sales.',
      'Risks',
      'Milestones',
    ],
  ]);

/** The three documents of the journey, from the generators, under the names a proponent would give them. */
async function journeyFiles(lng: 'en' | 'it') {
  const dir = mkdtempSync(join(tmpdir(), 'docs-e2e-'));
  const [plan, model, deck] = await Promise.all([writeBusinessPlanPdf(dir, lng), writeFinancialModelXlsx(dir), writePitchDeckPdf(dir)]);
  const files = [
    { name: 'business-plan.pdf', mimeType: 'application/pdf', buffer: readFileSync(plan) },
    {
      name: 'financial-model.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(model),
    },
    { name: 'pitch-deck.pdf', mimeType: 'application/pdf', buffer: readFileSync(deck) },
  ];
  rmSync(dir, { recursive: true, force: true });
  return files;
}

const ORACLE = {
  tam: EXPECTED_FIGURES.businessPlanEn.find((f) => f.key === 'tam')!,
  revenue: EXPECTED_FIGURES.financialModel.find((f) => f.key === 'revenue' && f.period === 2025)!,
};

/** A Windows executable's first bytes under a .pdf name: the type decided from the content disagrees. */
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);

/** A workbook whose one sheet is 20 MB of zeros: deflates about 1000:1 (the server's limit is 200:1). */
const xlsxBomb = () =>
  createZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="P&amp;L" sheetId="1"/></sheets></workbook>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024) },
  ]);

/** The translated message the screen should show for a code, when the catalogue has it (it arrives with the upload routes). */
function catalogued(lng: 'en' | 'it', code: string): string | null {
  const file = resolve(process.cwd(), 'src/web/locales', lng, 'errors.json');
  const errors = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return typeof errors[code] === 'string' ? (errors[code] as string) : null;
}

/** A locale string by its dotted path (the oracle for what the screen shows), `{{name}}` filled in. */
function locale(lng: 'en' | 'it', ns: string, path: string, vars: Record<string, string> = {}): string {
  const file = resolve(process.cwd(), 'src/web/locales', lng, `${ns}.json`);
  let v: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const k of path.split('.')) v = (v as Record<string, unknown>)[k];
  if (typeof v !== 'string') throw new Error(`no ${lng}/${ns}:${path}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

const watch = consoleWatchOfEachTest();

async function axe(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const TEXT = {
  en: { evidenced: 'Evidenced', tamQuote: '€ 4.2 bn' },
  it: { evidenced: 'Documentato', tamQuote: '4,2 mld di euro' },
} as const;

for (const lng of ['en', 'it'] as const) {
  test(`${lng}: upload three documents, review the plan's TAM on its highlighted page, accept it, the CR score's TAM is evidenced, hostile files refused, the plan deleted keeps its citation`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const account = await registerUser(request, 'proponent');
    const page = await actorPage(browser, account, { console: watch, lng });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `GreenGrid ${lng}`,
      industry: '62.01',
      targetMarket: 'Industrial SMEs',
      estimatedBudget: 1_500_000,
    })) as { id: string };
    const defaults = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as Record<string, unknown>;
    await apiPut(page.request, `/api/projects/${project.id}/evaluation-inputs`, {
      assumptions: defaults.assumptions,
      market: { tamEur: 500_000_000 },
      revenueModel: 'recurring',
      complianceAnswers: {},
    });

    // Upload three files at once from the Documents tab; each gets its own progress bar.
    await page.goto(`/projects/${project.id}?tab=documents`);
    await expect(page.getByTestId('project-documents')).toBeVisible();
    await page.getByTestId('upload-input').setInputFiles(await journeyFiles(lng));
    await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(3);

    // The tab polls while any is queued or processing: all three reach "analysed".
    await expect(page.locator('[data-testid="document-row"] [data-status="analysed"]')).toHaveCount(3, { timeout: 90_000 });
    if (lng === 'en') expect(await axe(page, '[data-testid="project-documents"]')).toEqual([]);

    // Hostile files: refused with the server's translated reason, nothing stored.
    await page.getByTestId('upload-input').setInputFiles([{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe() }]);
    const refusal = page.getByTestId('upload-refusal');
    await expect(refusal).toBeVisible({ timeout: 15_000 });
    await expect(refusal).toHaveText(catalogued(lng, 'FILE_TYPE_NOT_ALLOWED')!);
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        { name: 'model-2.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsxBomb() },
      ]);
    // the newest upload is listed first
    await expect(page.getByTestId('upload-item').first().getByTestId('upload-refusal')).toHaveText(
      `${catalogued(lng, 'FILE_UNSAFE')} ${locale(lng, 'errors', 'FILE_UNSAFE_reasons.archive_ratio')}`,
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('document-row')).toHaveCount(3);

    // /documents lists them with their project.
    await page.goto('/documents');
    await expect(page.getByTestId('documents-page').getByTestId('document-row')).toHaveCount(3, { timeout: 15_000 });
    await expect(
      page
        .getByTestId('documents-page')
        .getByRole('link', { name: `GreenGrid ${lng}` })
        .first(),
    ).toBeVisible();

    // The model's review: the 2025 revenue beside its sheet, the cited cell marked.
    await page.locator('[data-testid="document-row"][data-filename="financial-model.xlsx"] a').first().click();
    await expect(page.getByTestId('review-page')).toBeVisible();
    const revenue = page.locator(`[data-testid="figure-row"][data-key="revenue"]`).first();
    await expect(revenue).toBeVisible({ timeout: 15_000 });
    await revenue.locator('button[aria-pressed]').click();
    await expect(page.getByTestId('cited-cell')).toBeVisible();
    await page.goBack();

    // The plan's review: the TAM figure beside its page, drawn with the quote highlighted.
    await page.locator('[data-testid="document-row"][data-filename="business-plan.pdf"] a').first().click();
    await expect(page.getByTestId('review-page')).toBeVisible();
    const tam = page.locator('[data-testid="figure-row"][data-key="tam"]').first();
    await expect(tam).toBeVisible({ timeout: 15_000 });
    await tam.locator('button[aria-pressed]').click();
    await expect(page.getByTestId('figure-quote')).toContainText(TEXT[lng].tamQuote);
    const viewer = page.getByTestId('pdf-view');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(page.getByTestId('pdf-highlight').first()).toBeVisible();
    await expect(page.getByTestId('checklist')).toBeVisible();
    if (lng === 'en') expect(await axe(page, '[data-testid="review-page"]')).toEqual([]);

    // A table figure: the quote is the row's label and its values up to the cited one, highlighted too.
    const capex = page.locator('[data-testid="figure-row"][data-key="capex"]').first();
    await capex.locator('button[aria-pressed]').click();
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(page.getByTestId('pdf-highlight').first()).toBeVisible();

    // Accept the TAM with the keyboard: the decision is announced and recorded with who and when.
    await tam.locator('button[aria-pressed]').click();
    await tam.locator('[data-action="accept"]').focus();
    await page.keyboard.press('Enter');
    await expect(tam).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('figure-announce')).not.toHaveText('');
    await expect(tam).toContainText(account.username);

    // What the preview scores with: the TAM is evidenced by the plan (page 5, the oracle's page).
    const inputs = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as {
      evidence?: { flags: Record<string, true>; links: Record<string, { filename: string; page?: number }> };
    };
    expect(inputs.evidence?.flags['market.tam']).toBe(true);
    expect(inputs.evidence?.links['market.tam']).toMatchObject({ filename: 'business-plan.pdf', page: ORACLE.tam.page });

    // A run now scores with the evidence: the TAM sub-factor is evidenced and links to its source.
    await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000 });
    await page.goto(`/projects/${project.id}?tab=score`);
    const sub = page.locator('[data-subfactor="market.tam"]');
    await expect(sub).toHaveAttribute('data-evidence', 'evidenced', { timeout: 15_000 });
    await expect(sub).toContainText(TEXT[lng].evidenced);
    const link = sub.getByTestId('evidence-link');
    await expect(link).toContainText('business-plan.pdf');
    await link.click();
    await expect(page).toHaveURL(/\/documents\/[0-9a-f-]+\?figure=/);
    await expect(page.locator('[data-testid="figure-row"][data-key="tam"][data-status="accepted"]').first()).toBeVisible();

    // Delete the plan: the accepted TAM stays, evidenced, its citation named as from a deleted source.
    await page.goto(`/projects/${project.id}?tab=documents`);
    const planRow = page.locator('[data-testid="document-row"][data-filename="business-plan.pdf"]');
    await planRow.getByRole('button', { name: locale(lng, 'documents', 'list.deleteNamed', { name: 'business-plan.pdf' }) }).click();
    await page.getByTestId('confirm-delete').click();
    await expect(page.getByTestId('document-row')).toHaveCount(2, { timeout: 15_000 });
    await page.goto(`/projects/${project.id}?tab=score`);
    await expect(sub).toHaveAttribute('data-evidence', 'evidenced', { timeout: 15_000 });
    await expect(sub).toContainText(locale(lng, 'score', 'evidenceSource.deleted', { name: 'business-plan.pdf' }));
    await expect(sub.getByTestId('evidence-link')).toHaveCount(0);
    await page.context().close();
  });
}

const D = '22222222-2222-4222-8222-222222222222';
const D2 = '77777777-2222-4222-8222-222222222222';
const F1 = '33333333-3333-4333-8333-333333333333';
const F2 = '44444444-4444-4444-8444-444444444444';
const F3 = '55555555-4444-4444-8444-444444444444';

/** Serious and critical axe findings of the whole page (dark: contrast only, as the other specs). */
async function axeAll(page: Page, dark = false): Promise<string[]> {
  const b = new AxeBuilder({ page });
  const r = await (
    dark ? b.withRules(['color-contrast']) : b.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The screens against the contract alone (the document routes answered by the test, the project and
 * session real): versions, a refusal, the apply diff, a failed document's reason, the PDF page with
 * its highlight, accept by keyboard with the focus moving on; axe in light, contrast in dark, 375 px.
 */
test('documents screens against the contract: list, refusal, apply diff, highlighted page, keyboard review; axe-clean light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  watchConsole(page, watch);
  await signIn(page, await registerUser(page.request, 'proponent'));
  const p = (await apiPost(page.request, '/api/projects', {
    title: 'Clinic',
    industry: '62.01',
    targetMarket: 'Clinics',
    estimatedBudget: 600_000,
  })) as { id: string };
  const summary = (id: string, filename: string, mediaType: string, extra = {}) => ({
    id,
    projectId: p.id,
    filename,
    mediaType,
    size: 12345,
    sha256: 'a'.repeat(64),
    status: 'analysed',
    version: 1,
    uploadedAt: '2026-11-25T10:00:00.000Z',
    uploadedBy: { id: 'u', name: 'Paola' },
    proposedFigures: 2,
    ...extra,
  });
  const detail = {
    ...summary(D, 'plan.pdf', 'application/pdf'),
    kind: 'business_plan',
    kindConfidence: 0.8,
    pages: 2,
    textLayer: true,
    ocr: 'not_needed',
    language: 'en',
    checklist: [
      { section: 'market', found: true, page: 2 },
      { section: 'team', found: false },
    ],
    risks: [{ code: 'implausible_growth', severity: 'warning', detail: { key: 'revenue', growth: 3 } }],
    failure: null,
    versions: [],
  };
  const xdetail = {
    ...summary(D2, 'model.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    kind: 'financial_model',
    kindConfidence: 0.9,
    pages: 1,
    textLayer: null,
    ocr: null,
    language: 'en',
    checklist: [],
    risks: [],
    failure: null,
    versions: [],
  };
  type Fig = { id: string; status: string; [k: string]: unknown };
  const fig = (id: string, key: string, value: number, citation: object, status = 'proposed', doc = D): Fig => ({
    id,
    documentId: doc,
    key,
    period: null,
    value,
    currency: 'EUR',
    source: 'rules',
    status,
    citation,
    originalValue: null,
    decidedBy: null,
    decidedAt: null,
    sourceDeleted: false,
  });
  let figs = [
    fig(F1, 'tam', 1.2e9, { page: 2, quote: 'Total addressable market (TAM): € 1.2 billion' }),
    fig(F2, 'sam', 3e8, { page: 2, quote: 'Serviceable addressable market (SAM): € 300 million' }),
  ];
  const pdfBytes = await planPdf();
  const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/documents**', async (route) => {
    const url = new URL(route.request().url());
    const m = route.request().method();
    if (url.pathname === '/api/documents')
      return route.fulfill(
        json([
          { ...summary(D, 'plan.pdf', 'application/pdf'), projectTitle: 'Clinic' },
          { ...summary(D2, 'model.xlsx', 'x', { status: 'failed', proposedFigures: 0 }), projectTitle: 'Clinic' },
        ]),
      );
    if (url.pathname === `/api/documents/${D}`) return route.fulfill(json(detail));
    if (url.pathname === `/api/documents/${D2}`)
      return route.fulfill(json({ ...xdetail, status: 'failed', failure: { code: 'analysis_failed', message: 'x' } }));
    if (url.pathname === `/api/documents/${D}/figures`) return route.fulfill(json(figs));
    if (url.pathname === `/api/documents/${D}/content`)
      return route.fulfill({ status: 200, contentType: 'application/pdf', body: pdfBytes });
    const decided = /figures\/([^/]+)\/(accept|reject)$/.exec(url.pathname);
    if (decided && m === 'POST') {
      figs = figs.map((f) =>
        f.id === decided[1]
          ? {
              ...f,
              status: decided[2] === 'accept' ? 'accepted' : 'rejected',
              decidedBy: { id: 'u', name: 'Paola' },
              decidedAt: '2026-11-25T11:00:00.000Z',
            }
          : f,
      );
      return route.fulfill(json(figs.find((f) => f.id === decided[1])));
    }
    return route.fulfill(json({ code: 'NOT_FOUND', message: 'no' }, 404));
  });
  await page.route(`**/api/projects/${p.id}/documents`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill(json({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'This file type is not allowed.' }, 415))
      : route.fulfill(
          json([
            summary(D, 'plan.pdf', 'application/pdf'),
            summary('88888888-2222-4222-8222-222222222222', 'plan.pdf', 'application/pdf', { version: 2 }),
          ]),
        ),
  );
  await page.route(`**/api/projects/${p.id}/figures?status=accepted`, (route) =>
    route.fulfill(json([fig(F3, 'tam', 1.2e9, { page: 2, quote: 'TAM' }, 'accepted')])),
  );

  await page.goto(`/projects/${p.id}?tab=documents`);
  await expect(page.getByTestId('document-row')).toHaveCount(1);
  await expect(page.getByText('1 older version')).toBeVisible();
  await page.getByTestId('upload-input').setInputFiles([{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ') }]);
  await expect(page.getByTestId('upload-refusal')).toBeVisible();
  await page.getByLabel(/TAM/).check();
  await page.getByTestId('apply-preview').click();
  await expect(page.getByTestId('apply-diff')).toContainText('Total addressable market');
  expect(await axeAll(page)).toEqual([]);

  await page.goto('/documents');
  await expect(page.getByTestId('document-row')).toHaveCount(2);
  await expect(page.getByTestId('document-failure')).toHaveText(locale('en', 'documents', 'failure.analysis_failed'));
  expect(await axeAll(page)).toEqual([]);

  await page.goto(`/documents/${D}`);
  await expect(page.getByTestId('pdf-view')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(page.getByTestId('pdf-highlight').first()).toBeVisible();
  expect(await axeAll(page)).toEqual([]);
  const tam = page.locator(`[data-figure="${F1}"]`);
  await tam.locator('[data-action="accept"]').focus();
  await page.keyboard.press('Enter');
  await expect(tam).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('figure-announce')).toHaveText(/Accepted: TAM/);
  await expect(page.locator(`[data-figure="${F2}"] [data-action="accept"]`)).toBeFocused();
  await switchToDarkTheme(page);
  expect(await axeAll(page, true)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  // At a phone's width each figure opens its own source in place (a disclosure button), not below the list.
  const sam = page.locator(`[data-figure="${F2}"]`);
  const toggle = sam.getByTestId('inline-source-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(sam.getByTestId('figure-quote')).toHaveText('Serviceable addressable market (SAM): € 300 million');
  await expect(sam.getByTestId('pdf-view')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(sam.getByTestId('pdf-highlight').first()).toBeVisible();
  await expect(page.getByTestId('source-view')).toHaveCount(1); // only the opened one: no side panel at this width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeAll(page, true)).toEqual([]);
});
