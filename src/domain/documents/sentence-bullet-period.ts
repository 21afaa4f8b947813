import { COMPARISON_BEFORE } from './sentence-figure.ts';
import { inBrackets } from './sentence-figure-context.ts';
import type { PeriodMention } from './sentence-period-mention.ts';

/**
 * Highlights written as bullets: "• Revenues of $3,038.8 million for fiscal 2019, …" / "• Adjusted
 * operating earnings before depreciation and amortization of $475.8 million, up 3.6%." — a bullet that
 * names no period speaks of the one the bullet before it named for its own amounts (issue 28), not of
 * the period the document reports elsewhere. A bullet's own period is the first it names that is no
 * comparison's, no aside's, no day's and
 * not a later amount's. Pure; used by sentence-reader.ts.
 */
const BULLET = /^\s*[-•·–▪●]\s/u;
/** "• Operating expenses, excluding a third quarter 2020 impairment loss of $939, were down …": the period of what is left out, neither the
 * bullet's nor the topic of what follows. */
export const EXCLUDED_BEFORE =
  /\b(?:excluding|which excludes|net of|escludendo|escluso|esclusi|esclusa|escluse|al netto d\S*|depurat[oa] d\S*)\s+(?:[^\s,;()]+\s+){0,9}$/iu;

export function isBullet(sentence: string): boolean {
  return BULLET.test(sentence);
}

/** The period a bullet hands to the next bullet, or null (also when the sentence is no bullet). */
export function bulletPeriod(
  sentence: string,
  own: readonly PeriodMention[],
  before: PeriodMention | null,
  secondAmountAt: number,
  amountsIn = 1,
): PeriodMention | null {
  if (!isBullet(sentence)) return null;
  // ("• Raised 2016 full year guidance for Adjusted EBITDA." states no amount: the year is its own, the list's stays)
  if (own.length === 0 || amountsIn === 0) return before;
  const first = own[0] as PeriodMention;
  const aside =
    inBrackets(sentence, first) ||
    COMPARISON_BEFORE.test(sentence.slice(Math.max(0, first.start - 30), first.start)) ||
    EXCLUDED_BEFORE.test(sentence.slice(Math.max(0, first.start - 40), first.start));
  // "- Ricavi per 212,4 milioni, di cui 103,9 milioni del secondo trimestre": a later amount's period, not the bullet's
  if (aside || first.start > secondAmountAt || !first.period || first.period.kind === 'date' || first.period.kind === 'span') return null;
  return first;
}
