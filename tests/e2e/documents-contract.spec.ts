/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { apiPost, expect, registerUser, signIn, switchToDarkTheme, test, watchConsole } from './support/fixtures.ts';
import { planPdf, locale, watch } from './documents-setup.ts';

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
