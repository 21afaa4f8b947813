/**
 * The percentiles a simulation reports, keyed by level: p5 … p95, with p12_5 and p87_5 bounding
 * the 75 % central interval. Values in the units of the simulated quantity.
 */
export interface Percentiles {
  readonly p5: number;
  readonly p10: number;
  readonly p12_5: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p87_5: number;
  readonly p90: number;
  readonly p95: number;
}

/** The levels of {@link Percentiles} as [key, probability] pairs, in increasing order. */
export const PERCENTILE_LEVELS: readonly (readonly [keyof Percentiles, number])[] = [
  ['p5', 0.05],
  ['p10', 0.1],
  ['p12_5', 0.125],
  ['p25', 0.25],
  ['p50', 0.5],
  ['p75', 0.75],
  ['p87_5', 0.875],
  ['p90', 0.9],
  ['p95', 0.95],
];

/**
 * Percentile of sorted values by linear interpolation between order statistics (Hyndman & Fan
 * type 7, numpy's default): h = (n − 1)·p, value = x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]).
 * @example percentileOfSorted(new Float64Array([1, 2, 3, 4]), 0.5) // 2.5
 */
export function percentileOfSorted(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** All {@link Percentiles} of sorted values (type 7). */
export function percentilesOfSorted(sorted: Float64Array): Percentiles {
  const out: Record<string, number> = {};
  for (const [key, p] of PERCENTILE_LEVELS) out[key] = percentileOfSorted(sorted, p);
  return out as unknown as Percentiles;
}
