import type { SentenceAmount } from './sentence-amounts.ts';

/**
 * An amount too small to be a company's key figure (issue 28, thirteenth pass): "$0.03 per basic and
 * $0.02 diluted", "a guidance range of $1.27 to $1.30", "earnings between $0.77 and $0.81", "or 0.04
 * dollars", a table's "$295 - $315" whose unit ("in millions") is written elsewhere. Below a thousand
 * units of money no revenue, profit, debt, cash or investment of a company is meant: a per-share value,
 * a price or a cell whose unit the sentence does not carry. Pure.
 */
const LEAST = 1000;

export function tooSmallForAFigure(a: SentenceAmount): boolean {
  return Math.abs(a.value) < LEAST && (a.high === undefined || Math.abs(a.high) < LEAST);
}
