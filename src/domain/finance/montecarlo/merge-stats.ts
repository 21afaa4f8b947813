import type { NpvModel, SimulationOptions } from './npv-model.ts';
import type { NpvChunk } from './simulate-npv.ts';
import { npvBlockCount, simulateNpvChunk } from './simulate-npv.ts';
import type { QuantileSketch } from './sketch.ts';
import { createSketch, forEachBucket, mergeSketchInto, sketchPercentile } from './sketch.ts';
import type { Histogram, Moments, Percentiles } from './stats.ts';
import { PERCENTILE_LEVELS, binEdges, binIndex, histogramOf, mergeMoments, percentilesBySelection } from './stats.ts';

/**
 * Result of a Monte Carlo NPV simulation.
 * - `samples`: the simulated NPVs in iteration order (Float64Array); empty when `streamed`.
 * - `mean`, `std` (sample standard deviation, n − 1), `standardError` = std/√n (of the mean; with
 *   Latin Hypercube sampling this overstates the true error, so it is a conservative bound).
 * - `percentiles`: p5, p10, p12_5, p25, p50, p75, p87_5, p90, p95 — type 7 (numpy's default) on the
 *   samples, or, when streamed, from a quantile sketch within relative error 1e−4 of an order statistic.
 * - `probabilityPositive` = share of NPVs > 0; `probabilityNegative` = share < 0.
 * - `histogram`: `bins` equal-width bins from min to max (when streamed, each sketch bucket is
 *   counted in the bin of its representative value, so a value within 1e−4 relative of an edge may
 *   land in the neighbouring bin).
 */
export interface NpvSimulation {
  readonly iterations: number;
  readonly streamed: boolean;
  readonly samples: Float64Array;
  readonly mean: number;
  readonly std: number;
  readonly standardError: number;
  readonly min: number;
  readonly max: number;
  readonly percentiles: Percentiles;
  readonly probabilityPositive: number;
  readonly probabilityNegative: number;
  readonly histogram: Histogram;
}

function sketchHistogram(sketch: QuantileSketch, min: number, max: number, bins: number): Histogram {
  const edges = binEdges(min, max, bins);
  const counts = new Array<number>(edges.length - 1).fill(0);
  forEachBucket(sketch, (value, count) => {
    counts[binIndex(value, min, max, counts.length)]! += count;
  });
  return { binEdges: edges, counts };
}

/**
 * Combines chunks of one run (any order; they must cover blocks 0 … B−1 exactly once) into the
 * run's {@link NpvSimulation}. Block moments are merged in block order, samples concatenated in
 * block order and sketches added (exact integer counts), so the result is identical bit for bit to
 * a single-thread `simulateNpv` with the same seed and options, however the blocks were split.
 * Throws RangeError when chunks overlap, leave gaps, or mix runs.
 * @example mergeStats([chunkA, chunkB]).mean
 */
export function mergeStats(chunks: readonly NpvChunk[], options: { readonly bins?: number } = {}): NpvSimulation {
  if (chunks.length === 0) throw new RangeError('mergeStats: no chunks');
  const sorted = [...chunks].sort((a, b) => a.firstBlock - b.firstBlock);
  const total = sorted[0]!.totalIterations;
  const streamed = sorted[0]!.samples === null;
  let nextBlock = 0;
  for (const c of sorted) {
    if (c.firstBlock !== nextBlock || c.totalIterations !== total || (c.samples === null) !== streamed) {
      throw new RangeError('mergeStats: chunks must cover consecutive blocks of one run exactly once');
    }
    nextBlock += c.blockCount;
  }
  if (nextBlock !== npvBlockCount(total)) throw new RangeError('mergeStats: chunks do not cover the whole run');
  const acc: Moments = { n: 0, mean: 0, m2: 0 };
  let min = Infinity;
  let max = -Infinity;
  let positives = 0;
  let negatives = 0;
  for (const c of sorted) {
    for (let b = 0; b < c.blockCount; b++)
      mergeMoments(acc, { n: c.moments[3 * b]!, mean: c.moments[3 * b + 1]!, m2: c.moments[3 * b + 2]! });
    min = Math.min(min, c.min);
    max = Math.max(max, c.max);
    positives += c.positives;
    negatives += c.negatives;
  }
  const bins = options.bins ?? 50;
  const std = total > 1 ? Math.sqrt(acc.m2 / (total - 1)) : 0;
  let samples: Float64Array = new Float64Array(0);
  let percentiles: Percentiles;
  let histogram: Histogram;
  if (!streamed) {
    if (sorted.length === 1) samples = sorted[0]!.samples!;
    else {
      samples = new Float64Array(total);
      let offset = 0;
      for (const c of sorted) {
        samples.set(c.samples!, offset);
        offset += c.iterations;
      }
    }
    percentiles = percentilesBySelection(samples);
    histogram = histogramOf(samples, min, max, bins);
  } else {
    const sketch = createSketch();
    for (const c of sorted) mergeSketchInto(sketch, c.sketch!);
    const out: Record<string, number> = {};
    for (const [key, p] of PERCENTILE_LEVELS) out[key] = Math.min(max, Math.max(min, sketchPercentile(sketch, p)));
    percentiles = out as unknown as Percentiles;
    histogram = sketchHistogram(sketch, min, max, bins);
  }
  return {
    iterations: total,
    streamed,
    samples,
    mean: acc.mean,
    std,
    standardError: std / Math.sqrt(total),
    min,
    max,
    percentiles,
    probabilityPositive: positives / total,
    probabilityNegative: negatives / total,
    histogram,
  };
}

/**
 * Monte Carlo simulation of the NPV of a stochastic cash-flow model on one thread.
 *
 * Each iteration draws every random flow (xoshiro128** streams, ziggurat normals, inverse-CDF
 * triangular/PERT/uniform, Gaussian copula for correlation, optional Latin Hypercube) and computes
 * NPV = Σ X_i/(1 + rate)^t_i. Same seed and options, same samples. Above 10 million iterations
 * (or with `streaming: true`) statistics stream and `samples` is empty; memory stays bounded.
 * Refusals: an invalid model or options (including a correlation matrix that is not positive
 * semi-definite) throws a RangeError with the reason — check user input with `validateNpvModel`.
 * Source: method in docs/methodology/monte-carlo.md.
 * @example simulateNpv({ rate: 0.1, flows: [{ t: 0, dist: { type: 'constant', value: -100 } }, { t: 1, dist: { type: 'normal', mean: 121, sd: 10 } }] }, { iterations: 100_000, seed: 1 }).mean // ≈ 10
 */
export function simulateNpv(model: NpvModel, options: SimulationOptions): NpvSimulation {
  const chunk = simulateNpvChunk(model, options, { firstBlock: 0, blockCount: npvBlockCount(options?.iterations) || 1 });
  return mergeStats([chunk], options);
}
