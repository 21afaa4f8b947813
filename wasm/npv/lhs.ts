// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { BITS, LOGNORMAL, NORMAL, SCRATCH, SCRATCH_B, SHUFFLE_SPARE, TRIANGULAR } from './memory';
import { HALF, ONE, TWO_M32 } from './constants';
import { fillWords } from './generators';
import { expLanes } from './exp-log';
import { stratifiedNormal } from './strata-normal';
import { fillConstant, triangularLanes } from './plain';
import { shuffleAccumulate, shufflePair } from './shuffle';

// ---------------------------------------------------------------------------------------------
// Latin Hypercube: one replicate of n rows (n ≤ 4,096), two flows at a time. Per flow: n jitters
// U_k (one 32-bit word each, (x + ½)/2^32), the values F⁻¹((k + U_k)/n) in stratum order (normal
// strata: strata-normal.ts), then a Fisher–Yates shuffle of the values fused with the accumulation
// (shuffle.ts). Words come from BITS: both flows' jitters first, their shuffles' after them.

/** The jitters of strata k and k + 1 on two lanes. */
// @ts-ignore: decorator
@inline
function jitterPair(bits: usize, k: i32): v128 {
  return f64x2.mul(f64x2.add(f64x2.convert_low_i32x4_u(v128.load64_zero(bits + (<usize>k << 2))), HALF), TWO_M32);
}

/** out[k] = the triangular quantile at (k + U_k)/n, k < n (two strata at a time). */
export function stratifiedTriangular(bits: usize, out: usize, n: i32, f: usize): void {
  const inv = f64x2.splat(1.0 / <f64>n);
  const two = f64x2.add(ONE, ONE);
  let strata = f64x2.replace_lane(f64x2.splat(0.0), 1, 1.0);
  for (let k = 0; k < n; k += 2) {
    v128.store(out + (<usize>k << 3), triangularLanes(f64x2.mul(f64x2.add(strata, jitterPair(bits, k)), inv), f));
    strata = f64x2.add(strata, two);
  }
}

/** out[k] = min + span·(k + U_k)/n, k < n (two strata at a time). */
export function stratifiedUniform(bits: usize, out: usize, n: i32, min: f64, span: f64): void {
  const a = f64x2.splat(min);
  const b = f64x2.splat(span / <f64>n);
  const two = f64x2.add(ONE, ONE);
  let strata = f64x2.replace_lane(f64x2.splat(0.0), 1, 1.0);
  for (let k = 0; k < n; k += 2) {
    v128.store(out + (<usize>k << 3), f64x2.add(a, f64x2.mul(b, f64x2.add(strata, jitterPair(bits, k)))));
    strata = f64x2.add(strata, two);
  }
}

/** out[k], k < n: flow f's stratified values in stratum order, its jitters the words at `bits`. */
export function stratified(bits: usize, out: usize, n: i32, f: usize, lo5: i32, lo3: i32): void {
  const type = <i32>load<f64>(f);
  const a = load<f64>(f, 16);
  const b = load<f64>(f, 24);
  if (type == NORMAL || type == LOGNORMAL) {
    stratifiedNormal(bits, out, n, lo5, lo3, a, b);
    if (type == LOGNORMAL) {
      const n2 = (n + 1) & ~1;
      for (let i = 0; i < n2; i += 2) {
        const p = out + (<usize>i << 3);
        v128.store(p, expLanes(v128.load(p)));
      }
    }
  } else if (type == TRIANGULAR) stratifiedTriangular(bits, out, n, f);
  else stratifiedUniform(bits, out, n, a, b);
}

/**
 * One replicate of n rows: npv[i] = constant + Σ df·(flow's strata shuffled)[i]. Flows two at a time
 * (both shuffles in one pass over npv); an odd one last, alone. Per pair, one fill of words: the two
 * flows' jitters, then their shuffles' half words.
 */
export function lhsReplicate(npv: usize, n: i32, flows: usize, k: i32, constant: f64, lo5: i32, lo3: i32): void {
  const n4 = (n + 3) & ~3;
  fillConstant(npv, n4, constant);
  const shuffleWords = (n4 >> 1) + (SHUFFLE_SPARE >> 1); // n − 1 half words and SHUFFLE_SPARE for rejections
  let j = 0;
  for (; j + 1 < k; j += 2) {
    const fa = flows + (<usize>j << 6);
    const fb = fa + 64;
    fillWords(BITS, (2 * n4 + 2 * shuffleWords) >> 2);
    stratified(BITS, SCRATCH, n, fa, lo5, lo3);
    stratified(BITS + (<usize>n4 << 2), SCRATCH_B, n, fb, lo5, lo3);
    const drawsA = BITS + (<usize>n4 << 3);
    shufflePair(npv, n, load<f64>(fa, 8), load<f64>(fb, 8), drawsA, drawsA + (<usize>shuffleWords << 2));
  }
  if (j < k) {
    const f = flows + (<usize>j << 6);
    fillWords(BITS, (n4 + shuffleWords) >> 2);
    stratified(BITS, SCRATCH, n, f, lo5, lo3);
    shuffleAccumulate(npv, n, load<f64>(f, 8), BITS + (<usize>n4 << 2));
  }
}
