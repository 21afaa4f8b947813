import { findAmounts, headerCurrency, headerYear, isNumericCell, parseNumberToken, tableScale } from './numbers.ts';
import type { FoundAmount, NumberLanguage, TableScale } from './numbers.ts';
import type { FigureKey, RuleFigure, Sheet, SheetCell, TextPage } from './types.ts';

/**
 * Key figures by rules, deterministic, English and Italian. Three readers:
 * - tables in text (PDF/DOCX): a header line ending in two or more years, then rows "Label n n n";
 * - sentences in text: a key's words followed by an amount written with a currency or a scale;
 * - sheets (XLSX/CSV): a header row of years, a label in the first text cell of a row, values below.
 * Ambiguity rule: when a reading is not clear (two amounts for one key and no year to tell them apart,
 * two years in a sentence, the same key and period read with different values), no figure.
 */

/** Whole-label matches for table rows and sheet rows (label lower-cased, unit brackets removed). */
const ROW_LABELS: Readonly<Record<FigureKey, RegExp>> = {
  revenue: /^(total |net )?(revenues?|sales|turnover)( from sales)?$|^ricavi( totali| netti| delle vendite( e delle prestazioni)?)?$|^fatturato( netto| totale)?$/,
  ebitda: /^ebitda( \(mol\))?$|^mol( \(ebitda\))?$|^margine operativo lordo( \(ebitda\)| \(mol\))?$/,
  net_income: /^net (income|profit)( \(loss\))?$|^profit for the (year|period)$|^net (loss|result)$|^utile netto$|^utile( \(perdita\))?( netto)? d(ell)?'esercizio$|^risultato netto( d'esercizio)?$|^utile\/\(perdita\)( netto| netta)?$/,
  capex: /^capex$|^capex \(investimenti\)$|^capital expenditures?$|^investments in (fixed|tangible) assets$|^investimenti( \(capex\))?$/,
  cash: /^cash( and cash equivalents| at (the )?end of (the )?(year|period))?$|^cassa( e disponibilità liquide)?$|^disponibilità liquide$|^liquidità$/,
  debt: /^(total |financial |gross )?debt$|^borrowings$|^bank (debt|loans)$|^debiti finanziari$|^debiti verso banche$|^indebitamento( finanziario)?( lordo)?$/,
  headcount: /^(employees|headcount|fte|ftes|staff|people|number of employees|dipendenti|organico|numero (di |dei )?dipendenti|addetti)( \((n\.?|#)\))?$/,
  funding_sought: /^(funding sought|funding required|investment required|amount raised)$|^(finanziamento richiesto|fabbisogno finanziario)$/,
  tam: /^tam$|^total addressable market( \(tam\))?$|^mercato totale( indirizzabile)?( \(tam\))?$/,
  sam: /^sam$|^serviceable (available|addressable) market( \(sam\))?$|^mercato servibile( \(sam\))?$/,
  som: /^som$|^serviceable obtainable market( \(som\))?$|^mercato ottenibile( \(som\))?$|^quota (di mercato )?ottenibile( \(som\))?$/,
};

/** Words of a key in running text. `u` flag: boundaries are letters, accented ones included. */
const L = String.raw`(?<![\p{L}\d])`;
const R = String.raw`(?![\p{L}\d])`;
const word = (s: string) => new RegExp(`${L}(?:${s})${R}`, 'giu');
const TEXT_KEYS: readonly (readonly [FigureKey, RegExp])[] = [
  ['tam', word(String.raw`TAM|total addressable market|mercato totale(?: indirizzabile)?|mercato potenziale totale`)],
  ['sam', word(String.raw`SAM|serviceable (?:available|addressable) market|mercato servibile`)],
  ['som', word(String.raw`SOM|serviceable obtainable market|mercato ottenibile|quota (?:di mercato )?ottenibile`)],
  ['revenue', word(String.raw`revenues?|sales|turnover|ricavi|fatturato`)],
  ['ebitda', word(String.raw`EBITDA|MOL|margine operativo lordo`)],
  ['net_income', word(String.raw`net income|net profit|utile netto|risultato netto`)],
  ['capex', word(String.raw`capex|capital expenditures?|investimenti`)],
  ['cash', word(String.raw`cash and cash equivalents|cash|cassa|disponibilità liquide|liquidità`)],
  ['debt', word(String.raw`financial debt|total debt|gross debt|debt|borrowings|debiti finanziari|debiti verso banche|indebitamento(?: finanziario)?`)],
  ['funding_sought', word(String.raw`(?:we are |we're )?(?:seeking|raising|looking to raise|we seek|funding sought|cerchiamo|richiediamo|chiediamo|stiamo raccogliendo|intendiamo raccogliere)`)],
];

/** Words right after a key that make the amount something else (a price, a growth, a ratio, a flow). */
const NOT_THE_FIGURE = /^\s*(?:\(\w+\)\s*)?(?:growth|per\b|margin|multiple|share|flow|burn|run-?rate|target|crescita|margine|multiplo|quota|flusso|netto\b(?=.*(?:debito|indebitamento)))/iu;
/** Words right before a key that make it something else ("net debt", "cash flow" is after). */
const NOT_BEFORE = /(?<![\p{L}])(?:net|netto|per|monthly|mensile|annual recurring)\s+$/iu;
/** A funding request needs a word that says what is raised. */
const FUNDING_CONTEXT = /round|funding|financing|investment|investors?|seed|series [a-c]|capital|finanziamento|investimento|investitori|aumento di capitale|capitale|equity/iu;

const HEADCOUNT_AFTER = /(?<![\p{L}\d.,])(\d{1,3}(?:[.,]\d{3})*|\d+)\s+(?:full-time\s+|fte\s+)?(?:employees|people|staff|FTEs?|dipendenti|persone|addetti)(?![\p{L}])/giu;
const HEADCOUNT_BEFORE = /(?<![\p{L}])(?:headcount|organico|number of employees|numero (?:di |dei )?dipendenti)\s*(?:of|di|:|is|was|è|era|pari a|=)?\s*(\d{1,3}(?:[.,]\d{3})*|\d+)(?![\d.,]*\d)(?!\s*%)/giu;

const YEAR_RE = /(?<![\p{L}\d.,])(?:FY\s?)?((?:19|20)\d\d)(?![\d])/gu;
/** A year attached to an amount: "in 2025", "nel 2025", "(2025)", "by 2029", "entro il 2029", "for 2025". */
const ATTACHED_YEAR_AFTER = /^\s*(?:\(|in |nel |by |entro il |entro |for |per il |al |at end of |a fine )((?:19|20)\d\d)\)?/iu;

interface KeyHit {
  readonly key: FigureKey;
  readonly start: number;
  readonly end: number;
}

function keyHits(line: string): KeyHit[] {
  const hits: KeyHit[] = [];
  for (const [key, re] of TEXT_KEYS) {
    for (const m of line.matchAll(re)) hits.push({ key, start: m.index, end: m.index + m[0].length });
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: KeyHit[] = [];
  for (const h of hits) {
    const prev = kept[kept.length - 1];
    if (prev && h.start < prev.end) continue; // overlapping: the earlier, longer one wins
    // "total addressable market (TAM)": one mention, quoted from its first words
    if (prev && prev.key === h.key && /^\s*\(?\s*$/.test(line.slice(prev.end, h.start))) {
      kept[kept.length - 1] = { key: h.key, start: prev.start, end: Math.max(prev.end, h.end) };
      continue;
    }
    kept.push(h);
  }
  return kept;
}

function yearsIn(line: string, amounts: readonly FoundAmount[]): number[] {
  const years = new Set<number>();
  for (const m of line.matchAll(YEAR_RE)) {
    const at = m.index;
    if (amounts.some((a) => !a.isYear && at >= a.start && at < a.end)) continue;
    years.add(Number(m[1]));
  }
  return [...years];
}

/** Money: written with a currency or a scale word, not a percentage, not a year. */
function isMoney(a: FoundAmount): boolean {
  return (a.hasCurrency || a.hasScale) && !a.isPercent && !a.isYear;
}

/** A figure read from one line of text, with the exact words it was read from. */
export type LineFigure = Omit<RuleFigure, 'citation'> & { readonly quote: string };

/**
 * Figures from the sentences of one line of text.
 * @example lineFigures('The TAM is € 4.2 bn.', 'en') // [{ key: 'tam', value: 4200000000, quote: 'TAM is € 4.2 bn', … }]
 */
export function lineFigures(line: string, lang: NumberLanguage): LineFigure[] {
  return sentenceFiguresWithQuotes(line, lang);
}

function sentenceFiguresWithQuotes(line: string, lang: NumberLanguage): LineFigure[] {
  const out: LineFigure[] = [];
  const amounts = findAmounts(line, lang);
  const years = yearsIn(line, amounts);
  const hits = keyHits(line);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i] as KeyHit;
    const next = hits[i + 1];
    const windowEnd = next ? next.start : line.length;
    const after = line.slice(hit.end, windowEnd);
    if (NOT_THE_FIGURE.test(after) || NOT_BEFORE.test(line.slice(0, hit.start))) continue;
    if (hit.key === 'cash' && /^\s*(flow|burn)/i.test(after)) continue;
    if (hit.key === 'funding_sought' && !FUNDING_CONTEXT.test(line)) continue;
    const inWindow = amounts.filter((a) => a.start >= hit.end && a.end <= windowEnd && isMoney(a));
    if (inWindow.length === 0) continue;
    const withYears = inWindow.map((a) => ({ a, year: attachedYear(line, a) }));
    let chosen: { a: FoundAmount; year: number | null }[];
    if (inWindow.length === 1) {
      const only = withYears[0] as { a: FoundAmount; year: number | null };
      const period = only.year ?? (years.length === 1 ? (years[0] as number) : null);
      if (only.year === null && years.length > 1) continue; // which year? none
      chosen = [{ a: only.a, year: period }];
    } else {
      const distinct = new Set(withYears.map((w) => w.year));
      if (withYears.some((w) => w.year === null) || distinct.size !== withYears.length) continue;
      chosen = withYears;
    }
    if (hit.key === 'tam' || hit.key === 'sam') {
      // market sizes have no period unless a year is attached to the amount itself
      chosen = chosen.map((c) => ({ a: c.a, year: attachedYear(line, c.a) }));
    }
    for (const c of chosen) {
      const quoteEnd = c.year !== null && attachedYear(line, c.a) === c.year ? attachedYearEnd(line, c.a) : c.a.end;
      out.push({ key: hit.key, period: c.year, value: c.a.value, currency: c.a.currency, quote: line.slice(hit.start, quoteEnd).trim() });
    }
  }
  out.push(...headcountFigures(line, amounts, years));
  return out;
}

function attachedYear(line: string, a: FoundAmount): number | null {
  const m = ATTACHED_YEAR_AFTER.exec(line.slice(a.end));
  return m ? Number(m[1]) : null;
}
function attachedYearEnd(line: string, a: FoundAmount): number {
  const m = ATTACHED_YEAR_AFTER.exec(line.slice(a.end));
  return m ? a.end + m[0].length : a.end;
}

function headcountFigures(line: string, amounts: readonly FoundAmount[], years: readonly number[]): LineFigure[] {
  const out: LineFigure[] = [];
  const period = years.length === 1 ? (years[0] as number) : null;
  if (years.length > 1) return out;
  const seen = new Set<number>();
  for (const re of [HEADCOUNT_AFTER, HEADCOUNT_BEFORE]) {
    for (const m of line.matchAll(re)) {
      const n = Number((m[1] as string).replace(/[.,]/g, ''));
      if (!Number.isInteger(n) || n <= 0 || n >= 1_000_000 || /^(19|20)\d\d$/.test(m[1] as string)) continue;
      if (amounts.some((a) => isMoney(a) && m.index >= a.start && m.index < a.end)) continue;
      if (seen.has(m.index)) continue;
      // "10 to 250 employees", "10-250 addetti", "fewer than 50 staff": a range or a bound, not a count
      if (/(?:\d\s*[-–]\s*|\b(?:to|than|up to|under|over|fino a|meno di|più di|oltre|tra|da)\s+)$/iu.test(line.slice(0, m.index))) continue;
      seen.add(m.index);
      out.push({ key: 'headcount', period, value: n, currency: null, quote: m[0].trim() });
    }
  }
  if (out.length > 1 && new Set(out.map((f) => f.value)).size > 1) return [];
  return out.slice(0, 1);
}

/** Lower-case, unit brackets and footnote marks removed, for whole-label matching. */
export function normaliseLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/\((?:€|eur|euro|usd|\$|k€|€\s*'?000|'000|€\/000|migliaia[^)]*|thousands[^)]*|millions[^)]*|milioni[^)]*|fte)\)/g, '')
    .replace(/[*:†]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function labelKey(label: string): FigureKey | null {
  const n = normaliseLabel(label);
  if (n.length === 0 || n.length > 60) return null;
  for (const key of Object.keys(ROW_LABELS) as FigureKey[]) if (ROW_LABELS[key].test(n)) return key;
  return null;
}

/** Money keys scale with the table; headcount never does. */
function scaled(key: FigureKey, value: number, scale: TableScale | null): number {
  if (key === 'headcount' || !scale) return value;
  return Math.round(value * scale.multiplier * 100) / 100;
}

interface TextHeader {
  readonly years: readonly number[];
  readonly scale: TableScale | null;
  readonly currency: string | null;
}

function textHeader(tokens: readonly string[], context: string): TextHeader | null {
  const years: number[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const y = headerYear(tokens[i] as string);
    if (y === null) break;
    years.unshift(y);
  }
  if (years.length < 2) return null;
  for (let i = 1; i < years.length; i++) if ((years[i] as number) <= (years[i - 1] as number)) return null;
  const scale = tableScale(context);
  return { years, scale, currency: scale?.currency ?? headerCurrency(context) };
}

/** Tokens of a line with their offsets (whitespace separated). */
function tokensOf(line: string): { t: string; start: number; end: number }[] {
  return [...line.matchAll(/\S+/g)].map((m) => ({ t: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * Figures of one page of text: its tables first (a header line of years, rows of numbers), then
 * its sentences (lines that are not table rows). Quotes are exact substrings of the page's text.
 */
export function pageFigures(page: TextPage, lang: NumberLanguage): RuleFigure[] {
  const lines = page.text.split('\n');
  const out: RuleFigure[] = [];
  let header: TextHeader | null = null;
  let rowsSinceHeader = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const tokens = tokensOf(line);
    const context = lines.slice(Math.max(0, i - 2), i + 1).join(' ');
    const h = textHeader(tokens.map((t) => t.t), context);
    if (h) {
      header = h;
      rowsSinceHeader = 0;
      continue;
    }
    if (header && tokens.length > header.years.length) {
      const values = tokens.slice(tokens.length - header.years.length);
      const labelTokens = tokens.slice(0, tokens.length - header.years.length);
      const lastLabel = labelTokens[labelTokens.length - 1];
      if (values.every((v) => isNumericCell(v.t)) && lastLabel && !isNumericCell(lastLabel.t)) {
        rowsSinceHeader = 0;
        const label = line.slice((labelTokens[0] as { start: number }).start, lastLabel.end);
        const key = labelKey(label);
        if (key) {
          const rowScale = tableScale(label) ?? header.scale;
          const currency = key === 'headcount' ? null : (rowScale?.currency ?? headerCurrency(label) ?? header.currency);
          values.forEach((v, j) => {
            const n = parseNumberToken(v.t, lang);
            if (n === null) return;
            out.push({
              key,
              period: header!.years[j] as number,
              value: scaled(key, n, rowScale),
              currency,
              citation: { page: page.page, quote: line.slice((labelTokens[0] as { start: number }).start, v.end) },
            });
          });
        }
        continue;
      }
      if (line.trim() !== '' && ++rowsSinceHeader > 2) header = null;
      if (line.trim() === '') continue;
    }
    const own = sentenceFiguresWithQuotes(line, lang);
    for (const f of own) {
      const { quote, ...rest } = f;
      out.push({ ...rest, citation: { page: page.page, quote } });
    }
    // a sentence wrapped onto the next line: "… the total addressable market is\n€ 4.2 bn …". Kept
    // only when the key is on this line and the amount on the next; the quote spans the line break.
    const next = lines[i + 1];
    if (next !== undefined && next.trim() !== '' && keyHits(line).length > 0) {
      const joined = `${line}\n${next}`;
      for (const f of sentenceFiguresWithQuotes(joined, lang)) {
        const at = joined.indexOf(f.quote);
        if (!f.quote.includes('\n') || at < 0 || at >= line.length || own.some((o) => o.key === f.key)) continue;
        const { quote, ...rest } = f;
        out.push({ ...rest, citation: { page: page.page, quote } });
      }
    }
  }
  return out;
}

/**
 * Figures of a sheet: the first row holding two or more years (numbers or "2025E"-like text) is the
 * header; a later row of years starts a new table. A row's label is its first text cell left of the
 * year columns; the values are the numeric cells under the years. The scale and currency come from
 * the label, the header row, the rows above it, or the sheet's name.
 */
export function sheetFigures(sheet: Sheet): RuleFigure[] {
  const out: RuleFigure[] = [];
  let header: { cols: Map<number, number>; scale: TableScale | null; currency: string | null } | null = null;
  const above: string[] = [sheet.name];
  for (const row of sheet.rows) {
    const yearCols = new Map<number, number>();
    for (const c of row) {
      const y = c.value !== null && Number.isInteger(c.value) && c.value >= 1900 && c.value <= 2100 ? c.value : headerYear(c.text);
      if (y !== null) yearCols.set(c.col, y);
    }
    const textCells = row.filter((c) => c.value === null && c.text.trim() !== '' && headerYear(c.text) === null);
    if (yearCols.size >= 2) {
      const context = [...above.slice(-3), ...row.map((c) => c.text)].join(' ');
      const scale = tableScale(context);
      header = { cols: yearCols, scale, currency: scale?.currency ?? headerCurrency(context) };
      continue;
    }
    above.push(row.map((c) => c.text).join(' '));
    if (!header) continue;
    const firstYearCol = Math.min(...header.cols.keys());
    const labelCell = textCells.find((c) => c.col < firstYearCol);
    if (!labelCell) continue;
    const key = labelKey(labelCell.text);
    if (!key) continue;
    const rowScale = tableScale(labelCell.text) ?? header.scale;
    const currency = key === 'headcount' ? null : (rowScale?.currency ?? headerCurrency(labelCell.text) ?? header.currency);
    for (const c of row) {
      const year = header.cols.get(c.col);
      if (year === undefined || c.value === null) continue;
      out.push({
        key,
        period: year,
        value: scaled(key, c.value, rowScale),
        currency,
        citation: { sheet: sheet.name, cell: c.address, quote: `${labelCell.text.trim()}: ${c.text}` },
      });
    }
  }
  return out;
}

/**
 * One figure per key and period: the first where all readings agree (within 0.5 %); none where
 * they disagree (ambiguity rule).
 */
export function dedupeFigures<F extends { readonly key: FigureKey; readonly period: number | null; readonly value: number }>(figures: readonly F[]): F[] {
  const groups = new Map<string, F[]>();
  for (const f of figures) {
    const k = `${f.key}|${f.period ?? ''}`;
    const list = groups.get(k);
    if (list) list.push(f);
    else groups.set(k, [f]);
  }
  const out: F[] = [];
  for (const list of groups.values()) {
    const first = list[0] as F;
    if (list.every((f) => close(f.value, first.value, 0.005))) out.push(first);
  }
  return out;
}

export function close(a: number, b: number, tolerance: number): boolean {
  if (a === b) return true;
  const scale = Math.max(Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= tolerance * scale;
}

/** Rows of cells for a sheet from plain strings (CSV), numbers parsed in the given language. */
export function cellsFromStrings(rows: readonly (readonly string[])[], lang: NumberLanguage, columnName: (col: number) => string): SheetCell[][] {
  return rows.map((r, i) =>
    r.map((text, j) => {
      const t = text.trim();
      const value = isNumericCell(t) && /\d/.test(t) ? parseNumberToken(t, lang) : null;
      return { address: `${columnName(j + 1)}${i + 1}`, col: j + 1, text, value };
    }),
  );
}
