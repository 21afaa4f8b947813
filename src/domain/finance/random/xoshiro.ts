/**
 * xoshiro128** (Blackman & Vigna, 2018): 128 bits of state in a Uint32Array(4), 32-bit outputs,
 * period 2^128 − 1, built from 32-bit integer operations only (Math.imul, shifts, xor) so V8 keeps
 * it in registers without BigInt or heap numbers. Hot loops copy the four words into locals, step
 * inline and write them back; the scalar helpers below are for the rare paths.
 * Source: https://prng.di.unimi.it/xoshiro128starstar.c
 */
export type RngState = Uint32Array;

const MASK64 = (1n << 64n) - 1n;

function splitmix64(x: bigint): bigint {
  let z = (x + 0x9e3779b97f4a7c15n) & MASK64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

/**
 * The generator state of stream `stream` of seed `seed`: SplitMix64 hashes the seed, then the
 * stream index, then expands the result into the four 32-bit words (Vigna's recommended seeding).
 * Distinct (seed, stream) pairs give unrelated states; overlap between streams of a run is
 * negligible (each block draws a few million values from a period of 2^128).
 * Throws RangeError unless seed is a safe integer ≥ 0 and stream an integer in [0, 2^32).
 * @example createStreamState(42, 0) // Uint32Array(4) [...]
 */
export function createStreamState(seed: number, stream: number): RngState {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative safe integer, got ${seed}`);
  if (!Number.isInteger(stream) || stream < 0 || stream >= 2 ** 32)
    throw new RangeError(`stream must be an integer in [0, 2^32), got ${stream}`);
  const key = splitmix64(splitmix64(BigInt(seed)) ^ BigInt(stream));
  const a = splitmix64(key);
  const b = splitmix64(a);
  const state = new Uint32Array([Number(a & 0xffffffffn), Number(a >> 32n), Number(b & 0xffffffffn), Number(b >> 32n)]);
  if ((state[0]! | state[1]! | state[2]! | state[3]!) === 0) state[0] = 1; // the all-zero state is a fixed point
  return state;
}

/**
 * The states of the SIMD kernel's generators for stream `stream` of seed `seed` (docs/decisions/0066):
 * 20 words — word w of lane L (L = 0…3) at 4·w + L, then the scalar spare generator's four words.
 * Derived like {@link createStreamState} from SplitMix64 of the seed and stream, then a SplitMix64
 * chain from that key in another domain (the key xor "SIMD"), two 64-bit outputs per generator, so
 * a kernel stream shares no state with the scalar stream of the same block.
 * @example createLaneStates(42, 0).length // 20
 */
export function createLaneStates(seed: number, stream: number): Uint32Array {
  createStreamState(seed, stream); // the same argument checks
  let x = splitmix64(splitmix64(BigInt(seed)) ^ BigInt(stream)) ^ 0x53494d44n;
  const words = new Uint32Array(20);
  for (let g = 0; g < 5; g++) {
    const own = new Uint32Array(4);
    for (let half = 0; half < 2; half++) {
      x = splitmix64(x);
      own[2 * half] = Number(x & 0xffffffffn);
      own[2 * half + 1] = Number(x >> 32n);
    }
    if ((own[0]! | own[1]! | own[2]! | own[3]!) === 0) own[0] = 1; // the all-zero state is a fixed point
    for (let w = 0; w < 4; w++) words[g < 4 ? 4 * w + g : 16 + w] = own[w]!;
  }
  return words;
}

/**
 * Next 32-bit output (an unsigned integer in [0, 2^32)) and advances the state.
 * @example const s = new Uint32Array([1, 2, 3, 4]); nextUint32(s) // 11520 (reference C code)
 */
export function nextUint32(state: RngState): number {
  const s0 = state[0]!;
  const s1 = state[1]!;
  const m = Math.imul(s1, 5);
  const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
  const t = s1 << 9;
  const s2 = state[2]! ^ s0;
  const s3 = state[3]! ^ s1;
  state[1] = s1 ^ s2;
  state[0] = s0 ^ s3;
  state[2] = s2 ^ t;
  state[3] = (s3 << 11) | (s3 >>> 21);
  return result;
}

/** Uniform double in [0, 1) with 53 random bits from two outputs: (a>>>5·2^26 + b>>>6)/2^53. */
export function nextDouble(state: RngState): number {
  const a = nextUint32(state) >>> 5;
  const b = nextUint32(state) >>> 6;
  return (a * 67_108_864 + b) / 9_007_199_254_740_992;
}

/**
 * Unbiased integer in [0, bound) for bound ≤ 2^21 (Lemire's multiply-and-reject on 32 bits; the
 * product stays below 2^53 so it is exact in a double).
 */
export function nextBelow(state: RngState, bound: number): number {
  const threshold = (2 ** 32 - bound) % bound;
  for (;;) {
    const product = nextUint32(state) * bound;
    const low = product % 4_294_967_296;
    if (low >= threshold) return Math.floor(product / 4_294_967_296);
  }
}

/**
 * Fills out[0..n) with uniform doubles in [0, 1), 53 bits each, the generator inlined.
 * Same draws, in the same order, as n calls of {@link nextDouble}.
 */
export function fillUniform(state: RngState, out: Float64Array, n: number): void {
  let s0 = state[0]! | 0;
  let s1 = state[1]! | 0;
  let s2 = state[2]! | 0;
  let s3 = state[3]! | 0;
  for (let i = 0; i < n; i++) {
    let m = Math.imul(s1, 5);
    const a = Math.imul((m << 7) | (m >>> 25), 9) >>> 5;
    let t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    m = Math.imul(s1, 5);
    const b = Math.imul((m << 7) | (m >>> 25), 9) >>> 6;
    t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    out[i] = (a * 67_108_864 + b) * 1.1102230246251565e-16;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}

/**
 * Fisher–Yates shuffle of perm[0..n) (n ≤ 2^21) with the generator inlined: for i = n−1 … 1, swaps
 * perm[i] with perm[r], r = nextBelow(i + 1). Same draws, in the same order, as calling
 * {@link nextBelow} in that loop (Lemire's multiply-and-reject), several times faster.
 */
export function shuffleInPlace(state: RngState, perm: Int32Array, n: number): void {
  let s0 = state[0]! | 0;
  let s1 = state[1]! | 0;
  let s2 = state[2]! | 0;
  let s3 = state[3]! | 0;
  for (let i = n - 1; i > 0; i--) {
    const bound = i + 1;
    const threshold = (4_294_967_296 - bound) % bound;
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
      if (product % 4_294_967_296 >= threshold) {
        r = Math.floor(product / 4_294_967_296);
        break;
      }
    }
    const tmp = perm[i]!;
    perm[i] = perm[r]!;
    perm[r] = tmp;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}
