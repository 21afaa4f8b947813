// AssemblyScript source of the Monte Carlo NPV kernel (WebAssembly with 128-bit SIMD), compiled by
// `npm run build:wasm` into src/domain/finance/montecarlo/npv-kernel-binary.ts. The loader and the
// layout of the memory it shares with JavaScript are in src/domain/finance/montecarlo/npv-kernel.ts;
// the method is in docs/decisions/0066-npv-simd-kernel.md.
//
// Random numbers: four xoshiro128** generators side by side, one per 32-bit lane of a v128 (state
// word w of lane L at STATE + 16·w + 4·L), and one scalar xoshiro128** (SPARE) for the ziggurat's rare
// slow path. Every draw sequence depends only on the states JavaScript writes, never on timing, and
// the module imports nothing: no host Math function (whose last bits may differ between engines).

import { BITS, FI, FREE, KI, SCRATCH, STATE, STRATA_W, STRATA_Z, WI } from './npv/memory';
import { expOne, logOne } from './npv/exp-log';
import { stratifiedNormal } from './npv/strata-normal';

export { init } from './npv/constants';
export { plainChunk } from './npv/plain';
export { lhsReplicate } from './npv/lhs';

// Where JavaScript writes the tables, the generators' states, the flows and reads the NPVs.
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
export function strataZOffset(): usize {
  return STRATA_Z;
}
export function strataWOffset(): usize {
  return STRATA_W;
}
export function freeOffset(): usize {
  return FREE;
}

/** Keeps expOne in the module for the scalar fallbacks' tests (e^x of the kernel at one point). */
export function kernelExp(x: f64): f64 {
  return expOne(x);
}

/** ln x as the kernel's rare paths compute it (for its accuracy test). */
export function kernelLog(x: f64): f64 {
  return logOne(x);
}

/** Φ⁻¹((k + U_k)/n) of the normal strata, U_k from the n words JavaScript wrote at BITS (for their accuracy test); returns where they are. */
export function kernelNormalStrata(n: i32, lo5: i32, lo3: i32): usize {
  stratifiedNormal(BITS, SCRATCH, n, lo5, lo3, 0.0, 1.0);
  return SCRATCH;
}

export function bitsOffset(): usize {
  return BITS;
}
