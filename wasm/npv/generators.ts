// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { BITS, SPARE, STATE } from './memory';

// ---------------------------------------------------------------------------------------------
// Generators

// @ts-ignore: decorator
@inline
export function times9(x: v128): v128 {
  return i32x4.add(x, i32x4.shl(x, 3)); // x·9 by a shift and an add (a lane multiply costs 10 cycles)
}

/** Writes `steps` steps of the four lanes at `ptr`: 4·steps u32, lane order within each step. */
export function fillWords(ptr: usize, steps: i32): void {
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
export function fillBits(count4: i32): void {
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

export function spareWord(): u32 {
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

export function spareDouble(): f64 {
  const a = spareWord() >>> 5;
  const b = spareWord() >>> 6;
  return (<f64>a * 67108864.0 + <f64>b) * 1.1102230246251565e-16;
}
