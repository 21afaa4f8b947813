import type { SentenceFigure } from './sentence-figure.ts';
import { periodLabel } from './types.ts';

/**
 * A figure restated rounded (issue 28, thirteenth pass): "record revenue of nearly $20 million" in a
 * quote beside "revenue of $19.7 million", "Annual Revenue Exceeds $1.5 Billion" above "revenue of $1.51
 * billion". An approximate amount (not a range) within 5 % of an exact one of the same key, marks and
 * period is that figure said again, not another figure. Pure.
 */
const NEAR = 0.05;

export function withoutRoundedRestatements(figs: readonly SentenceFigure[]): SentenceFigure[] {
  const exact = figs.filter((f) => !f.marks.approximate);
  return figs.filter(
    (f) =>
      !f.marks.approximate ||
      f.marks.high !== undefined ||
      !exact.some(
        (g) =>
          g.key === f.key &&
          g.value !== f.value &&
          Math.abs(g.value - f.value) <= NEAR * Math.abs(g.value) &&
          !!g.marks.adjusted === !!f.marks.adjusted &&
          periodLabel(g.period) === periodLabel(f.period),
      ),
  );
}
