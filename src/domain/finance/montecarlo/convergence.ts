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
 * Two-sided 95 % quantile t₀.₉₇₅ of Student's t with `df` degrees of freedom: tabled for 1…30
 * (Abramowitz & Stegun table 26.10, 9 digits), beyond by the Cornish–Fisher expansion in 1/df
 * (A&S 26.7.5, four terms; error < 1e−7 for df > 30), → 1.959964 as df → ∞.
 * @example studentT975(1) // 12.706204736
 */
export function studentT975(df: number): number {
  if (!(df >= 1)) return Infinity;
  const d = Math.floor(df);
  if (d <= 30) return T975[d - 1]!;
  const z = Z95;
  const z2 = z * z;
  const g1 = (z * (z2 + 1)) / 4;
  const g2 = (z * ((5 * z2 + 16) * z2 + 3)) / 96;
  const g3 = (z * (((3 * z2 + 19) * z2 + 17) * z2 - 15)) / 384;
  const g4 = (z * ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945)) / 92_160;
  return z + (g1 + (g2 + (g3 + g4 / d) / d) / d) / d;
}

const T975 = [
  12.706204736, 4.30265273, 3.182446305, 2.776445105, 2.570581836, 2.446911851, 2.364624252, 2.306004135, 2.262157163, 2.228138852,
  2.20098516, 2.17881283, 2.160368656, 2.144786688, 2.131449546, 2.119905299, 2.109815578, 2.10092204, 2.093024054, 2.085963447,
  2.079613845, 2.073873068, 2.06865761, 2.063898562, 2.059538553, 2.055529439, 2.051830516, 2.048407142, 2.045229642, 2.042272456,
];

/**
 * Relative half-width of the 95 % interval of the mean from B independent replicates (replicated
 * Latin Hypercube: each block is its own LHS sample, so block totals are i.i.d. whatever LHS does
 * inside a block): block b holds counts[b] values with mean means[b]; the estimate is the overall
 * mean m̄ = Σnᵦmᵦ/N, its variance the ratio estimator's B/(B−1)·Σ nᵦ²(mᵦ − m̄)²/N² (equal blocks:
 * the variance of the block means over B), and the half-width t₀.₉₇₅(B−1)·√var (batch means
 * are close to normal at 4,096 values each; Student's t covers the few-blocks case). Infinity
 * below 2 blocks.
 */
export function replicatedMeanPrecision(counts: ArrayLike<number>, means: ArrayLike<number>, blocks: number): number {
  if (blocks < 2) return Infinity;
  let total = 0;
  let sum = 0;
  for (let b = 0; b < blocks; b++) {
    total += counts[b]!;
    sum += counts[b]! * (counts[b]! > 0 ? means[b]! : 0);
  }
  if (total === 0) return Infinity;
  const mean = sum / total;
  let ss = 0;
  for (let b = 0; b < blocks; b++) {
    if (counts[b]! === 0) continue;
    const e = counts[b]! * (means[b]! - mean);
    ss += e * e;
  }
  const half = (studentT975(blocks - 1) * Math.sqrt((blocks / (blocks - 1)) * ss)) / total;
  return Math.abs(mean) > 0 ? half / Math.abs(mean) : half === 0 ? 0 : Infinity;
}

/**
 * Follows the precision of a growing sample fed block by block, in block order: moments merged
 * (Chan et al.) and the values kept sorted (each new part sorted, then merged). `replicated`
 * (Latin Hypercube runs): the mean's precision from the blocks as independent replicates
 * ({@link replicatedMeanPrecision}) instead of the i.i.d. formula; P10/P90 keep the
 * order-statistic interval either way.
 */
export class ConvergenceTracker {
  #moments: Moments = { n: 0, mean: 0, m2: 0 };
  #sorted: Float64Array = new Float64Array(0);
  #pending: Float64Array[] = [];
  #counts: number[] = [];
  #means: number[] = [];
  readonly replicated: boolean;

  constructor(replicated = false) {
    this.replicated = replicated;
  }

  /** Adds the next block's values (after every earlier block's). */
  add(values: Float64Array): void {
    const m = momentsOf(values, values.length);
    this.#counts.push(m.n);
    this.#means.push(m.mean);
    mergeMoments(this.#moments, m);
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
      mean: this.replicated ? replicatedMeanPrecision(this.#counts, this.#means, this.#counts.length) : meanPrecision(this.#moments),
      p10: quantilePrecision(this.#sorted, 0.1),
      p90: quantilePrecision(this.#sorted, 0.9),
    };
  }
}

/** True when every precision is within the tolerance. */
export function withinTolerance(p: ConvergencePrecision, tolerance: number): boolean {
  return p.mean <= tolerance && p.p10 <= tolerance && p.p90 <= tolerance;
}
