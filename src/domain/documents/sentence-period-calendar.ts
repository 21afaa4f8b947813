import { periodLabel } from './types.ts';
import type { FigurePeriod } from './types.ts';
import { isLeap } from '../finance/dates.ts';
import { monthLastDay } from './sentence-period-mention.ts';

/**
 * Calendar arithmetic on periods (issue 28): where a period ends, the year-to-date period a quarter
 * closes, the last period ended by a date and the calendar year a yearless period belongs to. Pure.
 */
/** End date of a period (a balance "at" it). */
export function periodEnd(p: FigurePeriod): FigurePeriod {
  switch (p.kind) {
    case 'quarter':
      return { kind: 'date', year: p.year, month: p.quarter * 3, day: p.quarter === 1 || p.quarter === 4 ? 31 : 30 };
    case 'half':
      return { kind: 'date', year: p.year, month: p.half === 1 ? 6 : 12, day: p.half === 1 ? 30 : 31 };
    case 'nine_months':
      return { kind: 'date', year: p.year, month: 9, day: 30 };
    case 'year':
      return { kind: 'date', year: p.year, month: 12, day: 31 };
    case 'span':
      return { kind: 'date', year: p.to, month: 12, day: 31 };
    case 'date':
      return p;
  }
}

/** The period in another year; 29 February becomes the 28th in a year that has none. */
export function withYear(p: FigurePeriod, year: number): FigurePeriod {
  if (p.kind === 'span') return p;
  if (p.kind === 'date' && p.month === 2 && p.day === 29 && !isLeap(year)) return { ...p, year, day: 28 };
  return { ...p, year };
}

export function yearOf(p: FigurePeriod): number {
  return p.kind === 'span' ? p.to : p.year;
}

/** "Year-to-date" in a text that reports a quarter: January to that quarter's end (the second: the first half). */
export function yearToDateOf(p: FigurePeriod): FigurePeriod {
  if (p.kind === 'quarter')
    return p.quarter === 1
      ? p
      : p.quarter === 2
        ? { kind: 'half', year: p.year, half: 1 }
        : p.quarter === 3
          ? { kind: 'nine_months', year: p.year }
          : { kind: 'year', year: p.year };
  return p.kind === 'half' && p.half === 2 ? { kind: 'year', year: p.year } : p;
}

/** The last year, quarter or half that ended on or before a date ("2019-08-01": the first half of 2019, the second quarter). */
export function lastEnded(unit: 'quarter' | 'half' | 'year', date: string | null | undefined, reported = false): FigurePeriod | null {
  if (!date || !/^\d{4}-\d\d-\d\d$/.test(date)) return null;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // (a full year a text reports after June ended in June or later that year: a calendar year is reported by the spring after; the
  // last year-end of a balance stays the December before)
  if (unit === 'year') return { kind: 'year', year: date.slice(5) === '12-31' || (reported && month > 6) ? year : year - 1 };
  if (unit === 'quarter') {
    const q = Math.floor((month - 1) / 3); // quarters fully ended before this month
    return q === 0 ? { kind: 'quarter', year: year - 1, quarter: 4 } : { kind: 'quarter', year, quarter: q as 1 };
  }
  return month > 6 ? { kind: 'half', year, half: 1 } : { kind: 'half', year: year - 1, half: 2 };
}

/** "the six months ended June 30", "nei primi sei mesi dell'anno": a text that shows its parts are the calendar year's. */
const CALENDAR_PART =
  /\b(?:ended|ending|to|through|until|chius[oa]\s+al|al)\s+(?:(?:30|31)(?:st|th)?\s+)?(?:June|giugno|December|dicembre)\b|\b(?:June|December)\s+3[01]\b|(?:primi\s+sei\s+mesi|primo\s+semestre|first\s+half|first\s+six\s+months)\s+(?:dell['’]\s*anno|of\s+the\s+year)/iu;

/**
 * "Fourth quarter revenue was …" in a release dated February 2021: a calendar quarter, half or nine
 * months cannot be reported before it ends, and a release comes out within weeks of its end, so it is
 * the year before's when that one ended at most four months before the date. Otherwise ("third
 * quarter" in May) it is a fiscal quarter, named after the fiscal year: the date's year stands, as it
 * does in any text that speaks of fiscal years.
 */
export function calendarYearBefore(text: string, p: FigurePeriod, date: string | null, fiscalEndMonth?: number): number | null {
  if (!date || !/^\d{4}-\d\d-\d\d$/.test(date) || p.kind === 'span' || p.kind === 'year' || p.kind === 'date') return null;
  // (a fiscal year of weeks that closes late in December, "the fiscal year ended December 28, 2013", is the calendar year)
  if (fiscalEndMonth !== 12 && /fiscal|\bFY|esercizio fiscale/iu.test(text)) return null;
  const year = Number(date.slice(0, 4));
  const end = periodEnd(withYear(p, year));
  if (end.kind !== 'date') return null;
  const iso = `${year}-${String(end.month).padStart(2, '0')}-${String(end.day).padStart(2, '0')}`;
  // ("First-half net income rose …" in November: the calendar half ended months before, too long for a release; the half is a fiscal
  // one ended weeks ago, named after its fiscal year, which closes the next year when what remains of it runs past December)
  if (iso <= date) {
    if (p.kind !== 'half') return null; // (quarters: a round-up's "first-quarter" in August may be a calendar one reported late)
    const since = (Date.parse(`${date}T00:00:00Z`) - Date.UTC(year, end.month - 1, end.day)) / 86_400_000;
    const months = 6 * p.half;
    return since > 122 && Number(date.slice(5, 7)) - 1 + 12 - months > 12 && !CALENDAR_PART.test(text) ? year + 1 : null;
  }
  // a release comes out within weeks of its period's end: a year before only when that period ended at most four months before
  const ended = Date.UTC(year - 1, end.month - 1, end.day);
  const days = (Date.parse(`${date}T00:00:00Z`) - ended) / 86_400_000;
  return days <= 122 ? year - 1 : null;
}

/**
 * A quarter or half known by the month it ends in, named in a fiscal year that closes in another month
 * (README of the evaluation sets: fiscal quarters and halves carry their fiscal year's number and year):
 * with a year closing on 30 June, the quarter ended June 30, 2001 is the fourth of fiscal 2001, the one
 * ended September 30, 2001 the first of fiscal 2002. Calendar-year texts and unaligned year-ends keep it.
 */
export function fiscalNamed(
  p: FigurePeriod,
  endsIn: number | undefined,
  fiscalEnd: { month: number; naming?: number } | null | undefined,
): FigurePeriod {
  // "the six months to December 31" where no year-end is stated: the first half of a year closing in June (a calendar year's
  // second half is named so, or its year's)
  if (!fiscalEnd && endsIn === 12 && p.kind === 'half' && p.half === 2 && p.year !== 0) return { kind: 'half', year: p.year + 1, half: 1 };
  if (!endsIn || !fiscalEnd || fiscalEnd.month === 12) return p;
  if (p.kind === 'span' || p.kind === 'date' || p.year === 0) return p;
  // a retailer's "fiscal 2016" that ended on 28 January 2017 is named by the calendar year it began in (naming −1)
  const naming = fiscalEnd.naming ?? 0;
  if (p.kind === 'year') return endsIn === fiscalEnd.month && naming !== 0 ? { kind: 'year', year: p.year + naming } : p;
  const after = (endsIn - fiscalEnd.month + 12) % 12; // months from the fiscal year-end to the period's end
  const year = (after === 0 ? p.year : endsIn > fiscalEnd.month ? p.year + 1 : p.year) + naming;
  // "the nine months ended December 31, 2019" of a year that ends in March: nine months of fiscal 2020
  if (p.kind === 'nine_months') return after === 9 ? { kind: 'nine_months', year } : p;
  const quarter = fiscalQuarterOf(endsIn, fiscalEnd.month);
  if (quarter === null) return p;
  if (p.kind === 'quarter') return { kind: 'quarter', year, quarter };
  if (after % 6 !== 0) return p;
  return { kind: 'half', year, half: after === 0 ? 2 : 1 };
}

/** The fiscal quarter a quarter ending in a month is, in a year that closes in another month (null when the two do not align). */
export function fiscalQuarterOf(endsIn: number, fiscalMonth: number): 1 | 2 | 3 | 4 | null {
  const after = (endsIn - fiscalMonth + 12) % 12; // months from the fiscal year-end to the quarter's end
  return after % 3 !== 0 ? null : after === 0 ? 4 : ((after / 3) as 1 | 2 | 3);
}

/**
 * A flow "at" a date is the calendar year to that date: "al 30 giugno 2019 i ricavi …" the first
 * half, "al 31 marzo" the first quarter, "al 30 settembre" nine months, "al 31 dicembre" the year.
 */
export function yearToDate(d: Extract<FigurePeriod, { kind: 'date' }>): FigurePeriod {
  if (d.month === 12 && d.day === 31) return { kind: 'year', year: d.year };
  if (d.month === 6 && d.day === 30) return { kind: 'half', year: d.year, half: 1 };
  if (d.month === 3 && d.day === 31) return { kind: 'quarter', year: d.year, quarter: 1 };
  if (d.month === 9 && d.day === 30) return { kind: 'nine_months', year: d.year };
  return d;
}

/**
 * A flow in a column (or a sentence) dated at a day: the fiscal year when that day closes it ("November 30, 2024" in
 * a year that ends on 30 November), else the part of the calendar year to it (yearToDate).
 */
export function flowAtDay(p: FigurePeriod, fiscalEnd: { month: number; day: number } | null | undefined): FigurePeriod {
  if (p.kind !== 'date') return p;
  if (fiscalEnd && p.month === fiscalEnd.month && p.day === fiscalEnd.day) return { kind: 'year', year: p.year };
  return yearToDate(p);
}

/**
 * A balance a text reports with no day written, taken from the text's period, cannot be at a day after the text's date: "la
 * posizione finanziaria netta è negativa per 19,9 milioni" in a release of September 2025 whose period read as the year is at the
 * last quarter's end by that date (30 June 2025), not at 31 December 2025.
 */
export function balanceDayByDate(p: FigurePeriod, date: string | null | undefined): FigurePeriod {
  if (p.kind !== 'date' || !date || !/^\d{4}-\d\d-\d\d$/.test(date)) return p;
  if ((periodLabel(p) as string) <= date) return p;
  const quarter = lastEnded('quarter', date);
  return quarter ? periodEnd(quarter) : p;
}

/**
 * "Net Sales at Rs 5.35 crore in December 2020 up 788.79% from Rs. 0.60 crore in December 2019", in a text on quarterly numbers: the
 * quarter that ends in the month written after "in", named in the text's fiscal calendar (the third of fiscal 2021 where the year
 * closes in March); null where the text is not on quarters, the day is not a quarter's last, or the month is not written after "in".
 */
export function quarterOfMonth(
  d: Extract<FigurePeriod, { kind: 'date' }>,
  before: string,
  ctx: { readonly quarterly?: boolean; readonly fiscalEnd?: { month: number; naming?: number } | null },
): FigurePeriod | null {
  if (!ctx.quarterly || d.month % 3 !== 0 || d.day !== monthLastDay(d.month) || !/(?<![\p{L}])in\s+$/iu.test(before)) return null;
  return fiscalNamed({ kind: 'quarter', year: d.year, quarter: (d.month / 3) as 1 }, d.month, ctx.fiscalEnd);
}
