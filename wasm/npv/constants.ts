// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).

export const INV_LN2: f64 = 1.4426950408889634;
export const LN2_HI: f64 = 6.93147180369123816490e-1;
export const LN2_LO: f64 = 1.90821492927058770002e-10;
export const SHIFT: f64 = 6755399441055744.0; // 1.5·2^52

// Constant vectors, set by init(): as mutable globals they are loaded from memory where used; as
// v128.const in a loop V8 would build each one again on every pass.
export let EXP_MIN: v128 = i64x2.splat(0);
export let EXP_MAX: v128 = i64x2.splat(0);
export let V_INV_LN2: v128 = i64x2.splat(0);
export let V_SHIFT: v128 = i64x2.splat(0);
export let V_LN2_HI: v128 = i64x2.splat(0);
export let V_LN2_LO: v128 = i64x2.splat(0);
export let ONE: v128 = i64x2.splat(0);
export let HALF: v128 = i64x2.splat(0);
export let SIXTH: v128 = i64x2.splat(0);
export let E4: v128 = i64x2.splat(0);
export let E5: v128 = i64x2.splat(0);
export let E6: v128 = i64x2.splat(0);
export let E7: v128 = i64x2.splat(0);
export let E8: v128 = i64x2.splat(0);
export let E9: v128 = i64x2.splat(0);
export let E10: v128 = i64x2.splat(0);
export let E11: v128 = i64x2.splat(0);
export let E12: v128 = i64x2.splat(0);
export let E13: v128 = i64x2.splat(0);
export let TWO_M32: v128 = i64x2.splat(0);
export let ONE_BITS: v128 = i64x2.splat(0);
// the Latin Hypercube's Taylor coefficients: (1 + 2z²)/6 = 1/6 + z²/3, z(7 + 6z²)/24 = z(7/24 + z²/4),
// (7 + 46z² + 24z⁴)/120 = 7/120 + z²(23/60 + z²/5); and the sign bit of each 32-bit lane
export let THIRD: v128 = i64x2.splat(0);
export let SEVEN_24TH: v128 = i64x2.splat(0);
export let QUARTER: v128 = i64x2.splat(0);
export let SEVEN_120TH: v128 = i64x2.splat(0);
export let TWENTYTHREE_60TH: v128 = i64x2.splat(0);
export let FIFTH: v128 = i64x2.splat(0);
export let SIGN32: v128 = i64x2.splat(0);

export function init(): void {
  EXP_MIN = f64x2.splat(-708.0);
  EXP_MAX = f64x2.splat(709.0);
  V_INV_LN2 = f64x2.splat(INV_LN2);
  V_SHIFT = f64x2.splat(SHIFT);
  V_LN2_HI = f64x2.splat(LN2_HI);
  V_LN2_LO = f64x2.splat(LN2_LO);
  ONE = f64x2.splat(1.0);
  HALF = f64x2.splat(0.5);
  SIXTH = f64x2.splat(0.16666666666666666);
  E4 = f64x2.splat(4.1666666666666664e-2);
  E5 = f64x2.splat(8.333333333333333e-3);
  E6 = f64x2.splat(1.388888888888889e-3);
  E7 = f64x2.splat(1.984126984126984e-4);
  E8 = f64x2.splat(2.48015873015873e-5);
  E9 = f64x2.splat(2.7557319223985893e-6);
  E10 = f64x2.splat(2.755731922398589e-7);
  E11 = f64x2.splat(2.505210838544172e-8);
  E12 = f64x2.splat(2.08767569878681e-9);
  E13 = f64x2.splat(1.6059043836821613e-10);
  TWO_M32 = f64x2.splat(2.3283064365386963e-10);
  ONE_BITS = i64x2.splat(0x3ff0000000000000);
  THIRD = f64x2.splat(0.3333333333333333);
  SEVEN_24TH = f64x2.splat(0.2916666666666667);
  QUARTER = f64x2.splat(0.25);
  SEVEN_120TH = f64x2.splat(0.058333333333333334);
  TWENTYTHREE_60TH = f64x2.splat(0.38333333333333336);
  FIFTH = f64x2.splat(0.2);
  SIGN32 = i32x4.splat(0x80000000);
}
