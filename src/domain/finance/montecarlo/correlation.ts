/**
 * Dependence between the random inputs, through a Gaussian copula: standard-normal scores are
 * correlated with the given matrix, then each is mapped to its own marginal.
 * - `independent`: no correlation.
 * - `equicorrelated`: every pair has correlation `rho`, −1/(k−1) ≤ rho ≤ 1 for k random inputs.
 * - `matrix`: a full k×k correlation matrix (symmetric, unit diagonal, positive semi-definite),
 *   rows and columns in the order in which the random inputs appear.
 * @example const spec: CorrelationSpec = { type: 'equicorrelated', rho: 0.3 };
 */
export type CorrelationSpec =
  | { readonly type: 'independent' }
  | { readonly type: 'equicorrelated'; readonly rho: number }
  | { readonly type: 'matrix'; readonly matrix: readonly (readonly number[])[] };

/** A lower-triangular factor L (row-major k×k) with L·Lᵀ = C, or null for independence. */
export type CorrelationFactor =
  { readonly ok: true; readonly factor: Float64Array | null } | { readonly ok: false; readonly reason: string };

const PIVOT_TOLERANCE = 1e-10;
const COUPLING_TOLERANCE = 1e-7;

/**
 * Cholesky factor of a positive semi-definite matrix (row-major k×k): a pivot within 1e−10 of 0
 * gives a zero column instead of a division by zero, so ρ = 1 (a rank-deficient matrix) works;
 * a negative pivot, or a non-zero coupling under a zero pivot, proves the matrix indefinite.
 * Source: Higham, "Accuracy and Stability of Numerical Algorithms", §10.3 (semi-definite case).
 * @example semidefiniteCholesky(new Float64Array([1, 1, 1, 1]), 2) // [1, 0, 1, 0]
 */
export function semidefiniteCholesky(c: Float64Array, k: number): Float64Array | null {
  const l = new Float64Array(k * k);
  for (let j = 0; j < k; j++) {
    let d = c[j * k + j]!;
    for (let m = 0; m < j; m++) d -= l[j * k + m]! ** 2;
    if (d < -PIVOT_TOLERANCE) return null;
    const pivot = d > PIVOT_TOLERANCE ? Math.sqrt(d) : 0;
    l[j * k + j] = pivot;
    for (let i = j + 1; i < k; i++) {
      let s = c[i * k + j]!;
      for (let m = 0; m < j; m++) s -= l[i * k + m]! * l[j * k + m]!;
      if (pivot === 0) {
        if (Math.abs(s) > COUPLING_TOLERANCE) return null;
      } else l[i * k + j] = s / pivot;
    }
  }
  return l;
}

function matrixOf(spec: CorrelationSpec, k: number): Float64Array | string {
  const c = new Float64Array(k * k);
  if (spec.type === 'equicorrelated') {
    if (!Number.isFinite(spec.rho) || spec.rho < -1 || spec.rho > 1) return 'equicorrelated rho must be in [-1, 1]';
    c.fill(spec.rho);
    for (let i = 0; i < k; i++) c[i * k + i] = 1;
    return c;
  }
  if (spec.type !== 'matrix') return `unknown correlation type ${JSON.stringify((spec as { type?: unknown }).type)}`;
  const rows = spec.matrix;
  if (!Array.isArray(rows) || rows.length !== k || rows.some((r) => !Array.isArray(r) || r.length !== k)) {
    return `correlation matrix must be ${k}×${k}, one row and column per random flow in order`;
  }
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const v = rows[i]![j]!;
      if (!Number.isFinite(v) || v < -1 || v > 1) return 'correlation matrix entries must be finite and in [-1, 1]';
      if (Math.abs(v - rows[j]![i]!) > 1e-12) return 'correlation matrix must be symmetric';
      c[i * k + j] = v;
    }
    if (Math.abs(c[i * k + i]! - 1) > 1e-12) return 'correlation matrix must have 1 on its diagonal';
  }
  return c;
}

/**
 * Validates a correlation spec over k random inputs and factors it: `{ ok: true, factor }` (null
 * for independence) or `{ ok: false, reason }` naming the problem, e.g. a matrix that is not
 * positive semi-definite.
 * @example correlationFactor({ type: 'equicorrelated', rho: 1 }, 3) // ok: rank-one factor
 */
export function correlationFactor(spec: CorrelationSpec, k: number): CorrelationFactor {
  if (spec === undefined || spec.type === 'independent') return { ok: true, factor: null };
  const c = matrixOf(spec, k);
  if (typeof c === 'string') return { ok: false, reason: c };
  if (k <= 1) return { ok: true, factor: null };
  const factor = semidefiniteCholesky(c, k);
  if (factor === null) return { ok: false, reason: 'correlation matrix is not positive semi-definite' };
  return { ok: true, factor };
}
