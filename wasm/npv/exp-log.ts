// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { EXP_MAX, EXP_MIN, INV_LN2, LN2_HI, LN2_LO, V_INV_LN2, V_LN2_HI, V_LN2_LO, V_SHIFT, E4, E5, E6, E7, E8, E9, E10, E11, E12, E13, HALF, ONE, SIXTH } from './constants';

// ---------------------------------------------------------------------------------------------
// e^x on two lanes: x = k·ln2 + r, |r| ≤ ln2/2 (Cody–Waite), e^r by its degree-13 Taylor polynomial
// (remainder < 5e−18 relative), 2^k added to the exponent. Outside (−708, 709), expWide.


/**
 * e^x outside (−708, 709): 0 or ∞ beyond the double range, else the same reduction x = k·ln 2 + r and
 * e^r, scaled by 2^k in two exact steps and one last multiplication by 2^±64 (the only rounding,
 * into the subnormals below).
 */
export function expWide(x: f64): f64 {
  if (x != x) return x;
  if (x >= 709.8) return Infinity;
  if (x <= -745.2) return 0;
  const k = nearest<f64>(x * INV_LN2);
  const p = expOne(x - k * LN2_HI - k * LN2_LO);
  const e = <i64>k;
  if (e > 0) return p * reinterpret<f64>(<u64>(e - 64 + 1023) << 52) * 1.8446744073709552e19;
  return p * reinterpret<f64>(<u64>(e + 64 + 1023) << 52) * 5.421010862427522e-20;
}

export function expLanesSlow(x: v128): v128 {
  return f64x2.replace_lane(f64x2.splat(expWide(f64x2.extract_lane(x, 0))), 1, expWide(f64x2.extract_lane(x, 1)));
}

// @ts-ignore: decorator
@inline
export function expLanes(x: v128): v128 {
  const inRange = v128.and(f64x2.gt(x, EXP_MIN), f64x2.lt(x, EXP_MAX));
  if (!i64x2.all_true(inRange)) return expLanesSlow(x);
  const t = f64x2.add(f64x2.mul(x, V_INV_LN2), V_SHIFT);
  const k = f64x2.sub(t, V_SHIFT);
  const r = f64x2.sub(f64x2.sub(x, f64x2.mul(k, V_LN2_HI)), f64x2.mul(k, V_LN2_LO));
  // Estrin's scheme: pairs, then pairs of pairs (a short dependency chain; Horner's is 26 deep)
  const r2 = f64x2.mul(r, r);
  const r4 = f64x2.mul(r2, r2);
  const r8 = f64x2.mul(r4, r4);
  const a01 = f64x2.add(ONE, r);
  const a23 = f64x2.add(HALF, f64x2.mul(r, SIXTH));
  const a45 = f64x2.add(E4, f64x2.mul(r, E5));
  const a67 = f64x2.add(E6, f64x2.mul(r, E7));
  const a89 = f64x2.add(E8, f64x2.mul(r, E9));
  const a1011 = f64x2.add(E10, f64x2.mul(r, E11));
  const a1213 = f64x2.add(E12, f64x2.mul(r, E13));
  const b03 = f64x2.add(a01, f64x2.mul(r2, a23));
  const b47 = f64x2.add(a45, f64x2.mul(r2, a67));
  const b811 = f64x2.add(a89, f64x2.mul(r2, a1011));
  const c07 = f64x2.add(b03, f64x2.mul(r4, b47));
  const c813 = f64x2.add(b811, f64x2.mul(r4, a1213));
  const p = f64x2.add(c07, f64x2.mul(r8, c813));
  // t's bits minus SHIFT's bits = k (exact while |k| < 2^51); 2^k scales p through its exponent
  const kBits = i64x2.sub(t, V_SHIFT);
  return i64x2.add(p, i64x2.shl(kBits, 52));
}

/**
 * ln x for normal positive x (the rare paths: the ziggurat's tail, AS 241's tails), within about
 * 1 ulp: x = 2^e·m with m ∈ [√½, √2), f = m − 1 (exact), s = f/(2 + f), ln m = 2·artanh(s) =
 * 2s·(1 + s²/3 + s⁴/5 + …), twelve terms (s² ≤ 0.0295, the remainder < 1e−18), and e·ln 2 added in
 * two parts (Cody–Waite).
 */
export function logOne(x: f64): f64 {
  const bits = reinterpret<u64>(x);
  let e = <i32>(bits >> 52) - 1023;
  let m = reinterpret<f64>((bits & 0x000fffffffffffff) | 0x3ff0000000000000);
  if (m > 1.4142135623730951) {
    m *= 0.5;
    e += 1;
  }
  const f = m - 1.0;
  const s = f / (2.0 + f);
  const z = s * s;
  let p = 1.0 / 25.0;
  p = p * z + 1.0 / 23.0;
  p = p * z + 1.0 / 21.0;
  p = p * z + 1.0 / 19.0;
  p = p * z + 1.0 / 17.0;
  p = p * z + 1.0 / 15.0;
  p = p * z + 1.0 / 13.0;
  p = p * z + 1.0 / 11.0;
  p = p * z + 1.0 / 9.0;
  p = p * z + 1.0 / 7.0;
  p = p * z + 1.0 / 5.0;
  p = p * z + 1.0 / 3.0;
  const k = <f64>e;
  return k * LN2_HI + (2.0 * s + (2.0 * s * z * p + k * LN2_LO));
}

/** e^x for the scalar paths (one lane of expLanes). */
export function expOne(x: f64): f64 {
  return f64x2.extract_lane(expLanes(f64x2.splat(x)), 0);
}
