/** Cell readers for imported spreadsheets: numbers in Italian and English formats, dates three ways. */

/** A cell as the reader hands it over: XLSX dates arrive as ISO strings, numbers as numbers. */
export type Cell = string | number | boolean | null;

/** Which separator is decimal when a single ',' or '.' is followed by exactly three digits ("1,234"). */
export type DecimalHint = 'comma' | 'point';

const CURRENCY = /[€$£%\s\u00a0\u202f']/g;

/**
 * A number from a cell: a numeric cell as is; text in English ("1,234.56") or Italian ("1.234,56")
 * format, with an optional currency sign, spaces or apostrophes as thousands separators and a
 * leading minus or accounting parentheses. When both separators appear, the last is decimal; with
 * one kind only, repeated means thousands, and a single one followed by exactly three digits is
 * resolved by `hint` (the user's language: Italian → comma is decimal). Null when unreadable.
 * @example parseNumber('1.234,5', 'point') // 1234.5
 * @example parseNumber('1,234', 'point') // 1234
 * @example parseNumber('1,234', 'comma') // 1.234
 */
export function parseNumber(cell: Cell, hint: DecimalHint): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  let s = cell.trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) [negative, s] = [true, s.slice(1, -1)];
  s = s.replace(CURRENCY, '');
  if (s.startsWith('-')) [negative, s] = [!negative, s.slice(1)];
  else if (s.startsWith('+')) s = s.slice(1);
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  let decimal: ',' | '.' | null = null;
  if (lastComma >= 0 && lastPoint >= 0) decimal = lastComma > lastPoint ? ',' : '.';
  else if (lastComma >= 0 || lastPoint >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const count = s.split(sep).length - 1;
    const after = s.length - s.lastIndexOf(sep) - 1;
    if (count > 1) decimal = null;
    else if (after === 3 && s.indexOf(sep) > 0 && !s.startsWith('0')) decimal = (hint === 'comma') === (sep === ',') ? sep : null;
    else decimal = sep;
  }
  const thousands = decimal === ',' ? '.' : decimal === '.' ? ',' : null;
  let body = s;
  if (thousands) {
    // Thousands groups must be well formed (1.234.567), else the text is not a number.
    const [int, frac = ''] = body.split(decimal!);
    if (int!.includes(thousands) && !new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`).test(int!)) return null;
    body = `${int!.split(thousands).join('')}.${frac}`;
    if (frac === '') body = body.slice(0, -1);
  } else {
    const sep = s.includes(',') ? ',' : '.';
    if (s.includes(sep) && !new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(s)) return null;
    body = s.split(sep).join('');
  }
  if (!/^\d+(\.\d+)?$/.test(body)) return null;
  const n = Number(body);
  return Number.isFinite(n) ? (negative ? -n : n) : null;
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function iso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return t.toISOString().slice(0, 10);
}

/**
 * A date as ISO yyyy-mm-dd from: ISO text (a time part is dropped), Italian dd/mm/yyyy (also with
 * '-' or '.'), or an Excel serial (days since 1899-12-30, the 1900 system; 1..2958465) as a number or
 * digits. Impossible dates (31/02) are null.
 * @example parseDate('03/12/2025') // '2025-12-03'
 * @example parseDate(45000) // '2023-03-15'
 */
export function parseDate(cell: Cell): string | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof cell !== 'string') return null;
  const s = cell.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  if (/^\d{1,7}$/.test(s)) return parseDate(Number(s));
  return null;
}

/** Text of a cell, trimmed; null when empty. */
export function cellText(cell: Cell): string | null {
  if (cell === null) return null;
  const s = String(cell).trim();
  return s === '' ? null : s;
}
