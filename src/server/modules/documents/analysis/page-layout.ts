/**
 * A PDF page's text in reading order, from pdf.js text items (their strings, baselines, x-positions and
 * widths): lines by baseline, a page set in two columns of prose read column by column, and words broken
 * across a line with a hyphen made whole again. Pure; used by extract-pdf.ts (and `joinHyphenated` by the
 * OCR path).
 */

/** A page's text items as pdf.js gives them (the fields we use). */
export interface Item {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
}

interface Row {
  readonly y: number;
  readonly items: Item[];
}

const xOf = (it: Item) => it.transform[4] as number;
const endOf = (it: Item) => xOf(it) + it.width;
const sizeOf = (it: Item) => Math.abs(it.transform[0] as number) || it.height || 10;

/** Items within 2 pt of the same baseline form a row; rows top to bottom, items left to right. */
function baselineRows(items: readonly Item[]): Row[] {
  const rows: Row[] = [];
  for (const it of items) {
    if (it.str === '') continue;
    const y = it.transform[5] as number;
    const row = rows.find((r) => Math.abs(r.y - y) <= 2);
    if (row) row.items.push(it);
    else rows.push({ y, items: [it] });
  }
  rows.sort((a, b) => b.y - a.y);
  for (const r of rows) r.items.sort((a, b) => xOf(a) - xOf(b));
  return rows;
}

/**
 * One line's text: a gap wider than a fifth of the font size becomes one space, one wider than the font
 * size (a table's column) two, so the readers can tell a cell's words from the cells.
 */
function lineText(items: readonly Item[]): string {
  let line = '';
  let prevEnd: number | null = null;
  for (const it of items) {
    const gap = prevEnd === null ? 0 : xOf(it) - prevEnd;
    if (prevEnd !== null && gap > sizeOf(it) * 0.2 && !line.endsWith(' ') && !it.str.startsWith(' ')) line += gap > sizeOf(it) ? '  ' : ' ';
    line += it.str;
    prevEnd = endOf(it);
  }
  return line.replace(/\s+$/, '');
}

/** Prose, not a table's cells: a few words of letters ("Revenue rose to €12.3 million"), not "125,400  118,200". */
function isProse(items: readonly Item[]): boolean {
  const text = items.map((i) => i.str).join(' ');
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const marks = text.replace(/\s/g, '').length;
  return letters >= 12 && letters >= marks * 0.6 && text.trim().split(/\s+/).length >= 3;
}

/** Rows that fewer than this many lines of prose cross on both sides of a gutter are not a column layout. */
const MIN_COLUMN_ROWS = 6;

/**
 * The x of the gutter between two columns of prose, when the page has one: a vertical band that no text
 * item crosses on most rows while prose stands on both sides of it on at least six rows and on at least
 * half of the rows that have text on both sides. A results table (a label, then amounts) never qualifies:
 * its right side is not prose.
 */
export function columnGutter(rows: readonly Row[]): number | null {
  const all = rows.flatMap((r) => r.items);
  if (all.length === 0) return null;
  const left = Math.min(...all.map(xOf));
  const right = Math.max(...all.map(endOf));
  let best: { count: number; from: number; to: number } | null = null;
  for (let g = left + (right - left) * 0.3; g <= left + (right - left) * 0.7; g += 1) {
    let crossed = 0;
    let split = 0;
    let prose = 0;
    for (const r of rows) {
      if (r.items.some((it) => xOf(it) < g && endOf(it) > g)) {
        crossed++;
        continue;
      }
      const l = r.items.filter((it) => endOf(it) <= g);
      const rr = r.items.filter((it) => xOf(it) >= g);
      if (l.length === 0 || rr.length === 0) continue;
      split++;
      if (isProse(l) && isProse(rr)) prose++;
    }
    const ok = prose >= MIN_COLUMN_ROWS && prose * 2 >= split && crossed <= prose;
    if (!ok) continue;
    if (!best || prose > best.count) best = { count: prose, from: g, to: g };
    else if (prose === best.count && g - best.to <= 1) best.to = g;
  }
  return best ? (best.from + best.to) / 2 : null;
}

/**
 * The page's lines in reading order around a gutter: the left column's lines, then the right's, each
 * block ending at a line that crosses the gutter (a title or a full-width paragraph), which follows it.
 */
function columnOrder(rows: readonly Row[], gutter: number): Item[][] {
  const out: Item[][] = [];
  let leftLines: Item[][] = [];
  let rightLines: Item[][] = [];
  const flush = () => {
    out.push(...leftLines, ...rightLines);
    leftLines = [];
    rightLines = [];
  };
  for (const r of rows) {
    if (r.items.some((it) => xOf(it) < gutter && endOf(it) > gutter)) {
      flush();
      out.push(r.items);
      continue;
    }
    const l = r.items.filter((it) => endOf(it) <= gutter);
    const rr = r.items.filter((it) => xOf(it) >= gutter);
    if (l.length > 0) leftLines.push(l);
    if (rr.length > 0) rightLines.push(rr);
  }
  flush();
  return out;
}

/** Prefixes whose hyphen is a compound's, kept when a line breaks after it ("non-\nrecurring" → "non-recurring"). */
const COMPOUND_PREFIX =
  /^(?:non|self|co|ex|cross|multi|anti|post|pre|semi|quasi|socio|extra|intra|infra|ultra|mid|year|full|half|long|short|well|e)$/iu;

/**
 * Words a line break split with a hyphen (justified text: "fattu-\nrato", "reve-\nnue"; a soft hyphen
 * likewise) made whole, the rest of the line kept on its own line; a compound's hyphen ("non-\nrecurring")
 * and a span ("2022-\n2024") are kept, only the break goes.
 */
export function joinHyphenated(text: string): string {
  return text.replace(
    /(\p{L}+)([-\u00AD])\n[ \t]*(\p{Ll}[\p{L}\p{M}]*)([ \t]*)/gu,
    (whole, head: string, mark: string, tail: string, space: string, at: number) => {
      // a compound's prefix or an acronym ("COVID-\nrelated") keeps its hyphen
      const hyphen = mark === '-' && (COMPOUND_PREFIX.test(head) || /^\p{Lu}{2,}$/u.test(head)) ? '-' : '';
      const next = text[at + whole.length];
      return `${head}${hyphen}${tail}${next === undefined || next === '\n' ? '' : space ? '\n' : ''}`;
    },
  );
}

/** A page's text from its items: lines by baseline, two columns of prose read one after the other, broken words whole. */
export function pageLines(items: readonly Item[]): string {
  const rows = baselineRows(items);
  const gutter = columnGutter(rows);
  const lines = gutter === null ? rows.map((r) => r.items) : columnOrder(rows, gutter);
  return joinHyphenated(lines.map(lineText).join('\n'));
}
