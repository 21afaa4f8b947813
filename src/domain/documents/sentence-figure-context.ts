import { resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/**
 * Small readings of an amount's surroundings for sentence-figure.ts (issue 28): the sentence's own
 * period a relative one is against, a bracket's aside, the flow to a date. Pure.
 */
/**
 * "for the six months … compared to … for the same period in 2019", "Nel 2018 … contro … dello scorso
 * anno", "full year net loss … compared to … last year": a relative period against the sentence's own
 * period written before it (not one inside an earlier bracket's aside), not the topic's or the document's.
 */
export function sameInYearContext(
  mention: PeriodMention,
  periods: readonly PeriodMention[],
  ctx: PeriodContext,
  sentence = '',
): PeriodContext {
  if (mention.relative !== 'same_in_year' && mention.relative !== 'last_year' && mention.relative !== 'prior_year') return ctx;
  const own = [...periods].reverse().find(
    (p) =>
      p.end <= mention.start &&
      p.start >= 0 &&
      // "(3,8 milioni nel primo semestre del 2021) e un utile … (2,5 milioni un anno fa)": not another bracket's aside
      !asideBefore(sentence, p, mention) &&
      ((p.period && p.period.kind !== 'date' && p.period.kind !== 'span') || (p.relative === 'this' && p.unit !== undefined)),
  );
  const resolved = own ? resolvePeriod(own, ctx) : null;
  return resolved ? { ...ctx, current: resolved, year: null } : ctx;
}

/** "(80 milioni nel 2018), l'utile netto a 31 milioni": a period inside brackets closed before the amount is the aside's. */
export function asideBefore(sentence: string, p: { start: number; end: number }, a: { start: number }): boolean {
  if (p.start < 0) return false;
  const open = sentence.lastIndexOf('(', p.start);
  if (open < 0 || sentence.lastIndexOf(')', p.start) > open) return false;
  const close = sentence.indexOf(')', p.end);
  return close >= 0 && close < a.start;
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
