import { normalStrata, taylor5Remainder } from '../random/stratified.ts';
import type { NormalStrata } from '../random/stratified.ts';

/**
 * Where the NPV kernel (ADR 0066) expands Φ⁻¹ about a stratum's midpoint, and to which degree: its
 * normal strata are AS 241 in the tails [0, lo5) and [n − lo5, n), the degree-5 Taylor expansion
 * out to lo5, the degree-3 one in the centre [lo3, n − lo3).
 *
 * The bound is the kernel's input's own resolution: a stratum's jitter U is a 32-bit word, so its
 * value moves in steps of w·2^−32/n in z (w = 1/φ(z)), and a value is at least half a step from its
 * stratum's edges. A region is kept where the expansion's Lagrange remainder, bounded on the stratum
 * by its value at the next midpoint further out (|Q⁽ᵈ⁺¹⁾| grows with |z|), is under a quarter of that
 * step: every value stays inside its stratum, and the error is far under what the jitter can express.
 * (The scalar engine keeps its absolute 1e−14, random/stratified.ts: changing it would change stored
 * evaluations.) With Q = Φ⁻¹: Q⁽⁴⁾ = z(7 + 6z²)w⁴, Q⁽⁶⁾ = (7 + 173z² + 350z⁴ + 120z⁶)w⁶.
 */
export interface KernelStrata {
  readonly table: NormalStrata;
  readonly lo5: number;
  readonly lo3: number;
}

const STEP = 2 ** -32;
const cache = new Map<number, KernelStrata>();

/** The allowance at stratum k: a quarter of the jitter's step in z there (a value is at least half a step from its stratum's edges). */
export function kernelAllowance(t: NormalStrata, k: number): number {
  return (t.w[k]! * STEP) / t.n / 4;
}

/** Remainder bounds of the degree-3 and degree-5 expansions for stratum k's neighbour further out, with h = 1/(2n). */
export function remainder3(t: NormalStrata, k: number): number {
  const z = Math.abs(t.z[k]!);
  return (z * (7 + 6 * z * z) * ((t.w[k]! * 0.5) / t.n) ** 4) / 24;
}
export function remainder5(t: NormalStrata, k: number): number {
  return taylor5Remainder(t.z[k]!, t.w[k]!, t.n);
}

function build(n: number): KernelStrata {
  const table = normalStrata(n);
  const half = n / 2;
  let lo5 = 1; // stratum 0 reaches p = 0 (z = −∞): always AS 241
  while (lo5 < half && remainder5(table, lo5 - 1) > kernelAllowance(table, lo5)) lo5++;
  let lo3 = lo5;
  while (lo3 < half && remainder3(table, lo3 - 1) > kernelAllowance(table, lo3)) lo3++;
  return { table, lo5, lo3 };
}

/** The kernel's regions for n strata (cached; a run uses one or two sizes). */
export function kernelStrata(n: number): KernelStrata {
  let s = cache.get(n);
  if (s === undefined) {
    if (cache.size >= 8) cache.delete(cache.keys().next().value!);
    s = build(n);
    cache.set(n, s);
  }
  return s;
}
