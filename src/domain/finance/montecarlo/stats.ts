import { percentilesOfSorted } from './percentiles.ts';
import type { Percentiles } from './percentiles.ts';

export type { Percentiles } from './percentiles.ts';
export { PERCENTILE_LEVELS, percentileOfSorted, percentilesOfSorted } from './percentiles.ts';
export { percentilesBySelection } from './selection.ts';

/**
 * A histogram of equal-width bins: `binEdges` has one more entry than `counts`; bin i holds values
 * in [binEdges[i], binEdges[i+1]), the last bin also its right edge (the maximum). When all values
 * are equal there is one bin [v, v].
 */
export interface Histogram {
  readonly binEdges: number[];
  readonly counts: number[];
}

/** Equal-width bin edges from min to max (one bin [v, v] when min = max). */
export function binEdges(min: number, max: number, bins: number): number[] {
  if (!(max > min)) return [min, max];
  const edges: number[] = [];
  for (let i = 0; i <= bins; i++) edges.push(i === bins ? max : min + ((max - min) * i) / bins);
  return edges;
}

/** Bin index of v among `bins` equal-width bins on [min, max] (clamped; max goes to the last bin). */
export function binIndex(v: number, min: number, max: number, bins: number): number {
  if (!(max > min)) return 0;
  const i = Math.floor(((v - min) / (max - min)) * bins);
  return i < 0 ? 0 : i >= bins ? bins - 1 : i;
}

/** Histogram of values with `bins` equal-width bins over [min, max]. */
export function histogramOf(values: Float64Array, min: number, max: number, bins: number): Histogram {
  const edges = binEdges(min, max, bins);
  const counts = new Array<number>(edges.length - 1).fill(0);
  for (let i = 0; i < values.length; i++) counts[binIndex(values[i]!, min, max, counts.length)]! += 1;
  return { binEdges: edges, counts };
}

/** Count, mean and sum of squared deviations (M2) of a set of values. */
export interface Moments {
  n: number;
  mean: number;
  m2: number;
}

/** Two-pass moments of values[0..n). */
export function momentsOf(values: Float64Array, n: number): Moments {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = n > 0 ? sum / n : 0;
  let m2 = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    m2 += d * d;
  }
  return { n, mean, m2 };
}

/**
 * Adds moments b into a (Chan, Golub & LeVeque's pairwise update):
 * n = na + nb, δ = mean_b − mean_a, mean = mean_a + δ·nb/n, M2 = M2a + M2b + δ²·na·nb/n.
 */
export function mergeMoments(a: Moments, b: Moments): void {
  if (b.n === 0) return;
  const n = a.n + b.n;
  const delta = b.mean - a.mean;
  a.mean += (delta * b.n) / n;
  a.m2 += b.m2 + (delta * delta * a.n * b.n) / n;
  a.n = n;
}

/**
 * Summary statistics of a sample: mean, sample standard deviation (n − 1), standard error of the
 * mean std/√n, min, max, type-7 percentiles and a histogram. Non-finite values must be removed first.
 */
export interface SampleSummary {
  readonly count: number;
  readonly mean: number;
  readonly std: number;
  readonly standardError: number;
  readonly min: number;
  readonly max: number;
  readonly percentiles: Percentiles;
  readonly histogram: Histogram;
}

/**
 * Summarises values (copied and sorted; the input is not changed).
 * @example summarize(new Float64Array([1, 2, 3]), 2).mean // 2
 */
export function summarize(values: Float64Array, bins = 50): SampleSummary {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  const { mean, m2 } = momentsOf(values, n);
  const std = n > 1 ? Math.sqrt(m2 / (n - 1)) : 0;
  const min = n > 0 ? sorted[0]! : Number.NaN;
  const max = n > 0 ? sorted[n - 1]! : Number.NaN;
  return {
    count: n,
    mean: n > 0 ? mean : Number.NaN,
    std,
    standardError: n > 0 ? std / Math.sqrt(n) : Number.NaN,
    min,
    max,
    percentiles: percentilesOfSorted(sorted),
    histogram: n > 0 ? histogramOf(values, min, max, bins) : { binEdges: [], counts: [] },
  };
}
