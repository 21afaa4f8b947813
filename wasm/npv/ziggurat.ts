// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { FI, KI, WI } from './memory';
import { spareDouble, spareWord } from './generators';
import { expOne, logOne } from './exp-log';

// ---------------------------------------------------------------------------------------------
// Ziggurat (Marsaglia & Tsang, 256 layers; tables computed by JavaScript as for the scalar engine):
// bits 0–7 of the 64-bit draw give the layer, bit 8 the sign, bits 12–63 the magnitude.

export const R: f64 = 3.6541528853610088;

export function normalSlow(u: u64): f64 {
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
export function normalOf(u: u64): f64 {
  const idx = <usize>(u & 0xff);
  const rabs = <f64>(<i64>(u >> 12)); // < 2^52: the signed conversion is exact and cheaper
  const x = rabs * load<f64>(WI + (idx << 3));
  if (rabs < load<f64>(KI + (idx << 3))) return reinterpret<f64>(reinterpret<u64>(x) ^ ((u & 0x100) << 55));
  return normalSlow(u);
}
