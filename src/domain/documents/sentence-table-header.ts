import { findPeriods, resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/**
 * The head of a results table flattened into text (issue 28): the cells above its rows that name its
 * columns' periods, stacked as pages flatten them ("Three Months Ended | Nine Months Ended",
 * "September 30, | September 30,", "2023 | 2022 | 2023 | 2022"), one per column ("FY23 | FY22 | Y/Y |
 * Q4 FY23 | Q4 FY22 | Y/Y", "H1 2020 £m | H1 2019 £m | % change") or a span above dated columns
 * ("Quarter Ended | … | June 30, 2007 | June 30, 2006"). Change columns ("Y/Y", "% change") are columns
 * with no period. Pure; used by sentence-table.ts.
 */
export interface TableColumn {
  readonly period: FigurePeriod | null;
  /** A column on an adjusted basis under its period ("As Reported | Adjusted", "(GAAP) | (Non-GAAP)"). */
  readonly adjusted?: boolean;
  /** The day a part-of-year column ends, when its fiscal year does not follow the calendar (for balances: sentence-table.ts). */
  readonly end?: FigurePeriod;
}

export interface TableHead {
  readonly columns: readonly TableColumn[];
  /** The scale its unit cell states ("(in thousands, except per share data)", "£m"), else null. */
  readonly scale: number | null;
  readonly currency: string | null;
}

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\.?`;
/** "Three Months Ended", "Quarter Ended", "Six Months", "Year Ended", "Nine months ended March 31,". */
const SPAN = new RegExp(
  String.raw`^(?:(?:three|six|nine|twelve|3|6|9|12)[- ]months?|(?:fiscal )?(?:quarters?|years?|half[- ]years?|six[- ]month periods?)|trimestre|semestre|nove mesi|esercizio)(?: ended| ending| chiuso al)?(?: ${MONTH} \d{1,2},?)?$`,
  'iu',
);
/** "September 30,", "Ended June 30,": a column's day with its year in a cell below. */
const DAY = new RegExp(String.raw`^(?:ended |ending |as of |at |al )?(?:${MONTH} \d{1,2}|\d{1,2} ${MONTH}),?$`, 'iu');
const CHANGE =
  /^(?:y\/y|yoy|q\/q|(?:%\s*)?(?:change|growth|chg\.?|difference|diff\.?|var\.?|variazione|variation|delta|δ)(?:\s*%)?|%|%\s*\d\d(?:\d\d)?\/\d\d(?:\d\d)?|(?:constant currency|reported|organic|a cambi costanti)\s*%\s*change|%\s*change\s*\(?(?:constant currency|reported)\)?|(?:%\s*)?(?:organic|underlying)\s+(?:change|growth)\*?|(?:change|growth)\s*\((?:organic|underlying)\))$/iu;
// ("Net Profit (Loss) Million Baht", "Million Dollar": a scale and a currency named in words after a label, as the Stock Exchange of
// Thailand's announcements write them)
const NAMED = String.raw`(?:baht|dollars?|euros?|pounds?|yen|rupees?|ringgit|pesos?)`;
/** A currency's code in a unit note: "(ZAR millions)", "(USD millions)". */
export const CODE = String.raw`(?:USD|EUR|GBP|ZAR|CHF|JPY|INR|AUD|CAD|SEK|NOK|DKK|NZD|HKD|SGD|CNY|RMB)`;
const named = (rx: RegExp, scale: string) => new RegExp(String.raw`${rx.source}|\b${scale}s?\s+${NAMED}\b`, 'iu');
const SCALES: readonly [RegExp, number][] = [
  [/in thousands?\b|\(000s?\)|\bin 000s?\b|'000|\b(?:US\$|A\$|\$|£|€)000\b|thousands of|migliaia/iu, 1e3],
  [
    named(
      new RegExp(
        String.raw`in millions|in (?:(?:€|\$|£|eur|usd|gbp|euro)\s?)?million\b|millions of|\((?:US\$|A\$|\$|£|€|${CODE}\s)\s?(?:m|mn|mm|millions?)\)|\b(?:US\$|A\$|\$|£|€)m\b|(?:^|\s)(?:US\$|A\$|\$|£|€)m(?:\(\d\))?(?=\s|$)|milioni|\bmln\b`,
        'iu',
      ),
      'million',
    ),
    1e6,
  ],
  [
    named(
      new RegExp(
        String.raw`in billions|in (?:(?:€|\$|£|eur|usd|gbp|euro)\s?)?billion\b|\((?:US\$|A\$|\$|£|€|${CODE}\s)\s?(?:b|bn|billions?)\)|\b(?:US\$|A\$|\$|£|€)bn\b|miliardi`,
        'iu',
      ),
      'billion',
    ),
    1e9,
  ],
];
/** A unit note in a head or a label written with symbols: "(in thousands, except per share data)", "£m", "($B)". */
const UNIT_NOTE =
  /\((?:in |expressed in )?[^()]*(?:thousands?|millions?|billions?|migliaia|milioni|000s)[^()]*\)|\(\s?(?:US\$|A\$|\$|£|€)\s?(?:m|mn|mm|b|bn|000)\s?\)|(?:^|\s)(?:US\$|A\$|\$|£|€)(?:m|bn|000)(?:\(\d\))?(?=\s|$)/iu;
/** A unit note in a head or a label: with symbols, or named in words after it ("Million Baht"). */
export const UNIT = new RegExp(String.raw`${UNIT_NOTE.source}|(?:^|\s)(?:thousands?|millions?|billions?)\s+${NAMED}(?=\s|$)`, 'iu');
const UNITS = new RegExp(UNIT.source, 'giu');

export function scaleOf(text: string): number | null {
  for (const [rx, scale] of SCALES) if (rx.test(text)) return scale;
  return null;
}

export function currencyOfSymbol(text: string): string | null {
  if (/A\$/u.test(text)) return 'AUD';
  if (/C\$|CA\$/u.test(text)) return 'CAD';
  if (/\$/u.test(text)) return 'USD';
  if (/£/u.test(text)) return 'GBP';
  if (/€/u.test(text)) return 'EUR';
  // ("Net Profit (Loss) Million Baht", "Million Dollar": the Stock Exchange of Thailand's announcements name the currency in words)
  if (/\bbaht\b/iu.test(text)) return 'THB';
  // ("(ZAR millions)", "(USD millions)": the currency's code)
  const code = new RegExp(String.raw`\b(${CODE})\b`, 'u').exec(text)?.[1];
  if (code) return code === 'RMB' ? 'CNY' : code;
  if (/\b(?:thousands?|millions?|billions?)\s+dollars?\b/iu.test(text)) return 'USD';
  return null;
}

/** A cell of a table's head, with marks and footnotes taken off ("*2021*", "1H19(1)", "H1 2020 £m"). */
function bare(cell: string): string {
  return monthsWritten(
    cell
      .replace(UNITS, ' ')
      .replace(/\(\d\)|[*¹²³]/gu, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
}

const ABBR = ['jan|gen', 'feb', 'mar', 'apr', 'may|mag', 'jun|giu', 'jul|lug', 'aug|ago', 'sept?|set', 'oct|ott', 'nov', 'dec|dic'];
const NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ABBR_ANY = `(?:${ABBR.join('|')})\\.?`;
const MONTH_YEAR = new RegExp(`^(${ABBR_ANY})(?:\\s?[-–]\\s?(${ABBR_ANY}))?\\s?['’]?(\\d\\d)$`, 'iu');
/** Italian abbreviations that are no English month's: "Set 15" is September 2015, where "Mar 15" may be March 15th. */
const ITALIAN_ONLY = /^(?:gen|mag|giu|lug|ago|set|ott|dic)/iu;

/** An Italian table's month and two-digit year ("Set 15", "Dic 14") or its months' stretch ("Gen-Set 15"), written out. */
function monthsWritten(b: string): string {
  const m = MONTH_YEAR.exec(b);
  if (!m || (!m[2] && !ITALIAN_ONLY.test(b))) return b;
  const name = (a: string) => NAMES[ABBR.findIndex((x) => new RegExp(`^(?:${x})\\.?$`, 'iu').test(a))];
  const year = `${Number(m[3]) > 50 ? 19 : 20}${m[3] as string}`;
  return m[2] ? `${name(m[1] as string)}-${name(m[2])} ${year}` : `${name(m[1] as string)} ${year}`;
}

/** A cell that is one period and nothing else ("2023", "FY23", "Q4 FY23", "June 30, 2007", "H1 2020 £m"). */
function periodCell(cell: string): boolean {
  const b = bare(cell);
  if (b.length === 0 || b.length > 40) return false;
  const ps = findPeriods(b);
  if (ps.length !== 1) return false;
  const p = ps[0] as { start: number; end: number };
  const rest = (b.slice(0, p.start) + b.slice(p.end)).replace(/[\s,.:()-]/gu, '');
  return rest.length === 0 && /\d{4}|(?:FY|Q[1-4]|H[12]|[1-4]Q|[12]H|9M)\s?'?\d\d(?!\d)/iu.test(b);
}

export type HeadCell = 'period' | 'span' | 'day' | 'change' | 'unit' | 'basis';

/** The basis a sub-column is on, under each period: "As Reported", "Adjusted", "(GAAP)", "(Non-GAAP)". */
const BASIS = /^\(?(?:as reported|reported|as adjusted|adjusted|gaap|non-gaap|ifrs|statutory|underlying)\)?$/iu;
const ADJUSTED_BASIS = /adjusted|non-gaap|underlying/iu;

/** What a cell is in a table's head, or null when it is not a head's cell. */
export function headCell(cell: string): HeadCell | null {
  const b = bare(cell);
  if (cell.replace(UNITS, '').replace(/[\s*]|\(\d\)/gu, '').length === 0) return 'unit';
  // "Unaudited, in millions except per share amounts": a unit stated as the head's first words, without brackets
  if (/^(?:unaudited,?\s+)?(?:\(\s*)?(?:amounts\s+|figures\s+|dollars\s+)?in (?:thousands|millions|billions)\b/iu.test(b)) return 'unit';
  if (periodCell(cell)) return 'period';
  if (SPAN.test(b)) return 'span';
  if (DAY.test(b)) return 'day';
  if (CHANGE.test(b)) return 'change';
  if (BASIS.test(b)) return 'basis';
  return null;
}

/** Spreads the cells of an upper row over the columns below it: one each, or each over an equal share. */
function spread(cells: readonly string[], n: number, i: number): string {
  if (cells.length === 0 || n % cells.length !== 0) return '';
  return cells[Math.floor(i / (n / cells.length))] as string;
}

/** The head the cells of a run make, or null when its columns' periods cannot all be read. */
export function tableHead(cells: readonly string[], ctx: PeriodContext): TableHead | null {
  // "(€millions) | Q4 2024 | Q4 2023 | % change | Q4 2024 (US$millions)": a period in another currency than the head's unit is the
  // same column translated, no period of the table's own
  const captioned = currencyOfSymbol(cells.filter((c) => headCell(c) === 'unit').join(' '));
  const translated = (c: string) => {
    const own = /\(([^()]*)\)\s*$/u.exec(c)?.[1];
    return own !== undefined && captioned !== null && currencyOfSymbol(own) !== null && currencyOfSymbol(own) !== captioned;
  };
  const kindOf = (c: string) => {
    const kind = headCell(c);
    return kind === 'period' && translated(c) ? 'change' : kind;
  };
  const kinds = cells.map(kindOf);
  // ("6 Months | 2023 | 2022": a span written in figures reads as the one written in words)
  const spelled = (b: string) =>
    b.replace(/^(3|6|9|12)(?=[- ]months?\b)/iu, (n) => ({ 3: 'three', 6: 'six', 9: 'nine', 12: 'twelve' })[n] as string);
  const spans = cells.filter((_, i) => kinds[i] === 'span').map((c) => spelled(bare(c)));
  const days = cells.filter((_, i) => kinds[i] === 'day').map(bare);
  // a change column's head written above the periods' ("Years ended | November 30, % | change" over "2024 | 2023") still
  // comes after them: a change is measured between periods
  const ordered = cells.filter((_, i) => kinds[i] === 'period' || kinds[i] === 'change');
  const firstPeriod = ordered.findIndex((c) => kindOf(c) === 'period');
  const leaves = firstPeriod > 0 ? [...ordered.slice(firstPeriod), ...ordered.slice(0, firstPeriod)] : ordered;
  const periodCount = leaves.filter((c) => kindOf(c) === 'period').length;
  if (periodCount === 0) return null;
  const columns: TableColumn[] = [];
  let p = 0;
  for (const leaf of leaves) {
    if (kindOf(leaf) === 'change') {
      columns.push({ period: null });
      continue;
    }
    const text = [spread(spans, periodCount, p), spread(days, periodCount, p), bare(leaf)].filter(Boolean).join(' ');
    p++;
    const found = findPeriods(text);
    if (found.length !== 1) return null;
    const period = resolvePeriod(found[0] as Parameters<typeof resolvePeriod>[0], ctx);
    if (!period) return null;
    columns.push({ period });
  }
  const units = cells.filter((c, i) => kinds[i] === 'unit' || kinds[i] === 'period' || (kinds[i] === null && UNIT.test(c))).join(' ');
  const bases = cells.filter((_, i) => kinds[i] === 'basis');
  // (only years written bare: "FY12 | FY11" in a half-year report are its fiscal years)
  const bareYears = leaves.every((l) => kindOf(l) !== 'period' || /^(?:19|20)\d\d$/u.test(bare(l)));
  const parts = spans.length === 0 && days.length === 0 && bareYears ? reportedParts(columns, ctx) : calendarNamedHalves(columns, ctx);
  return { columns: withBases(parts, bases), scale: scaleOf(units), currency: currencyOfSymbol(units.replace(/\(\d\)/gu, '')) };
}

/**
 * "2016 | 2015" over "As Reported | Adjusted | As Reported | Adjusted" (and a second row "(GAAP) | (Non-GAAP) | …"): each
 * period is as many columns as one round of bases, the adjusted ones marked; no bases, or bases that do not fill the
 * periods evenly, leave the columns as they are.
 */
function withBases(columns: readonly TableColumn[], bases: readonly string[]): TableColumn[] {
  if (bases.length === 0 || columns.some((c) => c.period === null)) return [...columns];
  // one round of bases: up to the first basis written again
  const again = bases.findIndex((b, i) => i > 0 && b.toLowerCase() === (bases[0] as string).toLowerCase());
  const k = again > 0 ? again : bases.length;
  if (k < 2 || bases.length < k * columns.length) return [...columns];
  const perRow = bases.slice(0, k * columns.length);
  return columns.flatMap((c, i) =>
    perRow.slice(i * k, i * k + k).map((b) => ({ ...c, ...(ADJUSTED_BASIS.test(b) ? { adjusted: true } : {}) })),
  );
}

/**
 * "H1 2018 | H1 2017" heading the table of a report on "the six months ended 31 August 2018", the first half of fiscal 2019: the
 * columns name each half by the calendar year it ends in, so each is the first half of the fiscal year after.
 */
function calendarNamedHalves(columns: readonly TableColumn[], ctx: PeriodContext): TableColumn[] {
  const part = ctx.reported;
  const end = ctx.reportedEnd;
  if (part?.kind !== 'half' || part.half !== 1 || end?.kind !== 'date' || part.year !== end.year + 1) return [...columns];
  const yearOfFirst = (c: TableColumn) => (c.period?.kind === 'half' && c.period.half === 1 ? c.period.year : null);
  const years = columns.map(yearOfFirst);
  if (!years.includes(end.year) || years.includes(part.year)) return [...columns];
  return columns.map((c, i) => {
    const y = years[i];
    return y === null || y === undefined ? c : { ...c, period: { ...part, year: y + 1 }, end: { ...end, year: y } };
  });
}

/**
 * "2012 | 2011" heading a half-yearly report's table ("Half-yearly financial report for the six months ended 30 September 2012"):
 * bare years over the columns of a report on a part of the year are that part of each year, the part reported in the year its
 * end falls in ("2012" is the half ended September 2012, the first of fiscal 2013) and the same part of the years before.
 */
function reportedParts(columns: readonly TableColumn[], ctx: PeriodContext): TableColumn[] {
  const part = ctx.reported ?? ctx.current;
  if (!part || (part.kind !== 'half' && part.kind !== 'nine_months') || (part.kind === 'half' && part.half !== 1)) return [...columns];
  const endYear = ctx.reportedEnd?.kind === 'date' ? ctx.reportedEnd.year : part.year;
  const years = columns.map((c) => (c.period?.kind === 'year' ? c.period.year : null));
  if (columns.some((c, i) => c.period !== null && years[i] === null) || !years.includes(endYear)) return [...columns];
  return columns.map((c, i) => {
    const y = years[i];
    if (y === null || y === undefined) return c;
    const end = ctx.reportedEnd?.kind === 'date' ? { ...ctx.reportedEnd, year: y } : undefined;
    return { ...c, period: { ...part, year: part.year - (endYear - y) }, ...(end ? { end } : {}) };
  });
}
