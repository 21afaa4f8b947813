import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/** "Since 2003, Heathrow has invested", "Dal 2021 ha visto oltre 10 milioni di investimenti": a sum from a year, said in the perfect. */
const SINCE = /(?<![\p{L}])(?:since|dal|dall['’])\s*$/iu;
const PERFECT = /(?<![\p{L}])(?:has|have|had|ha|hanno|sono|è)(?![\p{L}])/iu;

/**
 * An investment summed from a year written with "since" or "dal" to the document's own year, said in the perfect ("Since 2008
 * Energia has invested over €300m"): the span from that year to the document's (issue 28). Null when the sentence is not so
 * written, when another period stands between, or when the document carries no date. Pure.
 */
export function sinceSpan(
  sentence: string,
  a: { readonly start: number },
  periods: readonly PeriodMention[],
  ctx: PeriodContext,
  current: FigurePeriod | null,
  fromContext: boolean,
): FigurePeriod | null {
  const dated = ctx.date && /^\d{4}/u.test(ctx.date) ? Number(ctx.date.slice(0, 4)) : null;
  if (dated === null) return null;
  const before = periods.filter((p) => p.start >= 0 && p.end <= a.start);
  const m = before[before.length - 1];
  if (!m || m.period?.kind !== 'year' || m.period.year <= 0 || m.period.year >= dated) return null;
  if (!SINCE.test(sentence.slice(Math.max(0, m.start - 8), m.start))) return null;
  const between = sentence.slice(m.end, a.start);
  if (between.length > 120 || !PERFECT.test(between)) return null;
  // the amount's period as read: that year itself, the document's, or none of its own
  if (current && !fromContext && !(current.kind === 'year' && current.year === m.period.year) && current.kind !== 'date') return null;
  return { kind: 'span', from: m.period.year, to: dated };
}
