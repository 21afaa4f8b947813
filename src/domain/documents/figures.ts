import { close, headerCurrency, headerYear, isNumericCell, parseNumberToken, tableScale } from './numbers.ts';
import { amountOfCell, textHeader, textRow } from './text-table.ts';
import type { RowCell, TextHeader } from './text-table.ts';
import { flowAtDay } from './sentence-period-calendar.ts';
import { STOCK } from './sentence-heading.ts';
import type { PeriodContext } from './sentence-periods.ts';

export { close } from './numbers.ts';
import type { NumberLanguage, TableScale } from './numbers.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import type { SentenceDocument, SentenceFigure } from './sentence-reader.ts';
import { periodLabel } from './types.ts';
import type { FigureKey, FigurePeriod, FigureMarks, RuleFigure, Sheet, SheetCell, TextPage } from './types.ts';

/**
 * Key figures by rules, deterministic, English and Italian. Three readers:
 * - tables in text (PDF/DOCX): a head line ending in two or more periods, then rows "Label n n n" (text-table.ts);
 * - sentences in text: a key's words followed by an amount written with a currency or a scale;
 * - sheets (XLSX/CSV): a header row of years, a label in the first text cell of a row, values below.
 * Ambiguity rule: when a reading is not clear (two amounts for one key and no year to tell them apart,
 * two years in a sentence, the same key and period read with different values), no figure.
 */

/** Whole-label matches for table rows and sheet rows (label lower-cased, unit brackets removed). */
const ROW_LABELS: Readonly<Record<FigureKey, RegExp>> = {
  revenue:
    /^(total |net )?(revenues?|sales|turnover)( from sales)?$|^ricavi( totali| netti| delle vendite( e delle prestazioni)?)?$|^fatturato( netto| totale)?$/,
  ebitda: /^ebitda( \(mol\))?$|^mol( \(ebitda\))?$|^margine operativo lordo( \(ebitda\)| \(mol\))?$/,
  net_income:
    /^net (income|profit)( \(loss\))?$|^profit for the (year|period)$|^net (loss|result)$|^utile netto$|^utile( \(perdita\))?( netto)? d(ell)?'esercizio$|^risultato netto( d'esercizio)?$|^utile\/\(perdita\)( netto| netta)?$/,
  capex: /^capex$|^capex \(investimenti\)$|^capital expenditures?$|^investments in (fixed|tangible) assets$|^investimenti( \(capex\))?$/,
  cash: /^cash( and (cash )?equivalents| at (the )?end of (the )?(year|period))?$|^cassa( e disponibilità liquide)?$|^disponibilità liquide$|^liquidità$/,
  debt: /^(total |financial |gross )?debt$|^borrowings$|^bank (debt|loans)$|^debiti finanziari$|^debiti verso banche$|^indebitamento( finanziario)?( lordo)?$/,
  headcount:
    /^(employees|headcount|fte|ftes|staff|people|number of employees|dipendenti|organico|numero (di |dei )?dipendenti|addetti)( \((n\.?|#)\))?$/,
  funding_sought:
    /^(funding sought|funding required|investment required|amount raised)$|^(finanziamento richiesto|fabbisogno finanziario)$/,
  tam: /^tam$|^total addressable market( \(tam\))?$|^mercato totale( indirizzabile)?( \(tam\))?$/,
  sam: /^sam$|^serviceable (available|addressable) market( \(sam\))?$|^mercato servibile( \(sam\))?$/,
  som: /^som$|^serviceable obtainable market( \(som\))?$|^mercato ottenibile( \(som\))?$|^quota (di mercato )?ottenibile( \(som\))?$/,
};

/** A figure read from one line of text, with the exact words it was read from. */
export type LineFigure = Omit<RuleFigure, 'citation'> & { readonly quote: string };

/**
 * Figures from the sentences of one line of text (the sentence reader on that line alone).
 * @example lineFigures('The TAM is € 4.2 bn.', 'en') // [{ key: 'tam', value: 4200000000, quote: 'TAM is € 4.2 bn', … }]
 */
export function lineFigures(line: string, lang: NumberLanguage): LineFigure[] {
  return readSentences(line, lang, sentenceDocument(line, null, lang)).map((f) => {
    const { citation, ...figure } = toRule(f, { page: 1 });
    return { ...figure, quote: citation.quote };
  });
}

/** A sentence figure as a rule figure: `period` is the year of a yearly figure (or of a year-end balance). */
export function toRule(f: SentenceFigure, where: { page: number }): RuleFigure {
  const p = f.period;
  const year = p?.kind === 'year' ? p.year : p?.kind === 'date' && p.month === 12 && p.day === 31 ? p.year : null;
  const detailed = p !== null && p.kind !== 'year';
  return {
    key: f.key,
    period: year,
    value: f.value,
    currency: f.currency,
    citation: { page: where.page, quote: f.quote },
    ...(detailed ? { periodDetail: p } : {}),
    ...(Object.keys(f.marks).length > 0 ? { marks: f.marks } : {}),
    confidence: f.confidence,
    ...(f.reason ? { reason: f.reason } : {}),
  };
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

/** Tokens of a line with their offsets (whitespace separated). */
function tokensOf(line: string): RowCell[] {
  return [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** A column's period for a key: a flow in a column drawn up at a day is the year to that day ("30.06.2024": the first half). */
function columnPeriod(
  key: FigureKey,
  p: FigurePeriod,
  fiscalEnd: PeriodContext['fiscalEnd'],
): { period: number | null; periodDetail?: FigurePeriod } {
  if (p.kind === 'year') return { period: p.year };
  const detail = STOCK.has(key) ? p : flowAtDay(p, fiscalEnd);
  return detail.kind === 'year' ? { period: detail.year } : { period: null, periodDetail: detail };
}

/**
 * Figures of one page of text: its tables first (a head line ending in the columns' periods, rows of
 * numbers: text-table.ts), then its sentences (lines that are not table rows). Quotes are exact
 * substrings of the page's text. `sentences` false: the tables alone (what is kept of a page the
 * sentence reader could not read).
 */
export function pageFigures(page: TextPage, lang: NumberLanguage, doc?: SentenceDocument, sentences = true): RuleFigure[] {
  const lines = page.text.split('\n');
  const prose = lines.map((l) => ' '.repeat(l.length));
  const out: RuleFigure[] = [];
  let header: TextHeader | null = null;
  let rowsSinceHeader = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const tokens = tokensOf(line);
    const context = lines.slice(Math.max(0, i - 2), i + 1).join(' ');
    const h = textHeader(
      tokens.map((t) => t.text),
      context,
    );
    if (h) {
      header = h;
      rowsSinceHeader = 0;
      continue;
    }
    const row = header ? textRow(tokens, header) : null;
    if (header && row) {
      rowsSinceHeader = 0;
      const first = row.label[0] as RowCell;
      const label = line.slice(first.start, (row.label[row.label.length - 1] as RowCell).end);
      const key = labelKey(label);
      if (key) {
        const rowScale = tableScale(label) ?? header.scale;
        const currency = key === 'headcount' ? null : (rowScale?.currency ?? headerCurrency(label) ?? row.currency ?? header.currency);
        const periods = header.periods;
        row.values.forEach((v, j) => {
          const n = amountOfCell(v.text, lang);
          if (n === null) return;
          out.push({
            key,
            ...columnPeriod(key, periods[j] as FigurePeriod, doc?.context.fiscalEnd),
            value: scaled(key, n, rowScale),
            currency,
            citation: { page: page.page, quote: line.slice(first.start, v.end) },
          });
        });
      }
      continue;
    }
    if (header) {
      if (line.trim() !== '' && ++rowsSinceHeader > 2) header = null;
      if (line.trim() === '') continue;
    }
    prose[i] = line;
  }
  if (!sentences) return out;
  // the sentences: every line that is not a table's, read as running text (offsets kept, so quotes are the page's own words)
  const text = prose.join('\n');
  for (const f of readSentences(text, lang, doc ?? sentenceDocument(text, null, lang))) out.push(toRule(f, { page: page.page }));
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
 * One figure per key, period and marks (adjusted, net): the first where all readings agree (within
 * 0.5 %). Where they disagree: table and sheet readings give none (ambiguity rule); sentence readings
 * (which carry a confidence) are all kept, at confidence 0.5 at most, with the reason
 * `values_disagree` — the reviewer decides.
 */
export function dedupeFigures<
  F extends {
    readonly key: FigureKey;
    readonly period: number | null;
    readonly value: number;
    readonly periodDetail?: FigurePeriod;
    readonly marks?: FigureMarks;
    readonly confidence?: number;
    readonly reason?: string;
  },
>(figures: readonly F[]): F[] {
  const groups = new Map<string, F[]>();
  for (const f of figures) {
    const k = `${f.key}|${periodLabel(f.periodDetail) ?? f.period ?? ''}|${f.marks?.adjusted ? 'adj' : ''}|${f.marks?.net ? 'net' : ''}`;
    const list = groups.get(k);
    if (list) list.push(f);
    else groups.set(k, [f]);
  }
  const out: F[] = [];
  for (const list of groups.values()) {
    const first = list[0] as F;
    if (list.every((f) => close(f.value, first.value, 0.005))) out.push(first);
    else if (list.every((f) => f.confidence !== undefined)) {
      const distinct = list.filter((f, i) => list.findIndex((g) => close(g.value, f.value, 0.005)) === i);
      for (const f of distinct)
        out.push({ ...f, confidence: Math.min(f.confidence ?? 1, 0.5), reason: [f.reason, 'values_disagree'].filter(Boolean).join(',') });
    }
  }
  return out;
}

/** Rows of cells for a sheet from plain strings (CSV), numbers parsed in the given language. */
export function cellsFromStrings(
  rows: readonly (readonly string[])[],
  lang: NumberLanguage,
  columnName: (col: number) => string,
): SheetCell[][] {
  return rows.map((r, i) =>
    r.map((text, j) => {
      const t = text.trim();
      const value = isNumericCell(t) && /\d/.test(t) ? parseNumberToken(t, lang) : null;
      return { address: `${columnName(j + 1)}${i + 1}`, col: j + 1, text, value };
    }),
  );
}
