import type { SentenceFigure } from './sentence-figure.ts';
import { periodLabel } from './types.ts';

/**
 * A product line's or a business's revenue beside the company's (issue 28, forty-eighth pass): "Food intolerance revenue down 6% to
 * £7.56m (2017: £8.00m)", "Health and Nutrition sales up 62% to GBP4.17m", "core lung diagnostic revenue of $4.6 million" in a text
 * that states a larger revenue for the same period. A revenue named by words of its own right before "revenue" or "sales" (no
 * total's, group's or period's word) is one of its lines, no figure of the company: it goes, with its comparative. Pure.
 */
const MEASURE_START = /^(?:revenues?|sales|turnover)\b/iu;
/** The words before the measure that still name the company's whole revenue, or a verb or a preposition that leads to it. */
const WHOLE =
  /^(?:total|group|net|consolidated|reported|adjusted|underlying|statutory|gross|overall|annual|quarterly|combined|record|organic|its|their|our|his|her|the|a|an|of|with|and|or|in|on|to|for|from|at|as|by|that|which|than|over|versus|vs|against|about|around|into|under|above|below|company|year|quarter|half|period|fiscal|full-year|full|first-quarter|second-quarter|third-quarter|fourth-quarter|half-year|interim|nine-month|six-month|year-end|yearly|monthly|weekly|operating|pro|forma|like-for-like|comparable|same-store|had|have|saw|said|made|got|won|brought|took|expect|forecast|see|guide|target|project|predict|estimate|anticipate|lift|boost|raise|cut|lower|grow|grew|rose|fell|hit|reach|exceed|beat|miss|add|report|post|increase|decrease|generate|record|achieve|deliver|book|higher|strong|solid|weak|new|this|these|those|such|only|also|still|just|both|all|more|less|much|top|topline|top-line|headline|trading|core|GAAP|IFRS|non-GAAP|ebitda)$/iu;

function lineWord(text: string, f: SentenceFigure): string | null {
  if (f.key !== 'revenue' || !MEASURE_START.test(f.quote)) return null;
  const before = text.slice(Math.max(0, f.start - 60), f.start);
  // the words since the clause began: a bullet, a line, a sentence or a comma
  const clause = before.split(/[\n·•;:(]|[-–]\s|\.\s|,\s/u).pop() ?? '';
  const words = clause.trim().split(/\s+/u).filter(Boolean);
  const last = words[words.length - 1];
  if (!last || words.length > 5) return null;
  // (a verb, a plural or a possessive before the measure leads to it: "expects revenue", "makers revenue", "the company's revenue")
  if (/\d|^Q[1-4]$|^H[12]$|^FY|(?:s|ed|ing|['’]s?)$/iu.test(last) || WHOLE.test(last.replace(/[’]/gu, "'"))) return null;
  return last;
}

export function withoutRevenueLines(text: string, figures: readonly SentenceFigure[]): SentenceFigure[] {
  const lines = new Set<number>();
  for (const f of figures) {
    if (!lineWord(text, f)) continue;
    const label = periodLabel(f.period);
    const whole = figures.some(
      (g) => g.key === 'revenue' && g.start !== f.start && g.value > f.value && periodLabel(g.period) === label && !lineWord(text, g),
    );
    if (whole) lines.add(f.start);
  }
  return lines.size === 0 ? [...figures] : figures.filter((f) => f.key !== 'revenue' || !lines.has(f.start));
}
