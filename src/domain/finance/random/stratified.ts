import { normalQuantile } from './normal-cdf.ts';
import { ppnd16 } from './ppnd16.ts';
import type { RngState } from './xoshiro.ts';

/**
 * The building blocks of Latin Hypercube sampling (docs/decisions/0050, "LHS made cheap"): one
 * 32-bit jitter per stratum, quantiles computed in stratum order (sequential, so table reads and
 * branches are predictable), and a Fisher–Yates shuffle of the values themselves (no permutation
 * array, no gather).
 */

/**
 * Fills out[0..n) with uniforms strictly inside (0, 1) from one 32-bit output each: (x + ½)/2^32.
 * 32 bits are ample for a position inside one of n ≤ 2^21 strata (the stratum's width divided
 * into 2^32 steps).
 */
export function fillJitter(state: RngState, out: Float64Array, n: number): void {
  let s0 = state[0]! | 0;
  let s1 = state[1]! | 0;
  let s2 = state[2]! | 0;
  let s3 = state[3]! | 0;
  for (let i = 0; i < n; i++) {
    const m = Math.imul(s1, 5);
    const x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    out[i] = (x + 0.5) * 2.3283064365386963e-10;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}

/**
 * Fisher–Yates shuffle of a[0..n) (n ≤ 2^21) in place: for i = n−1 … 1, swaps a[i] with a[r],
 * r uniform in [0, i] by Lemire's multiply-and-reject on 32-bit outputs, in integer-exact double
 * arithmetic (the product x·(i+1) < 2^53; its high and low words by a multiplication by 2^−32 and
 * a subtraction, no floating-point remainder on the common path).
 */
export function shuffleValues(state: RngState, a: Float64Array, n: number): void {
  let s0 = state[0]! | 0;
  let s1 = state[1]! | 0;
  let s2 = state[2]! | 0;
  let s3 = state[3]! | 0;
  for (let i = n - 1; i > 0; i--) {
    const bound = i + 1;
    let r: number;
    for (;;) {
      const m = Math.imul(s1, 5);
      const x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      const product = x * bound;
      r = Math.floor(product * 2.3283064365386963e-10);
      const low = product - r * 4_294_967_296;
      if (low >= bound || low >= (4_294_967_296 - bound) % bound) break;
    }
    const tmp = a[i]!;
    a[i] = a[r]!;
    a[r] = tmp;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}

/**
 * Adds weight·a[i] to acc[i] for the values of a[0..n) shuffled by {@link shuffleValues} — the same
 * draws and the same sums as shuffling and then accumulating, in one pass: Fisher–Yates fixes
 * position i when it swaps it, so it is accumulated then and never written back. `a` is left
 * partly shuffled (scratch).
 */
export function shuffleAccumulate(state: RngState, a: Float64Array, n: number, acc: Float64Array, weight: number): void {
  let s0 = state[0]! | 0;
  let s1 = state[1]! | 0;
  let s2 = state[2]! | 0;
  let s3 = state[3]! | 0;
  for (let i = n - 1; i > 0; i--) {
    const bound = i + 1;
    let r: number;
    for (;;) {
      const m = Math.imul(s1, 5);
      const x = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      const product = x * bound;
      r = Math.floor(product * 2.3283064365386963e-10);
      const low = product - r * 4_294_967_296;
      if (low >= bound || low >= (4_294_967_296 - bound) % bound) break;
    }
    const v = a[r]!;
    a[r] = a[i]!;
    acc[i] = acc[i]! + weight * v;
  }
  if (n > 0) acc[0] = acc[0]! + weight * a[0]!;
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}

/**
 * The quantile Φ⁻¹ at each stratum's midpoint (k + ½)/n and its derivative w = 1/φ(z), and the
 * strata [lo, hi) where the degree-5 Taylor expansion about the midpoint is within
 * {@link STRATA_TAYLOR_BOUND} of Φ⁻¹ over the whole stratum (the others use AS 241).
 */
export interface NormalStrata {
  readonly n: number;
  readonly z: Float64Array;
  readonly w: Float64Array;
  readonly lo: number;
  readonly hi: number;
}

/**
 * Bound on |Taylor − Φ⁻¹| inside the tabled strata. With Q = Φ⁻¹, z = Q(p), w = Q′ = 1/φ(z), the
 * derivatives are Q″ = z·w², Q‴ = (1 + 2z²)w³, Q⁗ = z(7 + 6z²)w⁴, Q⁽⁵⁾ = (7 + 46z² + 24z⁴)w⁵,
 * Q⁽⁶⁾ = (7 + 173z² + 350z⁴ + 120z⁶)w⁶; the Lagrange remainder of the degree-5 expansion is
 * |Q⁽⁶⁾(ξ)|·h⁶/720 with |h| ≤ 1/(2n), and |Q⁽⁶⁾| grows with |z|, so on a stratum it is bounded by its
 * value at the next midpoint further out (beyond the stratum's edge). 1e−14 keeps every value
 * inside its stratum for n ≤ 4,096: the jitter keeps p at least 2^−33/n from an edge, which is
 * ≥ 7e−14 in z.
 */
export const STRATA_TAYLOR_BOUND = 1e-14;
const SQRT_2PI = 2.5066282746310002;

const strataCache = new Map<number, NormalStrata>();

/** |Q⁽⁶⁾|·h⁶/720 at a midpoint z with w = 1/φ(z), h = 1/(2n): the degree-5 expansion's Lagrange remainder there. */
export function taylor5Remainder(z: number, w: number, n: number): number {
  const zz = z * z;
  return ((7 + zz * (173 + zz * (350 + 120 * zz))) * (w * (0.5 / n)) ** 6) / 720;
}

function buildStrata(n: number): NormalStrata {
  const z = new Float64Array(n);
  const w = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const p = (k + 0.5) / n;
    z[k] = k < n / 2 ? normalQuantile(p) : -z[n - 1 - k]!; // symmetric about ½
    w[k] = SQRT_2PI * Math.exp(0.5 * z[k]! * z[k]!);
  }
  let lo = 1; // stratum 0 reaches p = 0 (z = −∞): always exact
  while (lo < n / 2 && taylor5Remainder(z[lo - 1]!, w[lo - 1]!, n) > STRATA_TAYLOR_BOUND) lo++;
  return { n, z, w, lo, hi: Math.max(lo, n - lo) };
}

/** The (cached) strata table for n strata; a few sizes are kept (a run uses one or two). */
export function normalStrata(n: number): NormalStrata {
  let t = strataCache.get(n);
  if (t === undefined) {
    if (strataCache.size >= 8) strataCache.delete(strataCache.keys().next().value!);
    t = buildStrata(n);
    strataCache.set(n, t);
  }
  return t;
}

/**
 * Replaces out[0..n) (jitters U_k in (0, 1)) by shift + scale·Φ⁻¹((k + U_k)/n), in stratum order:
 * inside [lo, hi) the tabled degree-5 Taylor expansion of Φ⁻¹ about the midpoint,
 * z + x + z·x²/2 + (1 + 2z²)x³/6 + z(7 + 6z²)x⁴/24 + (7 + 46z² + 24z⁴)x⁵/120 with x = w·(U − ½)/n;
 * outside, AS 241. Φ⁻¹ within STRATA_TAYLOR_BOUND (plus rounding) of the exact quantile.
 */
export function stratifiedNormal(out: Float64Array, n: number, shift = 0, scale = 1): void {
  const t = normalStrata(n);
  const inv = 1 / n;
  const lo = t.lo;
  const hi = t.hi;
  for (let k = 0; k < lo; k++) out[k] = shift + scale * ppnd16((k + out[k]!) * inv);
  const zs = t.z;
  const ws = t.w;
  for (let k = lo; k < hi; k++) {
    const z = zs[k]!;
    const zz = z * z;
    const x = ws[k]! * (out[k]! - 0.5) * inv;
    const c3 = (1 + 2 * zz) * 0.16666666666666666;
    const c4 = z * (7 + 6 * zz) * 0.041666666666666664;
    const c5 = (7 + zz * (46 + 24 * zz)) * 0.008333333333333333;
    out[k] = shift + scale * (z + x * (1 + x * (0.5 * z + x * (c3 + x * (c4 + x * c5)))));
  }
  for (let k = hi; k < n; k++) out[k] = shift + scale * ppnd16((k + out[k]!) * inv);
}
