import { normalQuantile } from '../random/normal-cdf.ts';
import { fillUniform, shuffleInPlace } from '../random/xoshiro.ts';
import type { RngState } from '../random/xoshiro.ts';
import { fillStandardNormal } from '../random/ziggurat.ts';
import { fillMarginal } from './draws.ts';
import { scoresToMarginal, uniformsToMarginal } from './transforms.ts';
import type { Marginal } from './marginal.ts';

/** `'random'`: independent draws; `'lhs'`: Latin Hypercube, stratified within each block. */
export type SamplingMethod = 'random' | 'lhs';

/**
 * Draws the k random inputs of a simulation, column by column, for a block of rows:
 * independent draws, Latin Hypercube (each input's rows of a block fall one in each of the block's
 * equal-probability strata, in random order), and/or a Gaussian copula through a Cholesky factor.
 * Draw order is fixed (permutations at the block start, then chunk by chunk, input by input), so a
 * given generator state always yields the same columns.
 */
export interface Sampler {
  readonly marginals: readonly Marginal[];
  readonly factor: Float64Array | null;
  readonly lhs: boolean;
  readonly perms: Int32Array[];
  readonly scores: Float64Array[];
  blockRows: number;
}

/** A sampler for the given marginals, copula factor (or null) and method; `capacity` = max chunk rows. */
export function createSampler(
  marginals: readonly Marginal[],
  factor: Float64Array | null,
  method: SamplingMethod,
  capacity: number,
): Sampler {
  const k = marginals.length;
  return {
    marginals,
    factor,
    lhs: method === 'lhs',
    perms: [],
    scores: factor === null ? [] : Array.from({ length: k }, () => new Float64Array(capacity)),
    blockRows: 0,
  };
}

/** Starts a block of `rows` rows: for Latin Hypercube, draws one random permutation per input. */
export function beginBlock(s: Sampler, state: RngState, rows: number): void {
  s.blockRows = rows;
  if (!s.lhs) return;
  for (let j = 0; j < s.marginals.length; j++) {
    let perm = s.perms[j];
    if (perm === undefined || perm.length < rows) {
      perm = new Int32Array(rows);
      s.perms[j] = perm;
    }
    for (let i = 0; i < rows; i++) perm[i] = i;
    shuffleInPlace(state, perm, rows);
  }
}

/** Stratified probabilities (perm + U)/B of input j for rows [offset, offset + n), strictly in (0, 1). */
function stratified(s: Sampler, state: RngState, j: number, offset: number, n: number, out: Float64Array): void {
  fillUniform(state, out, n);
  const perm = s.perms[j]!;
  const inv = 1 / s.blockRows;
  for (let i = 0; i < n; i++) out[i] = (perm[offset + i]! + out[i]! + 5.551115123125783e-17) * inv;
}

/** Starts a chunk of rows [offset, offset + n) of the block: with a copula, draws all scores. */
export function beginChunk(s: Sampler, state: RngState, offset: number, n: number): void {
  if (s.factor === null) return;
  for (let m = 0; m < s.marginals.length; m++) {
    const z = s.scores[m]!;
    if (s.lhs) {
      stratified(s, state, m, offset, n, z);
      for (let i = 0; i < n; i++) z[i] = normalQuantile(z[i]!);
    } else fillStandardNormal(state, z, n);
  }
}

/** Fills out[0..n) with input j's values for rows [offset, offset + n) of the current chunk. */
export function sampleColumn(s: Sampler, state: RngState, j: number, offset: number, n: number, out: Float64Array): void {
  const marginal = s.marginals[j]!;
  if (s.factor !== null) {
    const k = s.marginals.length;
    out.fill(0, 0, n);
    for (let m = 0; m <= j; m++) {
      const w = s.factor[j * k + m]!;
      if (w === 0) continue;
      const z = s.scores[m]!;
      for (let i = 0; i < n; i++) out[i] = out[i]! + w * z[i]!;
    }
    scoresToMarginal(marginal, out, n);
  } else if (s.lhs) {
    stratified(s, state, j, offset, n, out);
    uniformsToMarginal(marginal, out, n);
  } else fillMarginal(marginal, state, out, n);
}
