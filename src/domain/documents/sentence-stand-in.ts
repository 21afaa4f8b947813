import type { SentenceFigure } from './sentence-figure.ts';
import type { StandIn } from './sentence-mention.ts';

/**
 * Figures that stand in for the company's own only where the text states no figure of their measure (issue 28): the parent
 * company's separate accounts (sentence-parent.ts) beside a group's, a line of the revenue that opens its sentence
 * (sentence-segment.ts) beside the total, annual recurring revenue (a subscription company's run rate) beside its revenue, what a
 * company will spend beside its capex (only in a text on a capital budget). Where
 * the text states one, they are left out; where it does not, they are
 * proposed with a lower confidence and the reason, for the reviewer. Pure; used by sentence-reader.ts.
 */
export function standingIn(f: SentenceFigure, reason: StandIn): SentenceFigure {
  return { ...f, confidence: Math.min(f.confidence, 0.75), reason: [f.reason, reason].filter(Boolean).join(',') };
}

/** The stand-ins of the measures the company's own figures do not cover (what it will spend, only in a text on a capital budget). */
export function withoutCovered(standIns: readonly SentenceFigure[], own: readonly SentenceFigure[], text: string): SentenceFigure[] {
  const budget = CAPITAL_BUDGET.test(text);
  return standIns.filter((f) => !own.some((g) => g.key === f.key) && (budget || !(f.reason ?? '').includes('capital_spend')));
}
/** "have announced capital budgets", "capital spending of", "its capex": a text on what a company invests in its assets. */
const CAPITAL_BUDGET =
  /\b(?:capital\s+(?:budgets?|spending|spend|program(?:me)?s?|expenditures?|investment\s+plans?)|capex|capital\s+plans?)\b/iu;
