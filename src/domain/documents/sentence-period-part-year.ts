import { withYear } from './sentence-period-calendar.ts';
import { resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/**
 * "Revenue for the three-month period ending March 31 slipped from $113.3 million in 2016 to $110.2 million this year": the year
 * (or "this year") written right after each amount of a change, in a sentence that names its part of the year before them, labels
 * that part in the year, not the whole year (issue 28, fifty-second pass). Null for any other amount. Pure.
 */
export function partOfYearAfter(
  sentence: string,
  a: { start: number; end: number },
  mention: PeriodMention | undefined,
  amounts: readonly { start: number; end: number }[],
  periods: readonly PeriodMention[],
  ctx: PeriodContext,
): FigurePeriod | null {
  if (!mention || mention.start < a.end || !/^\s*(?:in|for)?\s*$/iu.test(sentence.slice(a.end, mention.start))) return null;
  if (mention.period?.kind !== 'year' && mention.relative !== 'current_year') return null;
  // the amounts of a change: "from X in 2016", "to Y this year"
  if (!/\b(?:from|to)\s*(?:US\$|[$€£])?\s?$/iu.test(sentence.slice(Math.max(0, a.start - 12), a.start))) return null;
  const year = resolvePeriod(mention, ctx);
  // the period named nearest before the change's first amount, a part ("for the three-month period ending March 31", "for the
  // quarter"); not one a full year comes after ("fourth-quarter net income …, and full-year net income of $310 million, up from …")
  const prev = [...amounts].reverse().find((x) => x.end <= a.start);
  const first = prev && /\bto\s*(?:US\$|[$€£])?\s?$/iu.test(sentence.slice(Math.max(0, a.start - 6), a.start)) ? prev : a;
  const nearest = [...periods].reverse().find((p) => p.start >= 0 && p.end <= first.start);
  const part = nearest ? resolvePeriod(nearest, ctx) : null;
  if (part?.kind !== 'quarter' && part?.kind !== 'half' && part?.kind !== 'nine_months') return null;
  if (year?.kind !== 'year') return null;
  return withYear(part, year.year);
}
