/**
 * Symmetric eigen-decomposition by cyclic Jacobi rotations (k×k row-major, k small): returns the
 * eigenvalues and the eigenvectors as the columns of `vectors`. Converges quadratically; stops when
 * the off-diagonal mass is below 1e−22 of the total or after 100 sweeps.
 * Source: Golub & Van Loan, "Matrix Computations", §8.5 (the cyclic Jacobi method).
 */
export function symmetricEigen(a: Float64Array, k: number): { values: Float64Array; vectors: Float64Array } {
  const m = Float64Array.from(a);
  const v = new Float64Array(k * k);
  for (let i = 0; i < k; i++) v[i * k + i] = 1;
  let total = 0;
  for (let i = 0; i < k * k; i++) total += m[i]! ** 2;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < k; p++) for (let q = p + 1; q < k; q++) off += 2 * m[p * k + q]! ** 2;
    if (off <= 1e-22 * total || off === 0) break;
    for (let p = 0; p < k; p++) {
      for (let q = p + 1; q < k; q++) {
        const apq = m[p * k + q]!;
        if (apq === 0) continue;
        const theta = (m[q * k + q]! - m[p * k + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let r = 0; r < k; r++) {
          const mrp = m[r * k + p]!;
          const mrq = m[r * k + q]!;
          m[r * k + p] = c * mrp - s * mrq;
          m[r * k + q] = s * mrp + c * mrq;
        }
        for (let r = 0; r < k; r++) {
          const mpr = m[p * k + r]!;
          const mqr = m[q * k + r]!;
          m[p * k + r] = c * mpr - s * mqr;
          m[q * k + r] = s * mpr + c * mqr;
        }
        for (let r = 0; r < k; r++) {
          const vrp = v[r * k + p]!;
          const vrq = v[r * k + q]!;
          v[r * k + p] = c * vrp - s * vrq;
          v[r * k + q] = s * vrp + c * vrq;
        }
      }
    }
  }
  const values = new Float64Array(k);
  for (let i = 0; i < k; i++) values[i] = m[i * k + i]!;
  return { values, vectors: v };
}

/** The nearest positive semi-definite matrix in the Frobenius norm: negative eigenvalues set to 0. */
function projectPsd(a: Float64Array, k: number): Float64Array {
  const { values, vectors } = symmetricEigen(a, k);
  const out = new Float64Array(k * k);
  for (let e = 0; e < k; e++) {
    const lambda = Math.max(0, values[e]!);
    if (lambda === 0) continue;
    for (let i = 0; i < k; i++) {
      const vi = vectors[i * k + e]! * lambda;
      for (let j = 0; j < k; j++) out[i * k + j] = out[i * k + j]! + vi * vectors[j * k + e]!;
    }
  }
  return out;
}

/** The smallest eigenvalue of a symmetric matrix. */
export function smallestEigenvalue(a: Float64Array, k: number): number {
  return Math.min(...symmetricEigen(a, k).values);
}

/**
 * The nearest correlation matrix (symmetric, unit diagonal, positive semi-definite) to a symmetric
 * matrix, in the Frobenius norm, by alternating projections onto the PSD cone and the unit-diagonal
 * matrices with Dykstra's correction; stops when successive iterates move less than 1e−12 or after
 * 500 rounds. The result is symmetrised and its diagonal set to exactly 1.
 * Source: N. J. Higham, "Computing the nearest correlation matrix — a problem from finance",
 * IMA J. Numer. Anal. 22 (2002), algorithm 3.3.
 * @example nearestCorrelation(new Float64Array([1, .9, -.9, .9, 1, .9, -.9, .9, 1]), 3) // a PSD matrix near it
 */
export function nearestCorrelation(a: Float64Array, k: number): Float64Array {
  let y = Float64Array.from(a);
  const ds = new Float64Array(k * k);
  for (let round = 0; round < 500; round++) {
    const r = new Float64Array(k * k);
    for (let i = 0; i < k * k; i++) r[i] = y[i]! - ds[i]!;
    const x = projectPsd(r, k);
    for (let i = 0; i < k * k; i++) ds[i] = x[i]! - r[i]!;
    const next = Float64Array.from(x);
    for (let i = 0; i < k; i++) next[i * k + i] = 1;
    let move = 0;
    for (let i = 0; i < k * k; i++) move = Math.max(move, Math.abs(next[i]! - y[i]!));
    y = next;
    if (move < 1e-12) break;
  }
  // PSD up to rounding: shrink the off-diagonal a hair toward the identity if an eigenvalue is still below −1e−12
  const out = new Float64Array(k * k);
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) out[i * k + j] = i === j ? 1 : Math.max(-1, Math.min(1, (y[i * k + j]! + y[j * k + i]!) / 2));
  const low = smallestEigenvalue(out, k);
  if (low < 0) {
    const w = 1 / (1 - low);
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) if (i !== j) out[i * k + j] = out[i * k + j]! * w;
  }
  return out;
}
