import { formatCurrency, formatNumber } from '../../lib/format.ts';
import type { Figure } from '../../../contract/documents.ts';

/**
 * Pure helpers of the documents screens: finding a quoted text in extracted text (PDF text items,
 * DOCX pages), the sheet window around a cited cell, and the figures' display.
 */

/**
 * The text without whitespace and hyphens, lower-cased, with a map back to the original index of each kept
 * character: the analyser makes a word broken at a line's end whole ("fattu-" / "rato" → "fatturato"), the
 * PDF's own text items keep the break.
 */
function compact(text: string): { chars: string; at: number[] } {
  let chars = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (/[\s\u00AD-]/u.test(c)) continue;
    chars += c.toLocaleLowerCase('en');
    at.push(i);
  }
  return { chars, at };
}

/**
 * Where a quote sits in a text, ignoring whitespace, hyphens and case (extraction splits and joins lines
 * differently than the quote was written): [start, end) in the original text, or null.
 * @example findQuote('Total  addressable\nmarket', 'addressable market') // [7, 25]
 */
export function findQuote(text: string, quote: string): [number, number] | null {
  const q = compact(quote).chars;
  if (!q) return null;
  const t = compact(text);
  const i = t.chars.indexOf(q);
  if (i < 0) return null;
  return [t.at[i]!, t.at[i + q.length - 1]! + 1];
}

/** The text split around the quote, for a <mark>: [before, quoted, after], or null when not found. */
export function markQuote(text: string, quote: string): [string, string, string] | null {
  const r = findQuote(text, quote);
  return r ? [text.slice(0, r[0]), text.slice(r[0], r[1]), text.slice(r[1])] : null;
}

/** A PDF text item's string and where its baseline starts (pdf.js `transform[4]`, `transform[5]`). */
export interface PlacedItem {
  readonly str: string;
  readonly x: number;
  readonly y: number;
}

/**
 * The quote's text items on a PDF page, read as the analyser reads the page
 * (src/server/modules/documents/analysis/page-layout.ts `pageLines`): items within 2 pt of the same
 * baseline form a line, lines top to bottom, items left to right (a page in two columns of prose, which the
 * analyser reads column by column, is found in the content-stream order, which PDF writers keep). A table row's quote
 * ("Investimenti 400 300": the label and the row's values up to the cited one) is found even when
 * the PDF drew the table column by column. Space-only items (the gaps) are left out. Falls back to
 * the content-stream order.
 */
export function quoteItemsOnPage(items: readonly PlacedItem[], quote: string): number[] {
  const rows: { y: number; idx: number[] }[] = [];
  items.forEach((it, i) => {
    if (it.str.trim() === '') return; // pdf.js gives the gaps between table cells as space items: never boxed
    const row = rows.find((r) => Math.abs(r.y - it.y) <= 2);
    if (row) row.idx.push(i);
    else rows.push({ y: it.y, idx: [i] });
  });
  rows.sort((a, b) => b.y - a.y);
  const order = rows.flatMap((r) => [...r.idx].sort((a, b) => items[a]!.x - items[b]!.x));
  const inLines = quoteItems(
    order.map((i) => items[i]!.str),
    quote,
  ).map((k) => order[k]!);
  if (inLines.length > 0) return inLines.sort((a, b) => a - b);
  return quoteItems(
    items.map((it) => it.str),
    quote,
  ).filter((i) => items[i]!.str.trim() !== '');
}

/**
 * The indices of the text items (a PDF page's text content, in reading order) that hold the quote:
 * the items are joined, the quote found whitespace-insensitively, and every item it touches returned.
 */
export function quoteItems(items: readonly string[], quote: string): number[] {
  let joined = '';
  const owner: number[] = [];
  items.forEach((s, k) => {
    for (let i = 0; i < s.length; i += 1) owner.push(k);
    joined += s;
    owner.push(-1);
    joined += ' ';
  });
  const r = findQuote(joined, quote);
  if (!r) return [];
  const out = new Set<number>();
  for (let i = r[0]; i < r[1]; i += 1) if (owner[i]! >= 0) out.add(owner[i]!);
  return [...out].sort((a, b) => a - b);
}

/** Column letters ↔ number (A = 1, Z = 26, AA = 27). */
export function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0);
}
export function columnLetters(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** A cell address (C7) → column and row, or null. */
export function parseCell(address: string): { col: number; row: number } | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(address.trim());
  return m ? { col: columnNumber(m[1]!), row: Number(m[2]) } : null;
}

export interface SheetWindow {
  readonly columns: readonly string[];
  readonly rows: readonly { readonly row: number; readonly cells: readonly { readonly address: string; readonly value: string }[] }[];
}

/** The grid around a cited cell: `radius` rows and columns each side (clipped at A1), values from `cells`. */
export function sheetWindow(cells: Readonly<Record<string, string>>, address: string, radius = { rows: 4, cols: 3 }): SheetWindow | null {
  const at = parseCell(address);
  if (!at) return null;
  const c0 = Math.max(1, at.col - radius.cols);
  const r0 = Math.max(1, at.row - radius.rows);
  const columns = Array.from({ length: at.col + radius.cols - c0 + 1 }, (_, i) => columnLetters(c0 + i));
  const rows = Array.from({ length: at.row + radius.rows - r0 + 1 }, (_, i) => {
    const row = r0 + i;
    return { row, cells: columns.map((c) => ({ address: `${c}${row}`, value: cells[`${c}${row}`] ?? '' })) };
  });
  return { columns, rows };
}

/** A figure's value in the reader's language: people for headcount, else money in its currency (plain number without one). */
export function formatFigureValue(lng: string, key: string, value: number, currency: string | null): string {
  if (key === 'headcount' || !currency) return formatNumber(lng, value, 2);
  try {
    return formatCurrency(lng, value, currency);
  } catch {
    return `${formatNumber(lng, value, 0)} ${currency}`;
  }
}

/** A file size in the reader's language (kB, MB with one decimal). */
export function formatSize(lng: string, bytes: number): string {
  const unit = bytes >= 1_000_000 ? ['megabyte', 1_000_000] : bytes >= 1_000 ? ['kilobyte', 1_000] : ['byte', 1];
  return new Intl.NumberFormat(lng, { style: 'unit', unit: unit[0] as string, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / (unit[1] as number),
  );
}

/** A number typed by the reader (1.200.000,5 in Italian, 1,200,000.5 in English; spaces ignored), or null. */
export function parseTypedNumber(lng: string, text: string): number | null {
  const group = lng.startsWith('it') ? '.' : ',';
  const decimal = lng.startsWith('it') ? ',' : '.';
  const t = text
    .replace(/[\s\u00a0€$£]/gu, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Documents grouped by file name within a project: the newest version first, older ones after it. */
export function groupVersions<T extends { projectId: string; filename: string; version: number }>(
  docs: readonly T[],
): { latest: T; older: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const d of docs) {
    const key = `${d.projectId}\u0000${d.filename}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return [...groups.values()].map((list) => {
    const sorted = [...list].sort((a, b) => b.version - a.version);
    return { latest: sorted[0]!, older: sorted.slice(1) };
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A figure's period as the reader says it (issue 28): the year; a quarter, half or nine months in
 * the reader's language ("Q1 2019" / "1° trim. 2019"); a span "2020–2024"; a balance "at 31 Mar 2019".
 * Empty when the figure has none.
 */
export function figurePeriodText(t: Translate, lng: string, f: Pick<Figure, 'period' | 'periodDetail'>): string {
  const p = f.periodDetail;
  if (!p) return f.period !== null ? String(f.period) : '';
  switch (p.kind) {
    case 'year':
      return String(p.year);
    case 'quarter':
      return t('figurePeriod.quarter', { quarter: p.quarter, year: p.year });
    case 'half':
      return t('figurePeriod.half', { half: p.half, year: p.year });
    case 'nine_months':
      return t('figurePeriod.nineMonths', { year: p.year });
    case 'span':
      return t('figurePeriod.span', { from: p.from, to: p.to });
    case 'date':
      return t('figurePeriod.date', {
        date: new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
          Date.UTC(p.year, p.month - 1, p.day),
        ),
      });
  }
}

/** The marks a reviewer should see next to a figure: approximate, adjusted, net; and why to check it, when unsure. */
export function figureMarkTexts(
  t: Translate,
  f: Pick<Figure, 'marks' | 'confidence' | 'reason'>,
): { marks: string[]; check: string | null } {
  const marks = [
    f.marks?.approximate ? t('figureMarks.approximate') : null,
    f.marks?.adjusted ? t('figureMarks.adjusted') : null,
    f.marks?.net ? t('figureMarks.net') : null,
  ].filter((m): m is string => m !== null);
  const reasons = (f.reason ?? '')
    .split(',')
    .filter((r) => r !== '')
    .map((r) => t(`figureReason.${r}`));
  const check =
    f.confidence !== undefined && f.confidence < 1 && reasons.length > 0 ? t('figureMarks.check', { reasons: reasons.join('; ') }) : null;
  return { marks, check };
}
