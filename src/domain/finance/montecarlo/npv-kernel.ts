import { createLaneStates } from '../random/xoshiro.ts';
import { zigguratTables } from '../random/ziggurat.ts';
import type { Marginal } from './marginal.ts';
import { NPV_KERNEL_WASM } from './npv-kernel-binary.ts';
import { kernelStrata } from './kernel-strata.ts';

/**
 * The Monte Carlo NPV kernel: WebAssembly with 128-bit SIMD (source wasm/npv-kernel.ts, ADR 0066)
 * for models of independent normal, lognormal, triangular and uniform flows, plain or Latin
 * Hypercube. Each block draws from four xoshiro128** generators side by side, seeded from
 * (seed, block) by createLaneStates, so blocks stay independent of threads and of each other.
 * The same bytes give the same numbers on every machine and in every browser: only IEEE-exact
 * operations (add, multiply, divide, square root) and the host's exp/log on rare paths.
 */

// The few WebAssembly declarations used (the domain compiles without the DOM's or Node's types).
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface KernelExports {
  readonly memory: WasmMemory;
  wiOffset(): number;
  kiOffset(): number;
  fiOffset(): number;
  stateOffset(): number;
  strataZOffset(): number;
  strataWOffset(): number;
  freeOffset(): number;
  plainChunk(npv: number, n: number, flows: number, k: number, constant: number): void;
  lhsReplicate(npv: number, n: number, flows: number, k: number, constant: number, lo5: number, lo3: number): void;
  kernelExp(x: number): number;
  kernelLog(x: number): number;
  kernelNormalStrata(n: number, lo5: number, lo3: number): number;
  bitsOffset(): number;
  init(): void;
}
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: unknown };
};

/** Rows per call of the plain kernel (its buffers hold 4,096). */
const CHUNK_ROWS = 2_048;
const RECORD = 8; // f64 per flow record
const TYPE_CODES: Record<string, number> = { normal: 0, lognormal: 1, triangular: 2, uniform: 3 };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    bits = (bits << 6) | B64.indexOf(clean[i]!);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[o++] = (bits >> count) & 0xff;
    }
  }
  return out;
}

interface Kernel {
  readonly exports: KernelExports;
  strataFor: number;
}

let instance: Kernel | null = null;

function kernel(): Kernel {
  if (instance !== null) return instance;
  const module = new WebAssembly.Module(decodeBase64(NPV_KERNEL_WASM.join('')));
  const exports = new WebAssembly.Instance(module, {}).exports as KernelExports;
  exports.init();
  const tables = zigguratTables();
  const f64 = new Float64Array(exports.memory.buffer);
  f64.set(tables.wi, exports.wiOffset() / 8);
  f64.set(tables.ki, exports.kiOffset() / 8);
  f64.set(tables.fi, exports.fiOffset() / 8);
  instance = { exports, strataFor: 0 };
  return instance;
}

/** A model prepared for the kernel: one record per random flow, and the constant part. */
export interface KernelModel {
  readonly records: Float64Array;
  readonly count: number;
  readonly constant: number;
}

/**
 * The kernel's form of a model whose random flows are all independent normal, lognormal,
 * triangular or uniform (a degenerate triangular or uniform counts as its constant), or null when
 * one is not (PERT), which the scalar engine then runs.
 */
export function kernelModelOf(marginals: readonly Marginal[], discount: Float64Array, constant: number): KernelModel | null {
  const records: number[] = [];
  let fixed = constant;
  for (let j = 0; j < marginals.length; j++) {
    const d = marginals[j]!.dist;
    const df = discount[j]!;
    const code = TYPE_CODES[d.type];
    if (code === undefined) return null;
    if (d.type === 'normal') records.push(code, df, d.mean, d.sd, df * d.mean, df * d.sd, 0, 0);
    else if (d.type === 'lognormal') records.push(code, df, d.mu, d.sigma, 0, 0, 0, 0);
    else if (d.type === 'triangular') {
      const range = d.max - d.min;
      if (range <= 0) fixed += df * d.min;
      else records.push(code, df, d.min, d.max, range * (d.mode - d.min), range * (d.max - d.mode), d.mode - d.min, range);
    } else if (d.type === 'uniform') {
      if (d.max <= d.min) fixed += df * d.min;
      else records.push(code, df, d.min, d.max - d.min, 0, 0, 0, 0);
    }
  }
  return { records: Float64Array.from(records), count: records.length / RECORD, constant: fixed };
}

/** Grows the kernel's memory so that `bytes` bytes from its free offset fit; returns that offset. */
function reserve(k: Kernel, bytes: number): number {
  const free = k.exports.freeOffset();
  const need = free + bytes - k.exports.memory.buffer.byteLength;
  if (need > 0) k.exports.memory.grow(Math.ceil(need / 65_536));
  return free;
}

function loadStrata(k: Kernel, n: number): { lo5: number; lo3: number } {
  const { table: t, lo5, lo3 } = kernelStrata(n);
  if (k.strataFor !== n) {
    const f64 = new Float64Array(k.exports.memory.buffer);
    f64.set(t.z, k.exports.strataZOffset() / 8);
    f64.set(
      t.w.map((w) => w / n),
      k.exports.strataWOffset() / 8,
    ); // w/n: the expansion's x = (w/n)·(U − ½)
    k.strataFor = n;
  }
  return { lo5, lo3 };
}

/**
 * NPVs of block `block` of a run with seed `seed`: `rows` iterations into dest[0..rows), plain
 * sampling or Latin Hypercube in replicates of `lhsStrata` rows (each stratified on its own).
 */
export function kernelBlock(
  model: KernelModel,
  seed: number,
  block: number,
  rows: number,
  lhsStrata: number | null,
  dest: Float64Array,
): void {
  const k = kernel();
  const flowBytes = model.records.length * 8;
  const base = reserve(k, flowBytes + (rows + 8) * 8);
  const npv = base + flowBytes;
  const lanes = createLaneStates(seed, block);
  new Uint32Array(k.exports.memory.buffer, k.exports.stateOffset(), 20).set(lanes);
  new Float64Array(k.exports.memory.buffer, base, model.records.length).set(model.records);
  if (lhsStrata === null) {
    for (let offset = 0; offset < rows; offset += CHUNK_ROWS)
      k.exports.plainChunk(npv + offset * 8, Math.min(CHUNK_ROWS, rows - offset), base, model.count, model.constant);
  } else {
    for (let offset = 0; offset < rows; offset += lhsStrata) {
      const size = Math.min(lhsStrata, rows - offset);
      const { lo5, lo3 } = loadStrata(k, size);
      k.exports.lhsReplicate(npv + offset * 8, size, base, model.count, model.constant, lo5, lo3);
    }
  }
  dest.set(new Float64Array(k.exports.memory.buffer, npv, rows));
}

/** ln x as the kernel's rare paths compute it (for its accuracy test). */
export function kernelLog(x: number): number {
  return kernel().exports.kernelLog(x);
}

/** e^x as the kernel computes it (for its accuracy test). */
export function kernelExp(x: number): number {
  return kernel().exports.kernelExp(x);
}

/** The kernel's normal strata for n strata and the jitters' 32-bit words (for their accuracy test). */
export function kernelNormalStrata(n: number, words: Uint32Array): Float64Array {
  const k = kernel();
  const { lo5, lo3 } = loadStrata(k, n);
  new Uint32Array(k.exports.memory.buffer, k.exports.bitsOffset(), n).set(words.subarray(0, n));
  return new Float64Array(k.exports.memory.buffer, k.exports.kernelNormalStrata(n, lo5, lo3), n).slice();
}
