// AssemblyScript source of the Monte Carlo NPV kernel (WebAssembly with 128-bit SIMD), compiled by
// `npm run build:wasm` into src/domain/finance/montecarlo/npv-kernel-binary.ts. The loader and the
// layout of the memory it shares with JavaScript are in src/domain/finance/montecarlo/npv-kernel.ts;
// the method is in docs/decisions/0066-npv-simd-kernel.md.
//
// Random numbers: four xoshiro128** generators side by side, one per 32-bit lane of a v128 (state
// word w of lane L at STATE + 16·w + 4·L), and one scalar xoshiro128** (SPARE) for the ziggurat's rare
// slow path. Every draw sequence depends only on the states JavaScript writes, never on timing, and
// the module imports nothing: no host Math function (whose last bits may differ between engines).


// Memory layout (bytes); JavaScript mirrors it through the exported getters below.
const WI: usize = 65536; // ziggurat widths, 256 f64
const KI: usize = WI + 2048; // ziggurat acceptance bounds, 256 f64
const FI: usize = KI + 2048; // ziggurat densities, 256 f64
const STATE: usize = FI + 2048; // s0, s1, s2, s3 of the four lanes, one v128 each
const SPARE: usize = STATE + 64; // four u32
const STRATA_Z: usize = 73728; // Φ⁻¹ at the stratum midpoints, 4,096 f64
const STRATA_W: usize = STRATA_Z + 32768; // 1/φ there, 4,096 f64
const BITS: usize = STRATA_W + 32768; // random words: 4,096 u64 (8,192 u32 + room for refills)
const BITS_BYTES: usize = 32768 + 1024; // 8,192 + 256 words: a replicate's jitters and shuffle
const SHUFFLE_SPARE: i32 = 256; // half words beyond n − 1 ready for the shuffle's rejections
const SCRATCH: usize = BITS + BITS_BYTES; // 4,096 f64
const FREE: usize = SCRATCH + 32768; // flows and NPVs, placed by JavaScript

export function wiOffset(): usize {
  return WI;
}
export function kiOffset(): usize {
  return KI;
}
export function fiOffset(): usize {
  return FI;
}
export function stateOffset(): usize {
  return STATE;
}
export function spareOffset(): usize {
  return SPARE;
}
export function strataZOffset(): usize {
  return STRATA_Z;
}
export function strataWOffset(): usize {
  return STRATA_W;
}
export function freeOffset(): usize {
  return FREE;
}

// Flow records: 8 f64 each: type, discount factor, then the parameters.
const NORMAL: i32 = 0; // mean, sd, df·mean, df·sd
const LOGNORMAL: i32 = 1; // mu, sigma
const TRIANGULAR: i32 = 2; // min, max, (max−min)(mode−min), (max−min)(max−mode), mode − min, max − min
const UNIFORM: i32 = 3; // min, max − min

// Constant vectors, set by init(): as mutable globals they are loaded from memory where used; as
// v128.const in a loop V8 would build each one again on every pass.
let EXP_MIN: v128 = i64x2.splat(0);
let EXP_MAX: v128 = i64x2.splat(0);
let V_INV_LN2: v128 = i64x2.splat(0);
let V_SHIFT: v128 = i64x2.splat(0);
let V_LN2_HI: v128 = i64x2.splat(0);
let V_LN2_LO: v128 = i64x2.splat(0);
let ONE: v128 = i64x2.splat(0);
let HALF: v128 = i64x2.splat(0);
let SIXTH: v128 = i64x2.splat(0);
let E4: v128 = i64x2.splat(0);
let E5: v128 = i64x2.splat(0);
let E6: v128 = i64x2.splat(0);
let E7: v128 = i64x2.splat(0);
let E8: v128 = i64x2.splat(0);
let E9: v128 = i64x2.splat(0);
let E10: v128 = i64x2.splat(0);
let E11: v128 = i64x2.splat(0);
let E12: v128 = i64x2.splat(0);
let E13: v128 = i64x2.splat(0);
let TWO_M32: v128 = i64x2.splat(0);
let ONE_BITS: v128 = i64x2.splat(0);
let SIX: v128 = i64x2.splat(0);
let SEVEN: v128 = i64x2.splat(0);
let TWENTYFOUR: v128 = i64x2.splat(0);
let FORTYSIX: v128 = i64x2.splat(0);
let TWENTYFOURTH: v128 = i64x2.splat(0);
let HUNDREDTWENTIETH: v128 = i64x2.splat(0);

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
  SIX = f64x2.splat(6.0);
  SEVEN = f64x2.splat(7.0);
  TWENTYFOUR = f64x2.splat(24.0);
  FORTYSIX = f64x2.splat(46.0);
  TWENTYFOURTH = f64x2.splat(0.041666666666666664);
  HUNDREDTWENTIETH = f64x2.splat(0.008333333333333333);
}

// ---------------------------------------------------------------------------------------------
// Generators

// @ts-ignore: decorator
@inline
function times9(x: v128): v128 {
  return i32x4.add(x, i32x4.shl(x, 3)); // x·9 by a shift and an add (a lane multiply costs 10 cycles)
}

/** Writes `steps` steps of the four lanes at `ptr`: 4·steps u32, lane order within each step. */
function fillWords(ptr: usize, steps: i32): void {
  let s0 = v128.load(STATE);
  let s1 = v128.load(STATE, 16);
  let s2 = v128.load(STATE, 32);
  let s3 = v128.load(STATE, 48);
  for (let i = 0; i < steps; i++) {
    const m = i32x4.add(s1, i32x4.shl(s1, 2));
    v128.store(ptr, times9(v128.or(i32x4.shl(m, 7), i32x4.shr_u(m, 25))));
    const t = i32x4.shl(s1, 9);
    s2 = v128.xor(s2, s0);
    s3 = v128.xor(s3, s1);
    s1 = v128.xor(s1, s2);
    s0 = v128.xor(s0, s3);
    s2 = v128.xor(s2, t);
    s3 = v128.or(i32x4.shl(s3, 11), i32x4.shr_u(s3, 21));
    ptr += 16;
  }
  v128.store(STATE, s0);
  v128.store(STATE, s1, 16);
  v128.store(STATE, s2, 32);
  v128.store(STATE, s3, 48);
}

/**
 * Writes 4·count4 u64 at BITS: each from two consecutive steps of one lane, the first step's output
 * in the high word (as two outputs of one scalar generator would be combined).
 */
function fillBits(count4: i32): void {
  let s0 = v128.load(STATE);
  let s1 = v128.load(STATE, 16);
  let s2 = v128.load(STATE, 32);
  let s3 = v128.load(STATE, 48);
  let ptr = BITS;
  for (let i = 0; i < count4; i++) {
    let m = i32x4.add(s1, i32x4.shl(s1, 2));
    const hi = times9(v128.or(i32x4.shl(m, 7), i32x4.shr_u(m, 25)));
    let t = i32x4.shl(s1, 9);
    s2 = v128.xor(s2, s0);
    s3 = v128.xor(s3, s1);
    s1 = v128.xor(s1, s2);
    s0 = v128.xor(s0, s3);
    s2 = v128.xor(s2, t);
    s3 = v128.or(i32x4.shl(s3, 11), i32x4.shr_u(s3, 21));
    m = i32x4.add(s1, i32x4.shl(s1, 2));
    const lo = times9(v128.or(i32x4.shl(m, 7), i32x4.shr_u(m, 25)));
    t = i32x4.shl(s1, 9);
    s2 = v128.xor(s2, s0);
    s3 = v128.xor(s3, s1);
    s1 = v128.xor(s1, s2);
    s0 = v128.xor(s0, s3);
    s2 = v128.xor(s2, t);
    s3 = v128.or(i32x4.shl(s3, 11), i32x4.shr_u(s3, 21));
    // little-endian u64 = lo word then hi word, lanes 0 and 1, then lanes 2 and 3
    v128.store(ptr, i8x16.shuffle(lo, hi, 0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23));
    v128.store(ptr, i8x16.shuffle(lo, hi, 8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31), 16);
    ptr += 32;
  }
  v128.store(STATE, s0);
  v128.store(STATE, s1, 16);
  v128.store(STATE, s2, 32);
  v128.store(STATE, s3, 48);
}

function spareWord(): u32 {
  const s0 = load<u32>(SPARE);
  let s1 = load<u32>(SPARE, 4);
  let s2 = load<u32>(SPARE, 8);
  let s3 = load<u32>(SPARE, 12);
  const result = rotl<u32>(s1 * 5, 7) * 9;
  const t = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  store<u32>(SPARE, s0 ^ s3);
  store<u32>(SPARE, s1, 4);
  store<u32>(SPARE, s2 ^ t, 8);
  store<u32>(SPARE, rotl<u32>(s3, 11), 12);
  return result;
}

function spareDouble(): f64 {
  const a = spareWord() >>> 5;
  const b = spareWord() >>> 6;
  return (<f64>a * 67108864.0 + <f64>b) * 1.1102230246251565e-16;
}

// ---------------------------------------------------------------------------------------------
// Ziggurat (Marsaglia & Tsang, 256 layers; tables computed by JavaScript as for the scalar engine):
// bits 0–7 of the 64-bit draw give the layer, bit 8 the sign, bits 12–63 the magnitude.

const R: f64 = 3.6541528853610088;

function normalSlow(u: u64): f64 {
  for (;;) {
    const idx = <usize>(u & 0xff);
    const negative = (u & 0x100) != 0;
    const rabs = <f64>(<i64>(u >> 12)); // < 2^52: the signed conversion is exact and cheaper
    const x = rabs * load<f64>(WI + (idx << 3));
    if (rabs < load<f64>(KI + (idx << 3))) return negative ? -x : x;
    if (idx == 0) {
      for (;;) {
        const xx = -logOne(1.0 - spareDouble()) / R; // 1 − u is exact on the 2^−53 grid
        const yy = -logOne(1.0 - spareDouble());
        if (yy + yy > xx * xx) return negative ? -(R + xx) : R + xx;
      }
      return 0; // not reached
    }
    const f0 = load<f64>(FI + ((idx - 1) << 3));
    const f1 = load<f64>(FI + (idx << 3));
    if ((f0 - f1) * spareDouble() + f1 < expOne(-0.5 * x * x)) return negative ? -x : x;
    u = (<u64>spareWord() << 32) | <u64>spareWord();
  }
  return 0; // not reached: the loop returns
}

// @ts-ignore: decorator
@inline
function normalOf(u: u64): f64 {
  const idx = <usize>(u & 0xff);
  const rabs = <f64>(<i64>(u >> 12)); // < 2^52: the signed conversion is exact and cheaper
  const x = rabs * load<f64>(WI + (idx << 3));
  if (rabs < load<f64>(KI + (idx << 3))) return reinterpret<f64>(reinterpret<u64>(x) ^ ((u & 0x100) << 55));
  return normalSlow(u);
}

// ---------------------------------------------------------------------------------------------
// e^x on two lanes: x = k·ln2 + r, |r| ≤ ln2/2 (Cody–Waite), e^r by its degree-13 Taylor polynomial
// (remainder < 5e−18 relative), 2^k added to the exponent. Outside (−708, 709), expWide.

const INV_LN2: f64 = 1.4426950408889634;
const LN2_HI: f64 = 6.93147180369123816490e-1;
const LN2_LO: f64 = 1.90821492927058770002e-10;
const SHIFT: f64 = 6755399441055744.0; // 1.5·2^52

/** e^x outside (−708, 709): 0 or ∞ beyond the double range, else e^(x ∓ 64)·2^±64 (exact scaling). */
function expWide(x: f64): f64 {
  if (x != x) return x;
  if (x >= 709.8) return Infinity;
  if (x <= -745.2) return 0;
  if (x > 0) return expOne(x - 64.0) * 1.8446744073709552e19;
  return expOne(x + 64.0) * 5.421010862427522e-20;
}

function expLanesSlow(x: v128): v128 {
  return f64x2.replace_lane(f64x2.splat(expWide(f64x2.extract_lane(x, 0))), 1, expWide(f64x2.extract_lane(x, 1)));
}

// @ts-ignore: decorator
@inline
function expLanes(x: v128): v128 {
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
function logOne(x: f64): f64 {
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
function expOne(x: f64): f64 {
  return f64x2.extract_lane(expLanes(f64x2.splat(x)), 0);
}

// ---------------------------------------------------------------------------------------------
// Plain Monte Carlo: one chunk of n rows (n ≤ 4,096), every flow in turn; npv[0..n) = constant +
// Σ df·X. Rows are drawn in fours (n rounded up; the extra draws are discarded), so npv needs room
// for 3 more values.

function addNormal(npv: usize, n4: i32, a: f64, b: f64): void {
  fillBits(n4 >> 2);
  for (let i = 0; i < n4; i++) {
    const p = npv + (<usize>i << 3);
    store<f64>(p, load<f64>(p) + a + b * normalOf(load<u64>(BITS + (<usize>i << 3))));
  }
}

function addLognormal(npv: usize, n4: i32, mu: f64, sigma: f64, df: f64): void {
  fillBits(n4 >> 2);
  for (let i = 0; i < n4; i++) {
    const off = <usize>i << 3;
    store<f64>(SCRATCH + off, mu + sigma * normalOf(load<u64>(BITS + off)));
  }
  const w = f64x2.splat(df);
  for (let i = 0; i < n4; i += 2) {
    const off = <usize>i << 3;
    const e = expLanes(v128.load(SCRATCH + off));
    v128.store(npv + off, f64x2.add(v128.load(npv + off), f64x2.mul(w, e)));
  }
}

// @ts-ignore: decorator
@inline
function uniformLanes(off: usize): v128 {
  // 52 random bits as the fraction of a double in [1, 2), minus 1: [0, 1)
  const bits = v128.or(i64x2.shr_u(v128.load(BITS + off), 12), ONE_BITS);
  return f64x2.sub(bits, ONE);
}

function addTriangular(npv: usize, n4: i32, f: usize, df: f64): void {
  fillBits(n4 >> 2);
  const min = f64x2.splat(load<f64>(f, 16));
  const max = f64x2.splat(load<f64>(f, 24));
  const left = f64x2.splat(load<f64>(f, 32));
  const right = f64x2.splat(load<f64>(f, 40));
  const split = f64x2.splat(load<f64>(f, 48));
  const range = f64x2.splat(load<f64>(f, 56));
  const one = ONE;
  const w = f64x2.splat(df);
  for (let i = 0; i < n4; i += 2) {
    const off = <usize>i << 3;
    const u = uniformLanes(off);
    const below = f64x2.lt(f64x2.mul(u, range), split);
    // one square root per value: the branch's argument chosen first
    const s = f64x2.sqrt(v128.bitselect(f64x2.mul(u, left), f64x2.mul(f64x2.sub(one, u), right), below));
    const x = v128.bitselect(f64x2.add(min, s), f64x2.sub(max, s), below);
    v128.store(npv + off, f64x2.add(v128.load(npv + off), f64x2.mul(w, x)));
  }
}

function addUniform(npv: usize, n4: i32, min: f64, span: f64, df: f64): void {
  fillBits(n4 >> 2);
  const a = f64x2.splat(df * min);
  const b = f64x2.splat(df * span);
  for (let i = 0; i < n4; i += 2) {
    const off = <usize>i << 3;
    v128.store(npv + off, f64x2.add(v128.load(npv + off), f64x2.add(a, f64x2.mul(b, uniformLanes(off)))));
  }
}

function fillConstant(npv: usize, n4: i32, constant: f64): void {
  const c = f64x2.splat(constant);
  for (let i = 0; i < n4; i += 2) v128.store(npv + (<usize>i << 3), c);
}

export function plainChunk(npv: usize, n: i32, flows: usize, k: i32, constant: f64): void {
  const n4 = (n + 3) & ~3;
  fillConstant(npv, n4, constant);
  for (let j = 0; j < k; j++) {
    const f = flows + (<usize>j << 6);
    const type = <i32>load<f64>(f);
    const df = load<f64>(f, 8);
    if (type == NORMAL) addNormal(npv, n4, load<f64>(f, 32), load<f64>(f, 40));
    else if (type == LOGNORMAL) addLognormal(npv, n4, load<f64>(f, 16), load<f64>(f, 24), df);
    else if (type == TRIANGULAR) addTriangular(npv, n4, f, df);
    else addUniform(npv, n4, load<f64>(f, 16), load<f64>(f, 24), df);
  }
}

// ---------------------------------------------------------------------------------------------
// Latin Hypercube: one replicate of n rows (n ≤ 4,096), every flow in turn. Per flow: n jitters
// U_k (one 32-bit word each, (x + ½)/2^32), the values F⁻¹((k + U_k)/n) in stratum order, then a
// Fisher–Yates shuffle of the values fused with the accumulation (Lemire's multiply-and-reject on
// 32-bit words). Words come from BITS: the jitters first, the shuffle's after them, refilled when
// used up. The strata table for n (Φ⁻¹ at the midpoints and 1/φ there, tabled Taylor inside
// [lo, hi), AS 241 outside) is written by JavaScript.

/** AS 241 (Wichura 1988, PPND16): Φ⁻¹(p) to about 1e−16, for the strata outside the table. */
function ppnd16(p: f64): f64 {
  const q = p - 0.5;
  if (abs<f64>(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((2509.0809287301227 * r + 33430.57558358813) * r + 67265.7709270087) * r + 45921.95393154987) * r + 13731.69376550946) * r +
          1971.5909503065513) *
          r +
          133.14166789178438) *
          r +
          3.3871328727963665)) /
      (((((((5226.495278852546 * r + 28729.085735721943) * r + 39307.89580009271) * r + 21213.794301586597) * r + 5394.196021424751) * r +
        687.1870074920579) *
        r +
        42.31333070160091) *
        r +
        1.0)
    );
  }
  let r = sqrt<f64>(-logOne(q < 0 ? p : 1.0 - p));
  let value: f64;
  if (r <= 5.0) {
    r -= 1.6;
    value =
      (((((((0.0007745450142783414 * r + 0.022723844989269184) * r + 0.2417807251774506) * r + 1.2704582524523684) * r + 3.6478483247632045) * r +
        5.769497221460691) *
        r +
        4.630337846156546) *
        r +
        1.4234371107496835) /
      (((((((1.0507500716444169e-9 * r + 0.0005475938084995345) * r + 0.015198666563616457) * r + 0.14810397642748008) * r + 0.6897673349851) * r +
        1.6763848301838038) *
        r +
        2.053191626637759) *
        r +
        1.0);
  } else {
    r -= 5.0;
    value =
      (((((((2.0103343992922881e-7 * r + 2.7115555687434876e-5) * r + 0.0012426609473880784) * r + 0.026532189526576124) * r + 0.29656057182850487) *
        r +
        1.7848265399172913) *
        r +
        5.463784911164114) *
        r +
        6.657904643501103) /
      (((((((2.0442631033899397e-15 * r + 1.421511758316446e-7) * r + 1.8463183175100548e-5) * r + 0.0007868691311456133) * r +
        0.014875361290850615) *
        r +
        0.1369298809227358) *
        r +
        0.599832206555888) *
        r +
        1.0);
  }
  return q < 0 ? -value : value;
}

/** Stratum k's jitter U_k ∈ (0, 1): its word at BITS, (x + ½)/2^32. */
// @ts-ignore: decorator
@inline
function jitterAt(k: i32): f64 {
  return (<f64>load<u32>(BITS + (<usize>k << 2)) + 0.5) * 2.3283064365386963e-10;
}

/** The jitters of strata k and k + 1 on two lanes. */
// @ts-ignore: decorator
@inline
function jitterPair(k: i32): v128 {
  return f64x2.mul(f64x2.add(f64x2.convert_low_i32x4_u(v128.load64_zero(BITS + (<usize>k << 2))), HALF), TWO_M32);
}

/** One stratum of the tabled Taylor expansion (the two-lane loop's arithmetic on one lane). */
function taylorStratum(k: i32, inv: f64, shift: f64, scale: f64): void {
  const off = <usize>k << 3;
  const z = load<f64>(STRATA_Z + off);
  const zz = z * z;
  const x = load<f64>(STRATA_W + off) * (jitterAt(k) - 0.5) * inv;
  const c3 = (1.0 + (zz + zz)) * 0.16666666666666666;
  const c4 = z * (7.0 + 6.0 * zz) * 0.041666666666666664;
  const c5 = (7.0 + zz * (46.0 + 24.0 * zz)) * 0.008333333333333333;
  store<f64>(SCRATCH + off, shift + scale * (z + x * (1.0 + x * (0.5 * z + x * (c3 + x * (c4 + x * c5))))));
}

/** SCRATCH[k] = shift + scale·Φ⁻¹((k + U_k)/n), k < n. */
function stratifiedNormal(n: i32, lo: i32, hi: i32, shift: f64, scale: f64): void {
  const inv = 1.0 / <f64>n;
  for (let k = 0; k < lo; k++) {
    const p = SCRATCH + (<usize>k << 3);
    store<f64>(p, shift + scale * ppnd16((<f64>k + jitterAt(k)) * inv));
  }
  let k = lo;
  if (k & 1 && k < hi) {
    taylorStratum(k, inv, shift, scale);
    k++;
  }
  // two strata at a time (the same arithmetic on two lanes)
  const vInv = f64x2.splat(inv);
  const vShift = f64x2.splat(shift);
  const vScale = f64x2.splat(scale);
  for (; k + 1 < hi; k += 2) {
    const off = <usize>k << 3;
    const z = v128.load(STRATA_Z + off);
    const zz = f64x2.mul(z, z);
    const x = f64x2.mul(f64x2.mul(v128.load(STRATA_W + off), f64x2.sub(jitterPair(k), HALF)), vInv);
    const c3 = f64x2.mul(f64x2.add(ONE, f64x2.add(zz, zz)), SIXTH);
    const c4 = f64x2.mul(f64x2.mul(z, f64x2.add(SEVEN, f64x2.mul(SIX, zz))), TWENTYFOURTH);
    const c5 = f64x2.mul(f64x2.add(SEVEN, f64x2.mul(zz, f64x2.add(FORTYSIX, f64x2.mul(TWENTYFOUR, zz)))), HUNDREDTWENTIETH);
    let q = f64x2.add(c4, f64x2.mul(x, c5));
    q = f64x2.add(c3, f64x2.mul(x, q));
    q = f64x2.add(f64x2.mul(HALF, z), f64x2.mul(x, q));
    q = f64x2.add(ONE, f64x2.mul(x, q));
    q = f64x2.add(z, f64x2.mul(x, q));
    v128.store(SCRATCH + off, f64x2.add(vShift, f64x2.mul(vScale, q)));
  }
  if (k < hi) taylorStratum(k, inv, shift, scale);
  for (let k = hi; k < n; k++) {
    const p = SCRATCH + (<usize>k << 3);
    store<f64>(p, shift + scale * ppnd16((<f64>k + jitterAt(k)) * inv));
  }
}

/** SCRATCH[k] = the triangular quantile at (k + U_k)/n, k < n (two strata at a time). */
function stratifiedTriangular(n: i32, f: usize): void {
  const min = f64x2.splat(load<f64>(f, 16));
  const max = f64x2.splat(load<f64>(f, 24));
  const left = f64x2.splat(load<f64>(f, 32));
  const right = f64x2.splat(load<f64>(f, 40));
  const split = f64x2.splat(load<f64>(f, 48));
  const range = f64x2.splat(load<f64>(f, 56));
  const inv = f64x2.splat(1.0 / <f64>n);
  const two = f64x2.add(ONE, ONE);
  let strata = f64x2.replace_lane(f64x2.splat(0.0), 1, 1.0);
  for (let k = 0; k < n; k += 2) {
    const u = f64x2.mul(f64x2.add(strata, jitterPair(k)), inv);
    const below = f64x2.lt(f64x2.mul(u, range), split);
    const s = f64x2.sqrt(v128.bitselect(f64x2.mul(u, left), f64x2.mul(f64x2.sub(ONE, u), right), below));
    v128.store(SCRATCH + (<usize>k << 3), v128.bitselect(f64x2.add(min, s), f64x2.sub(max, s), below));
    strata = f64x2.add(strata, two);
  }
}

/** SCRATCH[k] = min + span·(k + U_k)/n, k < n (two strata at a time). */
function stratifiedUniform(n: i32, min: f64, span: f64): void {
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
function shuffleAccumulate(npv: usize, n: i32, weight: f64, draws: usize): void {
  let end = draws + ((<usize>(n - 1 + SHUFFLE_SPARE)) << 1);
  for (let i = n - 1; i > 0; i--) {
    const bound = <u32>(i + 1);
    let r: u32;
    for (;;) {
      if (draws == end) {
        fillWords(BITS, SHUFFLE_SPARE >> 3);
        draws = BITS;
        end = BITS + (<usize>SHUFFLE_SPARE << 1);
      }
      const product = <u32>load<u16>(draws) * bound;
      draws += 2;
      r = product >> 16;
      const low = product & 0xffff;
      if (low >= bound || low >= (0x10000 - bound) % bound) break;
    }
    const pr = SCRATCH + (<usize>r << 3);
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

/** Keeps expOne in the module for the scalar fallbacks' tests (e^x of the kernel at one point). */
export function kernelExp(x: f64): f64 {
  return expOne(x);
}

/** ln x as the kernel's rare paths compute it (for its accuracy test). */
export function kernelLog(x: f64): f64 {
  return logOne(x);
}
