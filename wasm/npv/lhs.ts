// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { BITS, LOGNORMAL, NORMAL, SCRATCH, SHUFFLE_SPARE, STRATA_W, STRATA_Z, TRIANGULAR } from './memory';
import { FIFTH, HALF, ONE, QUARTER, SEVEN_120TH, SEVEN_24TH, SIGN32, SIXTH, THIRD, TWENTYTHREE_60TH, TWO_M32 } from './constants';
import { fillWords } from './generators';
import { expLanes } from './exp-log';
import { ppnd16 } from './ppnd16';
import { fillConstant, triangularLanes } from './plain';

// ---------------------------------------------------------------------------------------------
// Latin Hypercube: one replicate of n rows (n ≤ 4,096), every flow in turn. Per flow: n jitters
// U_k (one 32-bit word each, (x + ½)/2^32), the values F⁻¹((k + U_k)/n) in stratum order, then a
// Fisher–Yates shuffle of the values fused with the accumulation (Lemire's multiply-and-reject on
// 32-bit words). Words come from BITS: the jitters first, the shuffle's after them, refilled when
// used up. The strata table for n (Φ⁻¹ at the midpoints and 1/φ there, tabled Taylor inside
// [lo, hi), AS 241 outside) is written by JavaScript.

/** Stratum k's jitter U_k ∈ (0, 1): its word at BITS, (x + ½)/2^32. */
// @ts-ignore: decorator
@inline
export function jitterAt(k: i32): f64 {
  return (<f64>load<u32>(BITS + (<usize>k << 2)) + 0.5) * 2.3283064365386963e-10;
}

/** The jitters of strata k and k + 1 on two lanes. */
// @ts-ignore: decorator
@inline
export function jitterPair(k: i32): v128 {
  return f64x2.mul(f64x2.add(f64x2.convert_low_i32x4_u(v128.load64_zero(BITS + (<usize>k << 2))), HALF), TWO_M32);
}

/** One stratum of the tabled Taylor expansion (the two-lane loop's arithmetic on one lane). */
export function taylorStratum(k: i32, shift: f64, scale: f64): void {
  const off = <usize>k << 3;
  const z = load<f64>(STRATA_Z + off);
  const zz = z * z;
  const y = (<f64>(<i32>(load<u32>(BITS + (<usize>k << 2)) ^ 0x80000000)) + 0.5) * 2.3283064365386963e-10;
  const x = load<f64>(STRATA_W + off) * y;
  const c3 = 0.16666666666666666 + zz * 0.3333333333333333;
  const c4 = z * (0.2916666666666667 + zz * 0.25);
  const c5 = 0.058333333333333334 + zz * (0.38333333333333336 + zz * 0.2);
  store<f64>(SCRATCH + off, shift + scale * (z + x * (1.0 + x * (0.5 * z + x * (c3 + x * (c4 + x * c5))))));
}

/** SCRATCH[k] = shift + scale·Φ⁻¹((k + U_k)/n), k < n. */
export function stratifiedNormal(n: i32, lo: i32, hi: i32, shift: f64, scale: f64): void {
  const inv = 1.0 / <f64>n;
  for (let k = 0; k < lo; k++) {
    const p = SCRATCH + (<usize>k << 3);
    store<f64>(p, shift + scale * ppnd16((<f64>k + jitterAt(k)) * inv));
  }
  let k = lo;
  if (k & 1 && k < hi) {
    taylorStratum(k, shift, scale);
    k++;
  }
  // two strata at a time (the same arithmetic on two lanes); the constants read once, into locals
  const vShift = f64x2.splat(shift);
  const vScale = f64x2.splat(scale);
  const half = HALF;
  const one = ONE;
  const toUnit = TWO_M32;
  const flip = SIGN32;
  const sixth = SIXTH;
  const third = THIRD;
  const c4a = SEVEN_24TH;
  const c4b = QUARTER;
  const c5a = SEVEN_120TH;
  const c5b = TWENTYTHREE_60TH;
  const c5c = FIFTH;
  for (; k + 1 < hi; k += 2) {
    const off = <usize>k << 3;
    const z = v128.load(STRATA_Z + off);
    const zz = f64x2.mul(z, z);
    // U − ½ = (x − 2^31 + ½)/2^32 exactly: the word with its top bit flipped, read as signed
    const y = f64x2.mul(f64x2.add(f64x2.convert_low_i32x4_s(v128.xor(v128.load64_zero(BITS + (<usize>k << 2)), flip)), half), toUnit);
    const x = f64x2.mul(v128.load(STRATA_W + off), y); // the table holds w/n
    const c3 = f64x2.add(sixth, f64x2.mul(zz, third));
    const c4 = f64x2.mul(z, f64x2.add(c4a, f64x2.mul(zz, c4b)));
    const c5 = f64x2.add(c5a, f64x2.mul(zz, f64x2.add(c5b, f64x2.mul(zz, c5c))));
    let q = f64x2.add(c4, f64x2.mul(x, c5));
    q = f64x2.add(c3, f64x2.mul(x, q));
    q = f64x2.add(f64x2.mul(half, z), f64x2.mul(x, q));
    q = f64x2.add(one, f64x2.mul(x, q));
    q = f64x2.add(z, f64x2.mul(x, q));
    v128.store(SCRATCH + off, f64x2.add(vShift, f64x2.mul(vScale, q)));
  }
  if (k < hi) taylorStratum(k, shift, scale);
  for (let k = hi; k < n; k++) {
    const p = SCRATCH + (<usize>k << 3);
    store<f64>(p, shift + scale * ppnd16((<f64>k + jitterAt(k)) * inv));
  }
}

/** SCRATCH[k] = the triangular quantile at (k + U_k)/n, k < n (two strata at a time). */
export function stratifiedTriangular(n: i32, f: usize): void {
  const inv = f64x2.splat(1.0 / <f64>n);
  const two = f64x2.add(ONE, ONE);
  let strata = f64x2.replace_lane(f64x2.splat(0.0), 1, 1.0);
  for (let k = 0; k < n; k += 2) {
    v128.store(SCRATCH + (<usize>k << 3), triangularLanes(f64x2.mul(f64x2.add(strata, jitterPair(k)), inv), f));
    strata = f64x2.add(strata, two);
  }
}

/** SCRATCH[k] = min + span·(k + U_k)/n, k < n (two strata at a time). */
export function stratifiedUniform(n: i32, min: f64, span: f64): void {
  const a = f64x2.splat(min);
  const b = f64x2.splat(span / <f64>n);
  const two = f64x2.add(ONE, ONE);
  let strata = f64x2.replace_lane(f64x2.splat(0.0), 1, 1.0);
  for (let k = 0; k < n; k += 2) {
    v128.store(SCRATCH + (<usize>k << 3), f64x2.add(a, f64x2.mul(b, f64x2.add(strata, jitterPair(k)))));
    strata = f64x2.add(strata, two);
  }
}

/**
 * npv[i] += weight · (SCRATCH shuffled)[i]: Fisher–Yates on SCRATCH, each position added when it is
 * fixed. The swap partner of position i is uniform in [0, i] by Lemire's multiply-and-reject on a
 * 16-bit draw (n ≤ 4,096 = 2^12, so the rare rejection keeps it exactly uniform): half words, from
 * `draws` on (n − 1 + SHUFFLE_SPARE of them are ready); when rejections use them all, the buffer is
 * refilled from its start (every earlier word has been used by then).
 */
export function shuffleAccumulate(npv: usize, n: i32, weight: f64, draws: usize): void {
  // n − 1 draws for the n − 1 swaps and SHUFFLE_SPARE more for rejections: only a rejection can use
  // the buffer up, so only the rejection loop looks at its end (a refill makes room for the rest)
  let end = draws + ((<usize>(n - 1 + SHUFFLE_SPARE)) << 1);
  for (let i = n - 1; i > 0; i--) {
    const bound = <u32>(i + 1);
    let product = <u32>load<u16>(draws) * bound;
    draws += 2;
    if ((product & 0xffff) < bound) {
      // the exact test (rare: probability < bound/2^16), and further draws while rejected
      const threshold: u32 = (<u32>0x10000 - bound) % bound;
      while ((product & 0xffff) < threshold) {
        if (draws == end) {
          const need = <u32>(i + SHUFFLE_SPARE);
          fillWords(BITS, <i32>((need + 7) >> 3));
          draws = BITS;
          end = BITS + (<usize>need << 1);
        }
        product = <u32>load<u16>(draws) * bound;
        draws += 2;
      }
    }
    const pr = SCRATCH + (<usize>(product >> 16) << 3);
    const v = load<f64>(pr);
    store<f64>(pr, load<f64>(SCRATCH + (<usize>i << 3)));
    const pa = npv + (<usize>i << 3);
    store<f64>(pa, load<f64>(pa) + weight * v);
  }
  if (n > 0) store<f64>(npv, load<f64>(npv) + weight * load<f64>(SCRATCH));
}

export function lhsReplicate(npv: usize, n: i32, flows: usize, k: i32, constant: f64, lo: i32, hi: i32): void {
  const n4 = (n + 3) & ~3;
  fillConstant(npv, n4, constant);
  for (let j = 0; j < k; j++) {
    const f = flows + (<usize>j << 6);
    const type = <i32>load<f64>(f);
    const df = load<f64>(f, 8);
    // the jitters' words, then the shuffle's half words (n − 1 and SHUFFLE_SPARE for rejections), in one fill
    fillWords(BITS, (n4 + (n4 >> 1) + (SHUFFLE_SPARE >> 1)) >> 2);
    const a = load<f64>(f, 16);
    const b = load<f64>(f, 24);
    if (type == NORMAL || type == LOGNORMAL) {
      stratifiedNormal(n, lo, hi, a, b);
      if (type == LOGNORMAL) {
        for (let i = 0; i < n4; i += 2) {
          const p = SCRATCH + (<usize>i << 3);
          v128.store(p, expLanes(v128.load(p)));
        }
      }
    } else if (type == TRIANGULAR) stratifiedTriangular(n, f);
    else stratifiedUniform(n, a, b);
    shuffleAccumulate(npv, n, df, BITS + (<usize>n4 << 2));
  }
}
