import { periodLabel } from './types.ts';
import type { FigurePeriod } from './types.ts';
import { findPeriods } from './sentence-period-patterns.ts';
import type { PeriodMention } from './sentence-period-patterns.ts';
import { fiscalNamed, fiscalQuarterOf, lastEnded, periodEnd, withYear, yearOf, yearToDateOf } from './sentence-period-calendar.ts';
import { withMonthsEnd } from './sentence-period-closing.ts';
import type { FiscalEnd } from './sentence-period-closing.ts';

export { lastEnded, periodEnd };
import { AMOUNT_BRACKET, labelledAside, yearFromDates } from './sentence-period-compared.ts';
import { historyBefore } from './sentence-period-words.ts';

export { AMOUNT_BRACKET, historyBefore, labelledAside, yearFromDates };

export { findPeriods };
export type { PeriodMention, RelativeShift } from './sentence-period-patterns.ts';

/**
 * Periods as results releases and plans write them, English and Italian (issue 28): years and fiscal
 * years ("2024", "FY23", "fiscal 2021", "esercizio 2017"), quarters ("Q1 2019", "1Q23", "first
 * quarter of 2019", "primo trimestre 2019", "primi tre mesi del 2019"), halves ("H1 2020", "first
 * half", "primo semestre"), nine months ("nine months", "9 mesi"), spans ("2020-2024", "nel triennio
 * 2019-2021"), balances at a date ("as of March 31, 2023", "al 31 marzo 2019", "al 30/6/2019", "fine
 * 2019") and relative periods ("last year", "lo scorso anno", "prior quarter", "pari periodo"),
 * resolved against the document's current period and date. Pure functions.
 */
/** The document's current period and date, against which incomplete and relative periods resolve. */
export interface PeriodContext {
  readonly current: FigurePeriod | null;
  /** Year of the document's date, when known. */
  readonly year: number | null;
  /** The period the document reports, kept when a sentence's topic replaces `current` ("for the quarter"). */
  readonly reported?: FigurePeriod | null;
  /** The span of the plan the text presents ("Piano strategico 2020-2024"): its first span. */
  readonly plan?: FigurePeriod | null;
  /** The document's date as given (ISO), when known. */
  readonly date?: string | null;
  /** The quarter the text names ("fourth quarter net sales"), its year completed: what "for the quarter" means in a year's text. */
  readonly quarterNamed?: FigurePeriod | null;
  /** The day the reported fiscal half ends, when the text names it so ("the half-year ended 31 December 2023"). */
  readonly reportedEnd?: FigurePeriod | null;
  /** The day its fiscal year closes, when the text says and it is not 31 December ("year ended June 30, 2022"). */
  readonly fiscalEnd?: FiscalEnd | null;
  /** In an undated text that calls the year it reports "last year" ("revenues declined … to $94.6 billion last year, …"), that year. */
  readonly lastYear?: number | null;
  /** A text on quarterly numbers ("Reported Standalone quarterly numbers …"): a flow "in December 2020" is that quarter's. */
  readonly quarterly?: boolean;
}

/** The first year of a plan that starts after a document: its own year in the first half, else the next. */
export function firstPlanYear(ctx: PeriodContext): number | null {
  if (!ctx.year) return null;
  const month = ctx.date && /^\d{4}-\d\d/.test(ctx.date) ? Number(ctx.date.slice(5, 7)) : 12;
  return month <= 6 ? ctx.year : ctx.year + 1;
}

/** An incomplete mention completed (its missing year from the context), a relative one resolved. */
export function resolvePeriod(written: PeriodMention, ctx: PeriodContext): FigurePeriod | null {
  const m = withMonthsEnd(written, ctx.fiscalEnd);
  if (m.period) {
    // "the quarter ended June 30, 2001" in a text whose fiscal year closes on 30 June: its fourth quarter
    if (m.period.kind === 'span' || yearOf(m.period) !== 0) return fiscalNamed(m.period, m.endsIn ?? m.closesOn?.month, ctx.fiscalEnd);
    const ends = m.endsOn && ctx.date && /^\d{4}-\d\d-\d\d$/.test(ctx.date) ? m.endsOn : null;
    if (ends) {
      // the last such day on or before the document's date, its fiscal year named after the year's last month
      const day = `${String(ends.month).padStart(2, '0')}-${String(ends.day).padStart(2, '0')}`;
      const year = Number((ctx.date as string).slice(0, 4)) - (day > (ctx.date as string).slice(5) ? 1 : 0);
      return withYear(m.period, year + ends.shift);
    }
    // "the six months ending December 31" in a text on the first half of fiscal 2022 (ended that day): the half reported
    const r = ctx.reported;
    if (
      m.period.kind === 'half' &&
      m.endsIn &&
      r?.kind === 'half' &&
      ctx.reportedEnd?.kind === 'date' &&
      ctx.reportedEnd.month === m.endsIn
    )
      return r;
    // "net profit increased to $113 million in the six months ended December 31" in February 2017, in a text that reports a first half
    // (a fiscal year to June): the half reported, not a calendar second half of its fiscal year
    // (undated, where no year-end is stated: "the six months ended December 31" is that first half, as the document's context reads it)
    if (
      m.period.kind === 'half' &&
      m.endsIn &&
      r?.kind === 'half' &&
      r.half !== m.period.half &&
      (monthsSince(m.endsIn, ctx.date) <= 5 || (!ctx.date && !ctx.fiscalEnd && m.endsIn === 12))
    )
      return r;
    // "the half-year ended December", "July-December of last year" in a text of October 2019 whose year closes in June: a
    // calendar stretch (the last one ended by the date, or the year back from the date's) named as its fiscal half
    const fe = ctx.fiscalEnd;
    if (m.period.kind === 'half' && m.endsIn && fe && fe.month !== 12 && ctx.date && /^\d{4}-\d\d-\d\d$/.test(ctx.date)) {
      const dateYear = Number(ctx.date.slice(0, 4));
      const ended = Number(ctx.date.slice(5, 7)) > m.endsIn;
      const calendar = m.back ? dateYear - m.back : ended ? dateYear : dateYear - 1;
      return fiscalNamed({ kind: 'half', year: calendar, half: m.period.half }, m.endsIn, fe);
    }
    // "the third quarter last year": a year before the one the document reports, not before a topic it set itself
    const base = m.back !== undefined && ctx.reported ? ctx.reported : ctx.current;
    // "la liquidità a fine anno" with no period reported: the last year-end by the document's date
    const lastYearEnd = m.yearEnd && !base ? lastEnded('year', ctx.date) : null;
    const year = base
      ? yearOf(base)
      : lastYearEnd && lastYearEnd.kind !== 'span'
        ? yearOf(lastYearEnd)
        : ctx.year === null
          ? null
          : ctx.year + (m.endsOn?.shift ?? 0);
    // "a dicembre" in a half-year's text is the year-end before it; in a year's, that year's end
    // (a second half or a fourth quarter ends at the year-end: "in the second half of the year, with cash at year end of …")
    const endsYear = ctx.current?.kind === 'half' ? ctx.current.half === 2 : ctx.current?.kind === 'quarter' && ctx.current.quarter === 4;
    const before = m.yearEnd && ctx.current && ctx.current.kind !== 'year' && ctx.current.kind !== 'span' && !endsYear ? 1 : 0;
    const resolved = year ? withYear(m.period, year - (m.back ?? 0) - before) : null;
    // "compared with £5.0m at 31 January" in a text of 12 September 2013: a day the text writes without its year (not a
    // year-end, which has its own rule) is one already past, the last such day on or before the document's date
    const past =
      resolved?.kind === 'date' &&
      !m.yearEnd &&
      ctx.date &&
      /^\d{4}-\d\d-\d\d$/.test(ctx.date) &&
      (periodLabel(resolved) as string) > ctx.date;
    const settled = past && resolved ? withYear(resolved, yearOf(resolved) - 1) : resolved;
    // ("net profit … for March quarter" of an Indian company, whose year ends in March: the fourth quarter of that fiscal year; its
    // year the fiscal year the text reports, or else the calendar quarter's fiscal name)
    if (!settled || !m.endsIn || m.period.kind !== 'quarter' || !fe || fe.month === 12) return settled;
    if (base && base.kind !== 'date' && base.kind !== 'span') {
      const quarter = fiscalQuarterOf(m.endsIn, fe.month);
      return quarter ? { kind: 'quarter', year: yearOf(base) - (m.back ?? 0), quarter } : settled;
    }
    return fiscalNamed(settled, m.endsIn, fe);
  }
  let cur = ctx.current;
  // "for the quarter" after a sentence about the year: the quarter the document reports
  if (m.unit && cur?.kind !== m.unit && ctx.reported?.kind === m.unit) cur = ctx.reported;
  // "Net earnings for the quarter" in a fiscal year's text that names its fourth quarter: that quarter
  const named = ctx.quarterNamed;
  if (m.relative === 'this' && m.unit === 'quarter' && cur?.kind === 'year' && named?.kind === 'quarter' && named.year === cur.year)
    return named;
  // "reported quarterly earnings of …" in a text on the nine months (or a half): the quarter that closes them
  if (m.relative === 'this' && m.unit === 'quarter' && (cur?.kind === 'nine_months' || cur?.kind === 'half'))
    return { kind: 'quarter', year: cur.year, quarter: cur.kind === 'nine_months' ? 3 : cur.half === 1 ? 2 : 4 };
  // "I ricavi del semestre …" in a text that states no period: the last one ended by the document's date
  if (m.relative === 'this' && (m.unit === 'quarter' || m.unit === 'half') && cur?.kind !== m.unit)
    cur = lastEnded(m.unit, ctx.date) ?? cur;
  if (m.relative === 'same_in_year')
    return cur && cur.kind !== 'span' && m.year ? withYear(cur, m.year) : m.year ? { kind: 'year', year: m.year } : null;
  if (m.relative === 'plan') return ctx.plan ?? null;
  // ("approximately $5 billion next year" in a release of March on the year just closed: the year ahead, as a plan's first year)
  if (m.relative === 'next_year') {
    const ahead = ctx.date ? firstPlanYear(ctx) : null;
    return ahead ? { kind: 'year', year: ahead } : null;
  }
  if (m.relative === 'next_years' && m.years) {
    if (ctx.plan?.kind === 'span' && ctx.plan.to - ctx.plan.from + 1 === m.years) return ctx.plan;
    const from = firstPlanYear(ctx);
    if (from && m.years === 1) return { kind: 'year', year: from };
    return from ? { kind: 'span', from, to: from + m.years - 1 } : null;
  }
  // ("negli ultimi tre anni sono in totale circa 18 mln" in a text on 2022: the span of the three years to the one reported)
  if (m.relative === 'last_years' && m.years) {
    const base = cur ?? ctx.reported ?? lastEnded('year', ctx.date);
    const to = base ? yearOf(base) : ctx.year;
    return to ? { kind: 'span', from: to - m.years + 1, to } : null;
  }
  if (m.relative === 'this' && m.unit === 'year') {
    const base = cur ?? ctx.reported ?? lastEnded('year', ctx.date);
    return base ? { kind: 'year', year: yearOf(base) } : ctx.year ? { kind: 'year', year: ctx.year } : null;
  }
  // "this year", "quest'anno": the calendar year of the document's date
  if (m.relative === 'current_year')
    return ctx.year ? { kind: 'year', year: ctx.year } : cur && cur.kind !== 'span' ? { kind: 'year', year: yearOf(cur) } : null;
  // "Gli investimenti nel periodo ammontano a 7,8 miliardi" in a plan's text that reports no period: over the plan
  if (m.relative === 'this') return cur ?? (m.unit ? null : (ctx.plan ?? null));
  if (m.relative === 'ytd' && m.year)
    return cur && cur.kind !== 'span' ? yearToDateOf(withYear(cur, m.year)) : { kind: 'year', year: m.year };
  if (m.relative === 'ytd') return cur ? yearToDateOf(cur) : null;
  if (m.relative === 'last_year') {
    if (ctx.lastYear && !ctx.year) return { kind: 'year', year: ctx.lastYear };
    // "last year" is the calendar's, unless the text reports a quarter or a half: then that one, a year before
    if (cur && (cur.kind === 'quarter' || cur.kind === 'half' || cur.kind === 'nine_months') && m.unit !== 'year')
      return withYear(cur, cur.year - 1);
    if (cur && cur.kind !== 'span' && m.unit === 'year' && !ctx.year) return { kind: 'year', year: yearOf(cur) - 1 };
    if (ctx.year) return { kind: 'year', year: ctx.year - 1 };
    return cur && cur.kind !== 'span' ? withYear(cur, cur.year - 1) : null;
  }
  if (m.relative === 'prior_year') {
    // "compared to $24.5 million in the prior year quarter" in a text on a year that names no quarter: the year's last quarter, a year before
    if (m.unit === 'quarter' && cur?.kind === 'year' && !ctx.quarterNamed) return { kind: 'quarter', year: cur.year - 1, quarter: 4 };
    if (cur) return cur.kind === 'span' ? null : withYear(cur, cur.year - 1);
    return ctx.year ? { kind: 'year', year: ctx.year - 1 } : null;
  }
  if (m.relative === 'prior_period' && cur) {
    if (cur.kind === 'quarter')
      return cur.quarter === 1
        ? { kind: 'quarter', year: cur.year - 1, quarter: 4 }
        : { kind: 'quarter', year: cur.year, quarter: (cur.quarter - 1) as 1 };
    if (cur.kind === 'half')
      return cur.half === 1 ? { kind: 'half', year: cur.year - 1, half: 2 } : { kind: 'half', year: cur.year, half: 1 };
    if (cur.kind === 'year') return { kind: 'year', year: cur.year - 1 };
  }
  return null;
}

/** Whole months from the end of the last such month on or before a date (`Infinity` with no date). */
function monthsSince(month: number, date: string | null | undefined): number {
  if (!date || !/^\d{4}-\d\d/.test(date)) return Infinity;
  return (Number(date.slice(5, 7)) - month - 1 + 12) % 12;
}
