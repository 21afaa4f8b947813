import { percentileOfSorted } from './percentiles.ts';
import type { Moments } from './stats.ts';
import { mergeMoments, momentsOf } from './stats.ts';

/**
 * "Run until the mean and the P10/P90 are within `tolerance` (relative, e.g. 0.01 = 1 %) at 95 %
 * confidence, at most `maxIterations` iterations" (docs/decisions/0050).
 */
export interface ConvergenceOptions {
  readonly tolerance: number;
  readonly maxIterations: number;
}

/** Achieved precision: each 95 % interval's half-width relative to the estimate's magnitude. */
export interface ConvergencePrecision {
  readonly mean: number;
  readonly p10: number;
  readonly p90: number;
}

/** What a converging run did: stored with the version, so a re-run with the same seed stops at the same point. */
export interface ConvergenceReport extends ConvergenceOptions {
  readonly converged: boolean;
  readonly iterationsUsed: number;
  readonly precision: ConvergencePrecision;
}

const Z95 = 1.959963984540054;

/** Problems of convergence options ([] when valid): tolerance in [0.0001, 0.5], max iterations 1…1,000,000. */
export function convergenceProblems(c: ConvergenceOptions): string[] {
  const out: string[] = [];
  if (!Number.isFinite(c?.tolerance) || c.tolerance < 0.0001 || c.tolerance > 0.5) out.push('tolerance must be in [0.0001, 0.5]');
  if (!Number.isInteger(c?.maxIterations) || c.maxIterations < 1 || c.maxIterations > 1_000_000)
    out.push('maxIterations must be an integer from 1 to 1,000,000');
  return out;
}

/**
 * The block counts after which a converging run checks its precision: 2, 3, …, 16 blocks, then
 * steps of ⌊b/8⌋ blocks (checks about 12 % apart), always ending with the last block. Fixed by the
 * block count alone, so the stopping point never depends on threads or timing.
 * @example checkpointBlocks(20) // [2, 3, …, 16, 18, 20]
 */
export function checkpointBlocks(totalBlocks: number): number[] {
  const out: number[] = [];
  for (let b = Math.min(2, totalBlocks); b < totalBlocks; b += Math.max(1, Math.floor(b / 8))) out.push(b);
  out.push(totalBlocks);
  return out;
}

/**
 * Relative half-width of the distribution-free 95 % interval of the p-quantile from n sorted
 * values: the order statistics of ranks ⌊np − z√(np(1−p))⌋ and ⌈np + z√(np(1−p))⌉ (the normal
 * approximation of the binomial count below the quantile; Conover, "Practical Nonparametric
 * Statistics", §3.2), the larger distance from the type-7 estimate, over its magnitude.
 */
export function quantilePrecision(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (n < 2) return Infinity;
  const spread = Z95 * Math.sqrt(n * p * (1 - p));
  const lo = Math.max(1, Math.floor(n * p - spread));
  const hi = Math.min(n, Math.ceil(n * p + spread));
  const q = percentileOfSorted(sorted, p);
  const half = Math.max(q - sorted[lo - 1]!, sorted[hi - 1]! - q);
  return Math.abs(q) > 0 ? half / Math.abs(q) : Infinity;
}

/** Relative half-width of the 95 % interval of the mean, 1.96·s/√n over |mean|. */
export function meanPrecision(m: Moments): number {
  if (m.n < 2) return Infinity;
  const half = (Z95 * Math.sqrt(m.m2 / (m.n - 1))) / Math.sqrt(m.n);
  return Math.abs(m.mean) > 0 ? half / Math.abs(m.mean) : half === 0 ? 0 : Infinity;
}

function mergeSorted(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]! <= b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/**
 * Follows the precision of a growing sample fed block by block, in block order: moments merged
 * (Chan et al.) and the values kept sorted (each new part sorted, then merged).
 */
export class ConvergenceTracker {
  #moments: Moments = { n: 0, mean: 0, m2: 0 };
  #sorted: Float64Array = new Float64Array(0);
  #pending: Float64Array[] = [];

  /** Adds the next block's values (after every earlier block's). */
  add(values: Float64Array): void {
    mergeMoments(this.#moments, momentsOf(values, values.length));
    this.#pending.push(values);
  }

  get count(): number {
    return this.#moments.n;
  }

  /** The precision of the values added so far. */
  precision(): ConvergencePrecision {
    if (this.#pending.length > 0) {
      const size = this.#pending.reduce((s, v) => s + v.length, 0);
      const fresh = new Float64Array(size);
      let at = 0;
      for (const v of this.#pending) {
        fresh.set(v, at);
        at += v.length;
      }
      this.#sorted = mergeSorted(this.#sorted, fresh.sort());
      this.#pending = [];
    }
    return {
      mean: meanPrecision(this.#moments),
      p10: quantilePrecision(this.#sorted, 0.1),
      p90: quantilePrecision(this.#sorted, 0.9),
    };
  }
}

/** True when every precision is within the tolerance. */
export function withinTolerance(p: ConvergencePrecision, tolerance: number): boolean {
  return p.mean <= tolerance && p.p10 <= tolerance && p.p90 <= tolerance;
}
