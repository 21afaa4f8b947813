/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiPost, apiPut, baseUrl, expect, QUIET_STORAGE, registerUser, signIn, switchToDarkTheme, test } from './support/fixtures.ts';
import type { Account } from './support/fixtures.ts';

/**
 * Issue 12 as a proponent lives it: upload a business plan, a financial model and a pitch deck on a
 * project, watch them reach "analysed" (the tab polls), open the plan's review, see the TAM figure's
 * page drawn with the quote highlighted, accept it, and find the CR score's TAM sub-factor evidenced
 * with a link back to the source; a hostile file (a Windows executable named .pdf) is refused with
 * the translated reason. In English and in Italian.
 *
 * The fixtures are made here (pdf-lib, exceljs); each expected figure is written down with its page
 * or cell: the plan's TAM "€ 1.2 billion" on page 2; the model's revenue 2026 in P&L!C3.
 */

const TAM_QUOTE = 'Total addressable market (TAM): € 1.2 billion';

/** A PDF with a text layer, one line per string (Helvetica's WinAnsi encoding has "€"). */
async function pdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 22, size: 13, font }));
  }
  return Buffer.from(await doc.save());
}

/** The business plan: the TAM on page 2, the sections an investor expects spread over three pages. */
const planPdf = () =>
  pdf([
    ['Business plan 2026-2030: Clinic scheduling software', 'Problem', 'Clinics lose 12% of appointments to no-shows.', 'Solution', 'A scheduling service with reminders.'],
    ['Market', TAM_QUOTE, 'Serviceable addressable market (SAM): € 300 million', 'Competition', 'Three national competitors.', 'Business model', 'Subscription per clinic.'],
    ['Team', 'Two founders with ten years in healthcare IT.', 'Financial plan', 'Revenue 2026: € 600,000', 'Funding request', 'We seek € 500,000 for product and sales.', 'Risks', 'Milestones'],
  ]);

async function modelXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L');
  ws.addRow(['Financial model (€)', '', '', '']);
  ws.addRow(['', '', 2026, 2027]);
  ws.addRow(['Revenue', '', 600000, 900000]); // revenue 2026 in C3
  ws.addRow(['EBITDA', '', 60000, 180000]);
  ws.addRow(['Capex', '', 250000, 50000]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const deckPdf = () => pdf([['Clinic scheduling', 'The pitch'], ['Problem', 'No-shows cost clinics money.'], ['Team', 'The ask: we are raising € 500,000']]);

/** A Windows executable's first bytes under a .pdf name: the type decided from the content disagrees. */
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);

/** The translated message the screen should show for a code, when the catalogue has it (it arrives with the upload routes). */
function catalogued(lng: 'en' | 'it', code: string): string | null {
  const file = resolve(process.cwd(), 'src/web/locales', lng, 'errors.json');
  const errors = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return typeof errors[code] === 'string' ? (errors[code] as string) : null;
}

const problems: string[] = [];
function watch(page: Page): void {
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/status of 4\d\d|Mutation failed: ApiRequestError: 4\d\d/.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
}
test.beforeEach(() => {
  problems.length = 0;
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function actor(browser: Browser, account: Account, lng: 'en' | 'it'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: lng === 'it' ? 'it-IT' : 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, { ...QUIET_STORAGE, language: lng });
  const page = await context.newPage();
  watch(page);
  await signIn(page, account);
  return page;
}

async function axe(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const TEXT = {
  en: { evidenced: 'Evidenced' },
  it: { evidenced: 'Documentato' },
} as const;

for (const lng of ['en', 'it'] as const) {
  test(`${lng}: upload three documents, review the plan's TAM on its highlighted page, accept it, and the CR score's TAM is evidenced`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const account = await registerUser(request, 'proponent');
    const page = await actor(browser, account, lng);
    const project = (await apiPost(page.request, '/api/projects', { title: `Clinic scheduling ${lng}`, industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 })) as { id: string };
    const defaults = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as Record<string, unknown>;
    await apiPut(page.request, `/api/projects/${project.id}/evaluation-inputs`, { assumptions: defaults.assumptions, market: { tamEur: 500_000_000 }, revenueModel: 'recurring', complianceAnswers: {} });

    // Upload three files at once from the Documents tab; each gets its own progress bar.
    await page.goto(`/projects/${project.id}?tab=documents`);
    await expect(page.getByTestId('project-documents')).toBeVisible();
    await page.getByTestId('upload-input').setInputFiles([
      { name: 'business-plan.pdf', mimeType: 'application/pdf', buffer: await planPdf() },
      { name: 'financial-model.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await modelXlsx() },
      { name: 'pitch-deck.pdf', mimeType: 'application/pdf', buffer: await deckPdf() },
    ]);
    await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(3);

    // The tab polls while any is queued or processing: all three reach "analysed".
    await expect(page.locator('[data-testid="document-row"] [data-status="analysed"]')).toHaveCount(3, { timeout: 90_000 });
    if (lng === 'en') expect(await axe(page, '[data-testid="project-documents"]')).toEqual([]);

    // A hostile file: refused with the server's translated reason, nothing stored.
    await page.getByTestId('upload-input').setInputFiles([{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe() }]);
    const refusal = page.getByTestId('upload-refusal');
    await expect(refusal).toBeVisible({ timeout: 15_000 });
    const expected = catalogued(lng, 'FILE_TYPE_NOT_ALLOWED');
    if (expected) await expect(refusal).toHaveText(expected);
    else await expect(refusal).not.toHaveText('');
    await expect(page.getByTestId('document-row')).toHaveCount(3);

    // /documents lists them with their project.
    await page.goto('/documents');
    await expect(page.getByTestId('documents-page').getByTestId('document-row')).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByTestId('documents-page').getByRole('link', { name: `Clinic scheduling ${lng}` }).first()).toBeVisible();

    // The plan's review: the TAM figure beside its page, drawn with the quote highlighted.
    await page.locator('[data-testid="document-row"][data-filename="business-plan.pdf"] a').first().click();
    await expect(page.getByTestId('review-page')).toBeVisible();
    const tam = page.locator('[data-testid="figure-row"][data-key="tam"]').first();
    await expect(tam).toBeVisible({ timeout: 15_000 });
    await tam.locator('button[aria-pressed]').click();
    await expect(page.getByTestId('figure-quote')).toContainText('1.2 billion');
    const viewer = page.getByTestId('pdf-view');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(page.getByTestId('pdf-highlight').first()).toBeVisible();
    await expect(page.getByTestId('checklist')).toBeVisible();
    if (lng === 'en') expect(await axe(page, '[data-testid="review-page"]')).toEqual([]);

    // Accept it with the keyboard: the decision is announced and recorded with who and when.
    await tam.locator('[data-action="accept"]').focus();
    await page.keyboard.press('Enter');
    await expect(tam).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('figure-announce')).not.toHaveText('');
    await expect(tam).toContainText(account.username);

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
  const r = await (dark ? b.withRules(['color-contrast']) : b.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The screens against the contract alone (the document routes answered by the test, the project and
 * session real): versions, a refusal, the apply diff, a failed document's reason, the PDF page with
 * its highlight, accept by keyboard with the focus moving on; axe in light, contrast in dark, 375 px.
 */
test('documents screens against the contract: list, refusal, apply diff, highlighted page, keyboard review; axe-clean light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  watch(page);
  await signIn(page, await registerUser(page.request, 'proponent'));
  const p = (await apiPost(page.request, '/api/projects', { title: 'Clinic', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 })) as { id: string };
  const summary = (id: string, filename: string, mediaType: string, extra = {}) => ({ id, projectId: p.id, filename, mediaType, size: 12345, sha256: 'a'.repeat(64), status: 'analysed', version: 1, uploadedAt: '2026-11-25T10:00:00.000Z', uploadedBy: { id: 'u', name: 'Paola' }, proposedFigures: 2, ...extra });
  const detail = { ...summary(D, 'plan.pdf', 'application/pdf'), kind: 'business_plan', kindConfidence: 0.8, pages: 2, textLayer: true, ocr: 'not_needed', language: 'en', checklist: [{ section: 'market', found: true, page: 2 }, { section: 'team', found: false }], risks: [{ code: 'implausible_growth', severity: 'warning', detail: { key: 'revenue', growth: 3 } }], failure: null, versions: [] };
  const xdetail = { ...summary(D2, 'model.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), kind: 'financial_model', kindConfidence: 0.9, pages: 1, textLayer: null, ocr: null, language: 'en', checklist: [], risks: [], failure: null, versions: [] };
  type Fig = { id: string; status: string; [k: string]: unknown };
  const fig = (id: string, key: string, value: number, citation: object, status = 'proposed', doc = D): Fig => ({ id, documentId: doc, key, period: null, value, currency: 'EUR', source: 'rules', status, citation, originalValue: null, decidedBy: null, decidedAt: null, sourceDeleted: false });
  let figs = [fig(F1, 'tam', 1.2e9, { page: 2, quote: 'Total addressable market (TAM): € 1.2 billion' }), fig(F2, 'sam', 3e8, { page: 2, quote: 'SAM: € 300 million' })];
  const pdfBytes = await planPdf();
  const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/documents**', async (route) => {
    const url = new URL(route.request().url());
    const m = route.request().method();
    if (url.pathname === '/api/documents') return route.fulfill(json([{ ...summary(D, 'plan.pdf', 'application/pdf'), projectTitle: 'Clinic' }, { ...summary(D2, 'model.xlsx', 'x', { status: 'failed', proposedFigures: 0 }), projectTitle: 'Clinic' }]));
    if (url.pathname === `/api/documents/${D}`) return route.fulfill(json(detail));
    if (url.pathname === `/api/documents/${D2}`) return route.fulfill(json({ ...xdetail, status: 'failed', failure: { code: 'ANALYSIS_FAILED', message: 'x' } }));
    if (url.pathname === `/api/documents/${D}/figures`) return route.fulfill(json(figs));
    if (url.pathname === `/api/documents/${D}/content`) return route.fulfill({ status: 200, contentType: 'application/pdf', body: pdfBytes });
    const decided = /figures\/([^/]+)\/(accept|reject)$/.exec(url.pathname);
    if (decided && m === 'POST') {
      figs = figs.map((f) => (f.id === decided[1] ? { ...f, status: decided[2] === 'accept' ? 'accepted' : 'rejected', decidedBy: { id: 'u', name: 'Paola' }, decidedAt: '2026-11-25T11:00:00.000Z' } : f));
      return route.fulfill(json(figs.find((f) => f.id === decided[1])));
    }
    return route.fulfill(json({ code: 'NOT_FOUND', message: 'no' }, 404));
  });
  await page.route(`**/api/projects/${p.id}/documents`, (route) =>
    route.request().method() === 'POST' ? route.fulfill(json({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'This file type is not allowed.' }, 415)) : route.fulfill(json([summary(D, 'plan.pdf', 'application/pdf'), summary('88888888-2222-4222-8222-222222222222', 'plan.pdf', 'application/pdf', { version: 2 })])),
  );
  await page.route(`**/api/projects/${p.id}/figures?status=accepted`, (route) => route.fulfill(json([fig(F3, 'tam', 1.2e9, { page: 2, quote: 'TAM' }, 'accepted')])));

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
  await expect(page.getByTestId('document-failure')).toBeVisible();
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
  await expect(page.getByTestId('pdf-view')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
