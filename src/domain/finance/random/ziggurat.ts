import { nextDouble } from './xoshiro.ts';
import type { RngState } from './xoshiro.ts';

/**
 * Standard normal variates by the ziggurat method of Marsaglia & Tsang (2000) with 256 layers, laid
 * out as numpy's generator does: one 64-bit draw (two xoshiro128** outputs) gives the layer
 * (8 bits), the sign (1 bit) and a 52-bit magnitude, so index and magnitude share no bits. About
 * 99.3 % of draws return from the first comparison; the rest go through the wedge test or, in the
 * base layer, Marsaglia's exponential tail method beyond R.
 * Source: G. Marsaglia, W. W. Tsang, "The Ziggurat Method for Generating Random Variables",
 * J. Stat. Softw. 5(8), 2000; constants R and V of the 256-layer table as in numpy's ziggurat.
 */
const R = 3.6541528853610088;
const INV_R = 1 / R;
const V = 0.00492867323399;
const M52 = 2 ** 52;

const ki = new Float64Array(256);
const wi = new Float64Array(256);
const fi = new Float64Array(256);

(function buildTables(): void {
  const f = (x: number): number => Math.exp(-0.5 * x * x);
  const q = V / f(R);
  ki[0] = Math.floor((R / q) * M52);
  ki[1] = 0;
  wi[0] = q / M52;
  wi[255] = R / M52;
  fi[0] = 1;
  fi[255] = f(R);
  let dn = R;
  let tn = R;
  for (let i = 254; i >= 1; i--) {
    dn = Math.sqrt(-2 * Math.log(V / dn + f(dn)));
    ki[i + 1] = Math.floor((dn / tn) * M52);
    tn = dn;
    fi[i] = f(dn);
    wi[i] = dn / M52;
  }
})();

/** The ziggurat's tables (widths, acceptance bounds, densities; 256 each), for the SIMD kernel. */
export function zigguratTables(): { readonly wi: Float64Array; readonly ki: Float64Array; readonly fi: Float64Array } {
  return { wi, ki, fi };
}

/** Slow path of one draw: wedge or tail. Returns NaN when the draw is rejected (draw again). */
function slowPath(state: RngState, idx: number, negative: boolean, x: number): number {
  if (idx === 0) {
    for (;;) {
      const xx = -INV_R * Math.log1p(-nextDouble(state));
      const yy = -Math.log1p(-nextDouble(state));
      if (yy + yy > xx * xx) return negative ? -(R + xx) : R + xx;
    }
  }
  if ((fi[idx - 1]! - fi[idx]!) * nextDouble(state) + fi[idx]! < Math.exp(-0.5 * x * x)) return negative ? -x : x;
  return Number.NaN;
}

/**
 * Fills out[0..n) with independent standard normal variates (mean 0, sd 1) and advances the state.
 * Deterministic: the same state gives the same numbers.
 * @example fillStandardNormal(createStreamState(1, 0), buffer, 1024)
 */
export function fillStandardNormal(state: RngState, out: Float64Array, n: number): void {
  let s0 = state[0]! | 0;
  let s1 = state[1]! | 0;
  let s2 = state[2]! | 0;
  let s3 = state[3]! | 0;
  let i = 0;
  while (i < n) {
    let m = Math.imul(s1, 5);
    const hi = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    let t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    m = Math.imul(s1, 5);
    const lo = Math.imul((m << 7) | (m >>> 25), 9);
    t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    const idx = lo & 0xff;
    const rabs = hi * 1_048_576 + (lo >>> 12);
    const x = rabs * wi[idx]!;
    if (rabs < ki[idx]!) {
      out[i++] = x * (1 - ((lo >>> 7) & 2)); // sign bit 8 as ±1 without a branch (it is random: a branch would mispredict half the time)
      continue;
    }
    state[0] = s0;
    state[1] = s1;
    state[2] = s2;
    state[3] = s3;
    const v = slowPath(state, idx, (lo & 0x100) !== 0, x);
    s0 = state[0]! | 0;
    s1 = state[1]! | 0;
    s2 = state[2]! | 0;
    s3 = state[3]! | 0;
    if (v === v) out[i++] = v;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}
