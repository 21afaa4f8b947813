import type { FigurePeriod } from './types.ts';

export type RelativeShift =
  | 'this'
  | 'prior_year'
  | 'last_year'
  | 'prior_period'
  | 'same_in_year'
  | 'plan'
  | 'next_years'
  | 'last_years'
  | 'ytd'
  | 'current_year'
  | 'next_year';

/** A period mention: absolute (maybe without its year), or relative to the document's current period. */
export interface PeriodMention {
  readonly start: number;
  readonly end: number;
  /** Absolute; `year` 0 when the text did not say it ("first quarter", "March 31"). */
  readonly period?: FigurePeriod;
  readonly relative?: RelativeShift;
  /** The mention is a point in time (a date, "year end"): fits balances (cash, debt, headcount). */
  readonly point?: boolean;
  /** "for the quarter", "the prior year quarter": the kind of period a relative mention names. */
  readonly unit?: 'quarter' | 'half' | 'year';
  /** "the same period in 2019", "stesso periodo del 2019": the sentence's period, in that year. */
  readonly year?: number;
  /** "primo semestre dell'anno precedente", "the first quarter of last year": years before the current one. */
  readonly back?: number;
  /** "the prior year's second quarter", "last year's fourth quarter": a part a year before the one reported, named to compare with. */
  readonly priorPart?: boolean;
  /** "nei prossimi cinque anni", "over the next three years", "nel prossimo triennio": how many years ahead. */
  readonly years?: number;
  /** A year-end written without its year ("a dicembre", "at year-end"): the last one before the period reported. */
  readonly yearEnd?: boolean;
  /** A year written with the day it closed on ("fiscal 2023, which ended on September 30, 2023"); `back` = year − the day's year. */
  readonly closesOn?: { readonly month: number; readonly day: number; readonly back: number };
  /** A plan's horizon: "al 2024", "entro il 2024", "through 2023", "by 2025". */
  readonly horizon?: boolean;
  /** "the quarter ended June 30, 2001": the month a quarter or half ends in, to name it in a fiscal year that ends in another month. */
  readonly endsIn?: number;
  /** A fiscal first half named by its fiscal year ("the half-year ended 31 December 2023": 2024H1): the day it ends. */
  readonly halfEnds?: Extract<FigurePeriod, { kind: 'date' }>;
  /** A quarter named by the day it ended, with its year ("the second quarter ended May 31, 2020"): that day. */
  readonly quarterEnds?: Extract<FigurePeriod, { kind: 'date' }>;
  /**
   * "the July-September quarter", "January-March 2022": the month a quarter named by its months ends in. Such a quarter is the
   * calendar's, except in an Indian company's text, where it is always the fiscal one (sentence-period-closing.ts, `withMonthsEnd`).
   */
  readonly monthsEnd?: number;
  /** The day of that month ("the quarter ended Nov. 3"). */
  readonly endsDay?: number;
  /** "the fiscal first quarter ended Sept. 30" (no year): the day it ends and the fiscal year's shift from that day's year. */
  readonly endsOn?: { readonly month: number; readonly day: number; readonly shift: number };
  /** "the second quarter of fiscal 2020 ended December 31, 2019": a named fiscal part and the month it ended in (its fiscal calendar). */
  readonly partEndsIn?: number;
  /** Written with "fiscal" or "FY" ("the first half of fiscal 2020"): a fiscal year's own name, which some calendars give by its start. */
  readonly fiscalWord?: boolean;
}

/** The kind of period a relative mention names ("the prior year quarter", "del semestre"). */
export function unitOf(text: string): { unit?: 'quarter' | 'half' } {
  if (/quarter|trimestr/iu.test(text)) return { unit: 'quarter' };
  if (/half|semestre/iu.test(text)) return { unit: 'half' };
  return {};
}

/** "luglio-settembre" a quarter; "gennaio – giugno 2019" a half, "gennaio – settembre" nine months, "January-December" the year. */
export function monthRange(a: number, b: number, year: number): Omit<PeriodMention, 'start' | 'end'> | null {
  if (b - a === 2 && b % 3 === 0) return { period: { kind: 'quarter', year, quarter: (b / 3) as 1 }, monthsEnd: b };
  // "July to December 2019": the calendar's second half, ending in December (a fiscal first half where the year ends in June)
  if (a === 7 && b === 12) return { period: { kind: 'half', year, half: 2 }, endsIn: 12 };
  // "the April-September period": six months that end in another month than June or December are a fiscal first half,
  // of the year that closes six months later (as "the six months to 30 September", sentence-period-dates.ts)
  if (b - a === 5 && a !== 1 && a !== 7) return fiscalFirstHalf(b, monthLastDay(b), year);
  if (a !== 1) return null;
  if (b === 6) return { period: { kind: 'half', year, half: 1 } };
  if (b === 9) return { period: { kind: 'nine_months', year } };
  return b === 12 ? { period: { kind: 'year', year } } : null;
}

/**
 * The first half of a fiscal year that closes six months after the half's last day ("six months to 30 September 2023", "the
 * April-September period"): named by the year it closes in; with no year written, resolved against the document's date
 * (sentence-periods.ts, `endsOn`).
 */
export function fiscalFirstHalf(month: number, day: number, year: number): Omit<PeriodMention, 'start' | 'end'> {
  const shift = month + 6 > 12 ? 1 : 0;
  return year > 0
    ? { period: { kind: 'half', year: year + shift, half: 1 }, halfEnds: { kind: 'date', year, month, day } }
    : { period: { kind: 'half', year: 0, half: 1 }, endsOn: { month, day, shift } };
}

/** The last day of a month (February as 28: periods, not calendars). */
export function monthLastDay(month: number): number {
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
}

/** A day of a month (a balance's date), when it exists. */
export function date(year: number, month: number, day: number): Omit<PeriodMention, 'start' | 'end'> | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { period: { kind: 'date', year, month, day }, point: true };
}

/** What may stand before "last year," opening a sentence: nothing, or a lead-in ("It is worth noting that last year, …"). */
const LAST_YEAR_OPENS =
  /^[\s•·▪–-]*(?:(?:it is worth (?:noting|mentioning)|it should be noted|notably|meanwhile|in addition|moreover|besides)(?:\s+that)?,?\s*)?$/iu;

/**
 * "last year", "lo scorso anno" as sentence-period-patterns.ts finds it; "Last year, the company's net profits … enlarged to EGP 7.25
 * billion" heading a sentence is the whole year (`unit` 'year'), in a text on a quarter too.
 */
export function lastYearMention(m: RegExpExecArray): Omit<PeriodMention, 'start' | 'end'> {
  return LAST_YEAR_OPENS.test(m.input.slice(0, m.index)) && /^\s*,/u.test(m.input.slice(m.index + m[0].length))
    ? { relative: 'last_year', unit: 'year' }
    : { relative: 'last_year' };
}
