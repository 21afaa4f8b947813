import type { SentenceFigure } from './sentence-figure.ts';
import type { FigurePeriod } from './types.ts';
import { periodLabel } from './types.ts';

/**
 * One key, one value, a year and a part of that year in a text: "revenue of $644 million" in the headline, read for the year, and
 * "third-quarter revenue of $644 million" below it. A year's flow cannot equal one of its quarters', so one reading is wrong: the one the
 * reader is surer of stands, and the finer where it is as sure of each ("Full Year Net Revenue Grew 56.2% to $114.5 Million" is the
 * year's, written so). Two periods neither of which holds the other both stand: a value can truly repeat ("a net loss of $2.8 million,
 * as in the third quarter of 2019"); so do a reported and an adjusted figure of the same value.
 */
export function withoutRepeatedValues(figures: readonly SentenceFigure[]): SentenceFigure[] {
  return figures.filter((f) => !figures.some((g) => g !== f && sameFigure(g, f) && better(g, f)));
}

function sameFigure(g: SentenceFigure, f: SentenceFigure): boolean {
  return g.key === f.key && g.value === f.value && Boolean(g.marks.adjusted) === Boolean(f.marks.adjusted);
}

function better(g: SentenceFigure, f: SentenceFigure): boolean {
  if (!f.period || !g.period) return false;
  if (periodLabel(f.period) === periodLabel(g.period)) return false;
  return g.confidence > f.confidence || (g.confidence === f.confidence && holds(f.period, g.period));
}

/** A year holds its quarters, halves and nine months (a flow's periods; balances at a date are left alone). */
function holds(outer: FigurePeriod, inner: FigurePeriod): boolean {
  return (
    outer.kind === 'year' &&
    (inner.kind === 'quarter' || inner.kind === 'half' || inner.kind === 'nine_months') &&
    inner.year === outer.year
  );
}
