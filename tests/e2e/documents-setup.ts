/// <reference lib="dom" />
// Set-up shared by documents.spec.ts and documents-contract.spec.ts: importing this module registers the
// console watch's beforeEach/afterEach in the importing file; the fixtures, oracles and axe helpers follow.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { consoleWatchOfEachTest } from './support/fixtures.ts';
import { createZip } from '../../src/server/lib/zip.ts';
import { EXPECTED_FIGURES, writeBusinessPlanPdf, writeFinancialModelXlsx, writePitchDeckPdf } from '../fixtures/documents/generate.ts';

export const TAM_QUOTE = 'Total addressable market (TAM): € 1.2 billion';

/** A PDF with a text layer, one line per string (Helvetica's WinAnsi encoding has "€"): the screens' test below. */
export async function pdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 22, size: 13, font }));
  }
  return Buffer.from(await doc.save());
}

/** The contract test's plan: the TAM on page 2. */
export const planPdf = () =>
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
export async function journeyFiles(lng: 'en' | 'it') {
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

export const ORACLE = {
  tam: EXPECTED_FIGURES.businessPlanEn.find((f) => f.key === 'tam')!,
  revenue: EXPECTED_FIGURES.financialModel.find((f) => f.key === 'revenue' && f.period === 2025)!,
};

/** A Windows executable's first bytes under a .pdf name: the type decided from the content disagrees. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);

/** A workbook whose one sheet is 20 MB of zeros: deflates about 1000:1 (the server's limit is 200:1). */
export const xlsxBomb = () =>
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
export function catalogued(lng: 'en' | 'it', code: string): string | null {
  const file = resolve(process.cwd(), 'src/web/locales', lng, 'errors.json');
  const errors = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return typeof errors[code] === 'string' ? (errors[code] as string) : null;
}

/** A locale string by its dotted path (the oracle for what the screen shows), `{{name}}` filled in. */
export function locale(lng: 'en' | 'it', ns: string, path: string, vars: Record<string, string> = {}): string {
  const file = resolve(process.cwd(), 'src/web/locales', lng, `${ns}.json`);
  let v: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const k of path.split('.')) v = (v as Record<string, unknown>)[k];
  if (typeof v !== 'string') throw new Error(`no ${lng}/${ns}:${path}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

export const watch = consoleWatchOfEachTest();

export async function axe(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export const TEXT = {
  en: { evidenced: 'Evidenced', tamQuote: '€ 4.2 bn' },
  it: { evidenced: 'Documentato', tamQuote: '4,2 mld di euro' },
} as const;
