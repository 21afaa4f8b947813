import { normalQuantile } from '../random/normal-cdf.ts';
import { nextBelow } from '../random/xoshiro.ts';
import type { RngState } from '../random/xoshiro.ts';
import { semidefiniteCholesky } from './correlation.ts';
import { nearestCorrelation, smallestEigenvalue } from './nearest-correlation.ts';

/**
 * A target rank-correlation matrix checked for Iman–Conover: `matrix` (row-major k×k) is the one
 * used — the input itself, or, when the input is not positive semi-definite, the nearest
 * correlation matrix (Higham) with `adjusted: true` and the largest entry change in `maxChange`.
 */
export type RankTarget =
  | {
      readonly ok: true;
      readonly matrix: Float64Array;
      readonly factor: Float64Array;
      readonly adjusted: boolean;
      readonly maxChange: number;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Validates a rank-correlation matrix over k inputs: k×k, entries finite in [−1, 1], symmetric, unit
 * diagonal (refused otherwise: a typing error, not something to guess); positive semi-definite, or
 * else replaced by the nearest correlation matrix and flagged `adjusted` (the caller warns).
 * @example rankTarget([[1, 0.5], [0.5, 1]], 2) // { ok: true, adjusted: false, … }
 */
export function rankTarget(rows: readonly (readonly number[])[], k: number): RankTarget {
  if (!Array.isArray(rows) || rows.length !== k || rows.some((r) => !Array.isArray(r) || r.length !== k))
    return { ok: false, reason: `rank correlation matrix must be ${k}×${k}, one row and column per uncertain input in order` };
  const c = new Float64Array(k * k);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const v = rows[i]![j]!;
      if (!Number.isFinite(v) || v < -1 || v > 1) return { ok: false, reason: 'rank correlation entries must be finite and in [-1, 1]' };
      if (Math.abs(v - rows[j]![i]!) > 1e-12) return { ok: false, reason: 'rank correlation matrix must be symmetric' };
      c[i * k + j] = v;
    }
    if (Math.abs(c[i * k + i]! - 1) > 1e-12) return { ok: false, reason: 'rank correlation matrix must have 1 on its diagonal' };
  }
  const adjusted = k > 1 && smallestEigenvalue(c, k) < -1e-10;
  const matrix = adjusted ? nearestCorrelation(c, k) : c;
  let maxChange = 0;
  for (let i = 0; i < k * k; i++) maxChange = Math.max(maxChange, Math.abs(matrix[i]! - c[i]!));
  // Normal scores with Pearson correlation r have rank correlation (6/π)·asin(r/2): the scores get
  // r = 2·sin(π·ρ/6) so the ranks come out at ρ (Kruskal 1958); if that breaks PSD, nearest again.
  let scores: Float64Array = matrix.map((rho, i) => (i % (k + 1) === 0 ? 1 : 2 * Math.sin((Math.PI * rho) / 6)));
  if (k > 1 && smallestEigenvalue(scores, k) < -1e-10) scores = nearestCorrelation(scores, k);
  const factor = semidefiniteCholesky(scores, k);
  if (factor === null) return { ok: false, reason: 'rank correlation matrix could not be factored' };
  return { ok: true, matrix, factor, adjusted, maxChange };
}

/** Correlation matrix (k×k) of the columns of a score matrix (n rows, column-major). */
function columnCorrelation(scores: Float64Array[], n: number): Float64Array {
  const k = scores.length;
  const out = new Float64Array(k * k);
  let ss = 0;
  for (let i = 0; i < n; i++) ss += scores[0]![i]! ** 2; // every column holds the same scores (mean 0)
  for (let a = 0; a < k; a++) {
    out[a * k + a] = 1;
    for (let b = a + 1; b < k; b++) {
      let s = 0;
      for (let i = 0; i < n; i++) s += scores[a]![i]! * scores[b]![i]!;
      out[a * k + b] = out[b * k + a] = s / ss;
    }
  }
  return out;
}

/**
 * Iman–Conover: rearranges each column's n values (in place) so that their rank correlations
 * follow the target, keeping every column's values (hence its marginal, and Latin Hypercube's
 * strata) exactly. Van der Waerden scores Φ⁻¹(i/(n+1)) are shuffled per column with the generator,
 * de-correlated by the Cholesky factor of their own correlation E and correlated by the target's
 * factor P (T = S·(Q⁻¹)ᵀ·Pᵀ with E = QQᵀ), and each column's sorted values take T's ranks.
 * Source: R. L. Iman & W. J. Conover, "A distribution-free approach to inducing rank correlation
 * among input variables", Commun. Statist. B 11 (1982) 311–334.
 */
export function imanConover(columns: Float64Array[], n: number, factor: Float64Array, state: RngState): void {
  const k = columns.length;
  if (k < 2 || n < 3) return;
  const base = new Float64Array(n);
  for (let i = 0; i < n; i++) base[i] = normalQuantile((i + 1) / (n + 1));
  const scores = columns.map(() => {
    const s = Float64Array.from(base);
    for (let i = n - 1; i > 0; i--) {
      const r = nextBelow(state, i + 1);
      const tmp = s[i]!;
      s[i] = s[r]!;
      s[r] = tmp;
    }
    return s;
  });
  const q = semidefiniteCholesky(columnCorrelation(scores, n), k);
  if (q === null) return;
  const target = columns.map(() => new Float64Array(n));
  const y = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    for (let a = 0; a < k; a++) {
      let s = scores[a]![i]!;
      for (let b = 0; b < a; b++) s -= q[a * k + b]! * y[b]!;
      const d = q[a * k + a]!;
      y[a] = d > 0 ? s / d : 0;
    }
    for (let a = 0; a < k; a++) {
      let t = 0;
      for (let b = 0; b <= a; b++) t += factor[a * k + b]! * y[b]!;
      target[a]![i] = t;
    }
  }
  const order = new Uint32Array(n);
  for (let a = 0; a < k; a++) {
    const t = target[a]!;
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((u, v) => t[u]! - t[v]! || u - v);
    const values = columns[a]!.slice(0, n).sort();
    const col = columns[a]!;
    for (let r = 0; r < n; r++) col[order[r]!] = values[r]!;
  }
}
