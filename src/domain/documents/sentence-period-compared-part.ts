import { withYear } from './sentence-period-calendar.ts';
import { resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/** The words between an amount and the comparison's amount after it: "compared to", "versus", "rispetto ai" (a per-share aside may sit between). */
const PER_SHARE_ASIDE = String.raw`(?:,\s*or\s+[$€£]?\s?\d[\d.,]*\s+per\s+(?:diluted\s+|basic\s+)?share)?`;
const TO_COMPARED = new RegExp(
  String.raw`^\s*${PER_SHARE_ASIDE}\s*,?\s*(?:compared (?:to|with)|versus|vs\.?|from|rispetto (?:a|ai|agli|al|alla))\s+(?:[\p{L}-]+\s+){0,3}(?:[$€£]\s*)?$`,
  'iu',
);
const TO_PERIOD = new RegExp(String.raw`^\s*${PER_SHARE_ASIDE}\s*,?\s*(?:(?:in|for|during|nel|del)\s+)?(?:the\s+|il\s+)?$`, 'iu');

/**
 * "Adjusted EBITDA was $22.7 million compared to $24.5 million in the prior year quarter" in a text on a year (a fourth-quarter
 * and full-year release): the amount before a comparison made with a part of a year is that part, a year later (issue 28). Null
 * when the sentence compares nothing so, or the text reports no year. Pure; used by sentence-period-for.ts for an amount with no
 * period of its own.
 */
export function partComparedAfter(
  sentence: string,
  a: { start: number; end: number },
  amounts: readonly { start: number; end: number }[],
  periods: readonly PeriodMention[],
  ctx: PeriodContext,
): FigurePeriod | null {
  if (ctx.current?.kind !== 'year') return null;
  // (an aside in brackets between them is skipped: "to $401.1 million (including $73.6 million from …) from $307.8 million")
  const asides = [...sentence.matchAll(/\([^()]*\)/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const inAside = (x: { start: number }) => asides.some((r) => r.start < x.start && x.start < r.end);
  const between = (x: { start: number }) => sentence.slice(a.end, x.start).replace(/\([^()]*\)/gu, ' ');
  const b = amounts.find((x) => x.start >= a.end && !inAside(x) && TO_COMPARED.test(between(x)));
  const perShare = (x: { end: number }) => /^\s*per\s+(?:diluted\s+|basic\s+)?share/iu.test(sentence.slice(x.end, x.end + 24));
  if (!b || amounts.some((x) => x.start >= a.end && x.start < b.start && !inAside(x) && !perShare(x))) return null;
  const p = periods.find((m) => m.start >= b.end && TO_PERIOD.test(sentence.slice(b.end, m.start)));
  const part = p ? resolvePeriod(p, ctx) : null;
  if (!part || (part.kind !== 'quarter' && part.kind !== 'half' && part.kind !== 'nine_months') || part.year <= 0) return null;
  return withYear(part, part.year + 1);
}
