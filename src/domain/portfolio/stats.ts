/**
 * Percentiles and concentration, as published in docs/decisions/0024-portfolios.md.
 * @packageDocumentation
 */

/**
 * The p-th percentile (0 ≤ p ≤ 1) by linear interpolation between closest ranks: Hyndman & Fan's
 * type 7, the definition of Excel's PERCENTILE.INC and numpy's default. On the sorted values
 * x[0..n-1], h = (n − 1)·p, and the answer is x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]).
 * Null for no values.
 * @example percentile([1, 2, 3, 4, 5], 0.1) // 1.4
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile: p must be within 0..1, got ${p}`);
  const x = [...values].sort((a, b) => a - b);
  const h = (x.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, x.length - 1);
  return x[lo]! + (h - lo) * (x[hi]! - x[lo]!);
}

export interface PercentileBand {
  readonly p10: number | null;
  readonly p50: number | null;
  readonly p90: number | null;
  /** How many holdings had the figure. */
  readonly n: number;
}

export function band(values: readonly number[]): PercentileBand {
  return { p10: percentile(values, 0.1), p50: percentile(values, 0.5), p90: percentile(values, 0.9), n: values.length };
}

export interface Share {
  readonly code: string;
  /** Share of the weight, 0..1. */
  readonly share: number;
  readonly weight: number;
  readonly count: number;
}

/**
 * Shares of each key in the total weight, largest first (ties by code). When every weight is 0
 * (nothing invested yet), each item counts 1, so shares are by number of holdings.
 */
export function shares(items: ReadonlyArray<{ readonly key: string; readonly weight: number }>): Share[] {
  if (items.length === 0) return [];
  const byCount = items.every((i) => i.weight <= 0);
  const acc = new Map<string, { weight: number; count: number }>();
  for (const i of items) {
    const a = acc.get(i.key) ?? { weight: 0, count: 0 };
    a.weight += byCount ? 1 : Math.max(0, i.weight);
    a.count += 1;
    acc.set(i.key, a);
  }
  const total = [...acc.values()].reduce((s, a) => s + a.weight, 0);
  return [...acc.entries()]
    .map(([code, a]) => ({ code, weight: a.weight, count: a.count, share: total > 0 ? a.weight / total : 0 }))
    .sort((a, b) => b.share - a.share || a.code.localeCompare(b.code));
}

/**
 * Herfindahl–Hirschman index on shares 0..1: Σ shareᵢ², from 1/n (evenly spread over n) to 1 (all in
 * one). Multiply by 10,000 for the antitrust scale (US DoJ: above 1,800 "highly concentrated").
 * Null when there is nothing to weigh.
 * @example hhi([0.5, 0.3, 0.2]) // 0.38
 */
export function hhi(shareValues: readonly number[]): number | null {
  if (shareValues.length === 0) return null;
  return shareValues.reduce((s, x) => s + x * x, 0);
}
