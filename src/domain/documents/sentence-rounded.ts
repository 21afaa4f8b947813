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

/** (a coarser figure further off is as often another one: a guidance raised from $490 million to $500 million) */
const PLAIN_NEAR = 0.01;
/** (said again elsewhere, a headline, a summary or a table: an amount near it is as often a range's end, "575/585 … 590 milioni") */
const ELSEWHERE = 200;

/** The power of ten an amount is written to: 5.6 billion → 1e8, 5,648 million → 1e6, 2 billion → 1e9. */
export function writtenTo(v: number): number {
  let p = 1;
  while (p < 1e12 && Math.abs(v) % (p * 10) < 0.5 && Math.abs(v) >= p * 10) p *= 10;
  return p;
}

/**
 * A figure said again rounded with no word for it (twenty-fourth pass): "Revenue totaled $3.4 billion" in a summary and
 * "revenue of $3,412 million" further on ("$2 billion" beside "1 967" is 1.7 % off: left as two figures). Where
 * another figure of the same key, marks, sign and period is written more finely, within 1 % of it, and rounds to it at its
 * own precision, the coarser one is that figure again. Pure.
 */
export function withoutPlainRounding(figs: readonly SentenceFigure[], headlineEnd = 0): SentenceFigure[] {
  return figs.filter((f) => {
    const p = writtenTo(f.value);
    return !figs.some(
      (g) =>
        g !== f &&
        g.key === f.key &&
        g.value !== f.value &&
        Math.sign(g.value) === Math.sign(f.value) &&
        f.marks.high === undefined &&
        g.marks.high === undefined &&
        !!g.marks.adjusted === !!f.marks.adjusted &&
        writtenTo(g.value) < p &&
        Math.round(g.value / p) * p === f.value &&
        Math.abs(g.value - f.value) <= PLAIN_NEAR * Math.abs(f.value) &&
        // (or a headline's: "Telecom/ In 2012 ricavi 29,5 miliardi" above "ricavi consolidati pari a 29,503 miliardi")
        (Math.abs(g.start - f.start) > ELSEWHERE || (f.start < headlineEnd && g.start >= headlineEnd)) &&
        // (the coarser one with no period of its own takes the finer one's: "Net revenue inched up 0.4% to $653 million" below a
        // table's "$652.689 million" under "Q3 2017")
        (periodLabel(g.period) === periodLabel(f.period) || /period_from_document/u.test(f.reason ?? '')),
    );
  });
}

/** Where a text's headline ends: its first line, when it is a short one (a title); else 0. */
export function headlineEnd(text: string): number {
  const end = text.indexOf('\n');
  return end > 0 && end <= 200 ? end : 0;
}
