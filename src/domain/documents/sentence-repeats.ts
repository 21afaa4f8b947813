import type { SentenceFigure } from './sentence-figure.ts';
import type { FigurePeriod } from './types.ts';
import { periodLabel } from './types.ts';

/**
 * One key and one value read for two periods of a text (the same reported or adjusted figure): "revenue of $644 million" in the
 * headline, read for the year, and "third-quarter revenue of $644 million" below it. The reading the reader is surer of stands. When it
 * is as sure of each, the finer stands where one period holds the other (a year's flow cannot equal one of its quarters'), and both
 * stand where neither holds the other, since a value can truly repeat ("a net loss of $2.8 million, as in the third quarter of 2019").
 * A reported and an adjusted figure of the same value are two figures.
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
