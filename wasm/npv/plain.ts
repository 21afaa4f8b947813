// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { BITS, LOGNORMAL, NORMAL, SCRATCH, TRIANGULAR } from './memory';
import { ONE, ONE_BITS } from './constants';
import { fillBits } from './generators';
import { normalOf } from './ziggurat';
import { expLanes } from './exp-log';

// ---------------------------------------------------------------------------------------------
// Plain Monte Carlo: one chunk of n rows (n ≤ 4,096), every flow in turn; npv[0..n) = constant +
// Σ df·X. Rows are drawn in fours (n rounded up; the extra draws are discarded), so npv needs room
// for 3 more values.

export function addNormal(npv: usize, n4: i32, a: f64, b: f64): void {
  fillBits(n4 >> 2);
  for (let i = 0; i < n4; i++) {
    const p = npv + (<usize>i << 3);
    store<f64>(p, load<f64>(p) + a + b * normalOf(load<u64>(BITS + (<usize>i << 3))));
  }
}

export function addLognormal(npv: usize, n4: i32, mu: f64, sigma: f64, df: f64): void {
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
export function uniformLanes(off: usize): v128 {
  // 52 random bits as the fraction of a double in [1, 2), minus 1: [0, 1)
  const bits = v128.or(i64x2.shr_u(v128.load(BITS + off), 12), ONE_BITS);
  return f64x2.sub(bits, ONE);
}

/**
 * The triangular quantile at u on two lanes, from the flow record f (min, max, (max−min)(mode−min),
 * (max−min)(max−mode), mode − min, max − min at bytes 16…56): one square root per value, the branch's
 * argument chosen first, both branches' results by a bit select.
 */
// @ts-ignore: decorator
@inline
export function triangularLanes(u: v128, f: usize): v128 {
  const below = f64x2.lt(f64x2.mul(u, f64x2.splat(load<f64>(f, 56))), f64x2.splat(load<f64>(f, 48)));
  const arg = v128.bitselect(f64x2.mul(u, f64x2.splat(load<f64>(f, 32))), f64x2.mul(f64x2.sub(ONE, u), f64x2.splat(load<f64>(f, 40))), below);
  const s = f64x2.sqrt(arg);
  return v128.bitselect(f64x2.add(f64x2.splat(load<f64>(f, 16)), s), f64x2.sub(f64x2.splat(load<f64>(f, 24)), s), below);
}

export function addTriangular(npv: usize, n4: i32, f: usize, df: f64): void {
  fillBits(n4 >> 2);
  const w = f64x2.splat(df);
  for (let i = 0; i < n4; i += 2) {
    const off = <usize>i << 3;
    v128.store(npv + off, f64x2.add(v128.load(npv + off), f64x2.mul(w, triangularLanes(uniformLanes(off), f))));
  }
}

export function addUniform(npv: usize, n4: i32, min: f64, span: f64, df: f64): void {
  fillBits(n4 >> 2);
  const a = f64x2.splat(df * min);
  const b = f64x2.splat(df * span);
  for (let i = 0; i < n4; i += 2) {
    const off = <usize>i << 3;
    v128.store(npv + off, f64x2.add(v128.load(npv + off), f64x2.add(a, f64x2.mul(b, uniformLanes(off)))));
  }
}

export function fillConstant(npv: usize, n4: i32, constant: f64): void {
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
