import type ExcelJS from 'exceljs';
import { excel } from '../../lib/lazy-libraries.ts';
import type { Cell, SheetRows } from '../../../domain/portfolio/index.ts';
import { AppError } from '../../lib/app-error.ts';

export type FileFormat = 'csv' | 'xlsx';

/** At most this many data rows per file (the benchmark validates 10,000 in well under 3 s). */
export const MAX_IMPORT_ROWS = 50_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** XLSX is a ZIP (PK\x03\x04); anything else is read as UTF-8 text (CSV). */
export function formatOf(bytes: Buffer): FileFormat {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'xlsx' : 'csv';
}

/**
 * CSV (RFC 4180 quoting) with the delimiter detected from the header line: ';' (Italian Excel's
 * export), ',' or tab, whichever appears most outside quotes. A UTF-8 BOM is dropped.
 */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0]![0];
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') [field, i] = [field + '"', i + 1];
        else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) [row, field] = [[...row, field], ''];
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      rows.push([...row, field]);
      [row, field] = [[], ''];
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** A cell of exceljs as the domain reads it: dates as ISO, formulas by their result, rich text as text. */
export function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('result' in v) return cellValue(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('error' in v) return String(v.error);
  }
  return null;
}

const isBlank = (cells: readonly Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

function toSheet(all: Array<{ row: number; cells: Cell[] }>): SheetRows {
  const headerAt = all.findIndex((r) => !isBlank(r.cells));
  if (headerAt < 0) throw new AppError('IMPORT_UNREADABLE');
  const header = all[headerAt]!;
  const headers = header.cells.map((c, i) => (c === null || String(c).trim() === '' ? `#${i + 1}` : String(c).trim()));
  const rows = all.slice(headerAt + 1).filter((r) => !isBlank(r.cells));
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('PAYLOAD_TOO_LARGE');
  return { headers, rows };
}

/** Reads the first worksheet (XLSX) or the text (CSV) into headers and numbered rows (spreadsheet numbering). */
export async function readSheet(bytes: Buffer): Promise<{ format: FileFormat; sheet: SheetRows }> {
  const format = formatOf(bytes);
  if (format === 'csv') {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (text.includes('\u0000')) throw new AppError('IMPORT_UNREADABLE');
    return { format, sheet: toSheet(parseCsv(text).map((cells, i) => ({ row: i + 1, cells }))) };
  }
  const wb = new (await excel()).Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_UNREADABLE');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new AppError('IMPORT_UNREADABLE');
  const all: Array<{ row: number; cells: Cell[] }> = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    const cells: Cell[] = [];
    const width = r.cellCount;
    for (let c = 1; c <= width; c += 1) cells.push(cellValue(r.getCell(c).value));
    all.push({ row: n, cells });
  });
  return { format, sheet: toSheet(all) };
}
