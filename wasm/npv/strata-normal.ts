// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { STRATA_W, STRATA_Z } from './memory';
import { FIFTH, HALF, ONE, QUARTER, SEVEN_120TH, SEVEN_24TH, SIGN32, SIXTH, THIRD, TWENTYTHREE_60TH, TWO_M32 } from './constants';
import { ppnd16 } from './ppnd16';

// ---------------------------------------------------------------------------------------------
// Normal strata: out[k] = shift + scale·Φ⁻¹((k + U_k)/n), in stratum order, U_k = (x + ½)/2^32 from
// the word x at bits + 4k. The expansion of Φ⁻¹ about the stratum's midpoint z (tabled with w/n,
// w = 1/φ(z), by JavaScript), in x = (w/n)(U − ½):
//   z + x + z·x²/2 + (1 + 2z²)x³/6 + z(7 + 6z²)x⁴/24 + (7 + 46z² + 24z⁴)x⁵/120,
// to degree 3 in the central strata [lo3, n − lo3), to degree 5 out to [lo5, n − lo5), AS 241
// beyond. JavaScript chooses lo5 and lo3 so that the expansion's remainder stays under a quarter of
// the jitter's own step in z (w·2^−32/n): src/domain/finance/montecarlo/kernel-strata.ts.

/** Stratum k's jitter U_k ∈ (0, 1). */
// @ts-ignore: decorator
@inline
function jitterAt(bits: usize, k: i32): f64 {
  return (<f64>load<u32>(bits + (<usize>k << 2)) + 0.5) * 2.3283064365386963e-10;
}

/** x = (w/n)(U − ½) of strata k and k + 1: U − ½ = (x − 2^31 + ½)/2^32 exactly (the word's top bit flipped, read as signed). */
// @ts-ignore: decorator
@inline
function offsets(bits: usize, k: i32): v128 {
  const y = f64x2.mul(f64x2.add(f64x2.convert_low_i32x4_s(v128.xor(v128.load64_zero(bits + (<usize>k << 2)), SIGN32)), HALF), TWO_M32);
  return f64x2.mul(v128.load(STRATA_W + (<usize>k << 3)), y);
}

/** Strata [from, to) by AS 241 (the tails). */
function exactRange(bits: usize, out: usize, n: i32, from: i32, to: i32, shift: f64, scale: f64): void {
  const inv = 1.0 / <f64>n;
  for (let k = from; k < to; k++) store<f64>(out + (<usize>k << 3), shift + scale * ppnd16((<f64>k + jitterAt(bits, k)) * inv));
}

/** Strata [from, to), to degree `degree` (3 or 5), two at a time; an odd one at either end on both lanes, one lane kept. */
function taylorRange(bits: usize, out: usize, from: i32, to: i32, shift: f64, scale: f64, degree: i32): void {
  if (from >= to) return;
  const vShift = f64x2.splat(shift);
  const vScale = f64x2.splat(scale);
  let k = from;
  if (k & 1) {
    // the pair (k − 1, k): computed whole, stratum k − 1's lane (another range's) put back
    const keep = load<f64>(out + (<usize>(k - 1) << 3));
    taylorPair(bits, out, k - 1, vShift, vScale, degree);
    store<f64>(out + (<usize>(k - 1) << 3), keep);
    k++;
  }
  // a literal degree in each loop: the inlined pair's branch folds away
  if (degree == 5) for (; k + 1 < to; k += 2) taylorPair(bits, out, k, vShift, vScale, 5);
  else for (; k + 1 < to; k += 2) taylorPair(bits, out, k, vShift, vScale, 3);
  if (k < to) {
    const keep = load<f64>(out + (<usize>(k + 1) << 3));
    taylorPair(bits, out, k, vShift, vScale, degree);
    store<f64>(out + (<usize>(k + 1) << 3), keep);
  }
}

// @ts-ignore: decorator
@inline
function taylorPair(bits: usize, out: usize, k: i32, vShift: v128, vScale: v128, degree: i32): void {
  const off = <usize>k << 3;
  const z = v128.load(STRATA_Z + off);
  const zz = f64x2.mul(z, z);
  const x = offsets(bits, k);
  const c3 = f64x2.add(SIXTH, f64x2.mul(zz, THIRD));
  let q: v128;
  if (degree == 5) {
    const c4 = f64x2.mul(z, f64x2.add(SEVEN_24TH, f64x2.mul(zz, QUARTER)));
    const c5 = f64x2.add(SEVEN_120TH, f64x2.mul(zz, f64x2.add(TWENTYTHREE_60TH, f64x2.mul(zz, FIFTH))));
    q = f64x2.add(c3, f64x2.mul(x, f64x2.add(c4, f64x2.mul(x, c5))));
  } else q = c3;
  q = f64x2.add(f64x2.mul(HALF, z), f64x2.mul(x, q));
  q = f64x2.add(ONE, f64x2.mul(x, q));
  q = f64x2.add(z, f64x2.mul(x, q));
  v128.store(out + off, f64x2.add(vShift, f64x2.mul(vScale, q)));
}

/** out[k] = shift + scale·Φ⁻¹((k + U_k)/n), k < n: AS 241 below lo5 and from n − lo5, degree 5 to lo3 and from n − lo3, degree 3 between. */
export function stratifiedNormal(bits: usize, out: usize, n: i32, lo5: i32, lo3: i32, shift: f64, scale: f64): void {
  const hi3 = max(lo3, n - lo3);
  const hi5 = max(lo5, n - lo5);
  exactRange(bits, out, n, 0, lo5, shift, scale);
  taylorRange(bits, out, lo5, lo3, shift, scale, 5);
  taylorRange(bits, out, lo3, hi3, shift, scale, 3);
  taylorRange(bits, out, hi3, hi5, shift, scale, 5);
  exactRange(bits, out, n, hi5, n, shift, scale);
}
