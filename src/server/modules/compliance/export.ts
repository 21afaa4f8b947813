import { excel } from '../../lib/lazy-libraries.ts';
import type { z } from 'zod';
import type { gapRow } from '../../../contract/compliance.ts';

type Gap = z.infer<typeof gapRow>;
export type ExportLang = 'en' | 'it';

const HEADERS: Record<ExportLang, string[]> = {
  en: [
    'Item',
    'Framework',
    'Title',
    'Weight',
    'Result',
    'Answer',
    'Reference',
    'Evidence expected',
    'Evidence missing',
    'Owner',
    'Due date',
  ],
  it: [
    'Requisito',
    'Framework',
    'Titolo',
    'Peso',
    'Risultato',
    'Risposta',
    'Riferimento',
    'Evidenza attesa',
    'Evidenza mancante',
    'Responsabile',
    'Scadenza',
  ],
};

const cells = (g: Gap) => [
  g.itemId,
  g.framework,
  g.title,
  g.weight,
  g.result,
  g.answer ?? '',
  g.reference,
  g.evidenceExpected,
  g.evidenceMissing ?? '',
  g.owner ?? '',
  g.dueDate ?? '',
];

/** A CSV field (RFC 4180), with a leading quote on text that a spreadsheet would run as a formula. */
function field(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The gap list as CSV (UTF-8 with BOM so spreadsheets read accents), one row per gap, with source references. */
export function gapsCsv(gaps: readonly Gap[], lang: ExportLang): string {
  const lines = [HEADERS[lang].map(field).join(','), ...gaps.map((g) => cells(g).map(field).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The gap list as an XLSX workbook (one sheet, header row frozen, columns sized). */
export async function gapsXlsx(gaps: readonly Gap[], lang: ExportLang): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  wb.creator = 'Capital Readiness';
  const ws = wb.addWorksheet(lang === 'it' ? 'Gap' : 'Gaps', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(HEADERS[lang]);
  ws.getRow(1).font = { bold: true };
  for (const g of gaps) ws.addRow(cells(g));
  const widths = [18, 12, 50, 8, 9, 14, 50, 60, 60, 20, 12];
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
