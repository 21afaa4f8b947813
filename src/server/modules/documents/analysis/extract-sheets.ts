import type ExcelJS from 'exceljs';
import { excel } from '../../../lib/lazy-libraries.ts';
import { cellsFromStrings, columnName } from '../../../../domain/documents/index.ts';
import type { NumberLanguage, Sheet, SheetCell } from '../../../../domain/documents/index.ts';

/**
 * The shown text of a number under an Excel number format, as an English-locale Excel shows it:
 * the section for negatives when the format has one (so "#,##0;(#,##0)" shows -350000 as
 * "(350,000)"), thousands separators when the format has ",", decimals as many as its "0"s after
 * ".", "%" multiplies by 100. Currency signs written in the format are kept. General: the number.
 */
export function formatNumber(value: number, numFmt: string | undefined): string {
  if (!numFmt || /^general$/i.test(numFmt)) return String(Math.round(value * 1e10) / 1e10);
  const sections = numFmt.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  let section = sections[0] as string;
  let v = value;
  let sign = '';
  if (value < 0) {
    if (sections[1]) {
      section = sections[1];
      v = -value;
    } else {
      v = -value;
      sign = '-';
    }
  } else if (value === 0 && sections[2]) section = sections[2];
  const plain = section
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '');
  if (plain.includes('%')) v *= 100;
  const decimals = (/\.(0+)/.exec(plain)?.[1] ?? '').length;
  const grouped = plain.includes(',');
  let body = v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouped });
  if (plain.includes('%')) body += '%';
  const currency = /€|\[\$€/.test(section) ? '€ ' : /\$/.test(section.replace(/\[\$[^\]]*\]/g, '')) ? '$' : '';
  const wrapped = /\(/.test(plain) && /\)/.test(plain);
  body = `${currency}${body}`;
  return wrapped ? `(${body})` : `${sign}${body}`;
}

type CellValue = ExcelJS.CellValue;

function shown(value: CellValue, numFmt: string | undefined): { text: string; value: number | null } {
  if (value === null || value === undefined) return { text: '', value: null };
  if (typeof value === 'number') return { text: formatNumber(value, numFmt), value };
  if (typeof value === 'string') return { text: value, value: null };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', value: null };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), value: null };
  if ('result' in value && value.result !== undefined) return shown(value.result as CellValue, numFmt);
  if ('richText' in value) return { text: value.richText.map((r) => r.text).join(''), value: null };
  if ('text' in value && typeof value.text === 'string') return { text: value.text, value: null };
  if ('error' in value) return { text: String(value.error), value: null };
  return { text: '', value: null };
}

/** Every worksheet of an XLSX: its non-empty cells with address, shown text and numeric value. */
export async function extractXlsx(bytes: Uint8Array): Promise<Sheet[]> {
  const wb = new (await excel()).Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: Sheet[] = [];
  wb.eachSheet((ws) => {
    const rows: SheetCell[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const cells: SheetCell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        const s = shown(cell.value, cell.numFmt);
        if (s.text === '' && s.value === null) return;
        cells.push({ address: cell.address, col, text: s.text, value: s.value });
      });
      if (cells.length > 0) rows.push(cells);
    });
    sheets.push({ name: ws.name, rows });
  });
  return sheets;
}

/**
 * Fields of a CSV (RFC 4180: quoted fields may hold the delimiter, quotes doubled, CRLF or LF). The
 * delimiter is the one of `;`, `,` or tab found most often outside quotes in the first lines (`;`
 * wins ties: Italian spreadsheets write `;` because `,` is their decimal mark).
 */
export function parseCsv(input: string): { rows: string[][]; delimiter: string } {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { rows: rows.filter((r) => r.some((f) => f.trim() !== '')), delimiter };
}

function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  let lines = 0;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch] = (counts[ch] as number) + 1;
    else if (!quoted && ch === '\n' && ++lines >= 10) break;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] === ';' ? -1 : b[0] === ';' ? 1 : 0))[0] as [string, number];
  return best[1] > 0 ? best[0] : ',';
}

/** A CSV as one sheet named after the file; numbers read as Italian when the delimiter is `;`. */
export function extractCsv(bytes: Uint8Array, filename: string, lang: NumberLanguage): { sheet: Sheet; numberLanguage: NumberLanguage } {
  const { rows, delimiter } = parseCsv(new TextDecoder('utf-8').decode(bytes));
  const numberLanguage: NumberLanguage = delimiter === ';' ? 'it' : (lang ?? 'en');
  const cells = cellsFromStrings(rows, numberLanguage, columnName).map((r) => r.filter((c) => c.text.trim() !== ''));
  return { sheet: { name: filename, rows: cells.filter((r) => r.length > 0) }, numberLanguage };
}

/** A sheet as text: one line per row, non-empty cells separated by tabs. */
export function sheetText(sheet: Sheet): string {
  return sheet.rows.map((r) => r.map((c) => c.text).join('\t')).join('\n');
}

export function sheetCells(sheet: Sheet): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of sheet.rows) for (const c of r) out[c.address] = c.text;
  return out;
}
