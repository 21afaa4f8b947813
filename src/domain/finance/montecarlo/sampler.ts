import type { RngState } from '../random/xoshiro.ts';
import { fillStandardNormal } from '../random/ziggurat.ts';
import { fillMarginal } from './draws.ts';
import { fillLatinHypercube, fillLatinHypercubeScores } from './latin-hypercube.ts';
import { scoresToMarginal } from './transforms.ts';
import type { Marginal } from './marginal.ts';

/** `'random'`: independent draws; `'lhs'`: Latin Hypercube, stratified within each block. */
export type SamplingMethod = 'random' | 'lhs';

/**
 * Draws the k random inputs of a simulation, column by column, for a block of rows:
 * independent draws, Latin Hypercube (each input's rows of a block fall one in each of the block's
 * equal-probability strata, in random order), and/or a Gaussian copula through a Cholesky factor.
 * Draw order is fixed (for Latin Hypercube, every input's whole block at the block start, input by
 * input; otherwise chunk by chunk, input by input), so a given generator state always yields the
 * same columns, however the block is cut into chunks.
 */
export interface Sampler {
  readonly marginals: readonly Marginal[];
  readonly factor: Float64Array | null;
  readonly lhs: boolean;
  /** Latin Hypercube: each input's column (or, with a copula, score column) for the whole block. */
  readonly block: Float64Array[];
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
    block: [],
    scores: factor === null ? [] : Array.from({ length: k }, () => new Float64Array(capacity)),
    blockRows: 0,
  };
}

/**
 * Starts a block of `rows` rows. Latin Hypercube: draws each input's stratified, shuffled column for
 * the whole block (fillLatinHypercube; standard normal scores when there is a copula), input by input.
 */
export function beginBlock(s: Sampler, state: RngState, rows: number): void {
  s.blockRows = rows;
  if (!s.lhs) return;
  for (let j = 0; j < s.marginals.length; j++) {
    let column = s.block[j];
    if (column === undefined || column.length < rows) {
      column = new Float64Array(rows);
      s.block[j] = column;
    }
    if (s.factor === null) fillLatinHypercube(s.marginals[j]!, state, column, rows);
    else fillLatinHypercubeScores(state, column, rows);
  }
}

/** Starts a chunk of rows [offset, offset + n) of the block: with a copula, draws (or, LHS, takes) all scores. */
export function beginChunk(s: Sampler, state: RngState, offset: number, n: number): void {
  if (s.factor === null) return;
  for (let m = 0; m < s.marginals.length; m++) {
    const z = s.scores[m]!;
    if (s.lhs) z.set(s.block[m]!.subarray(offset, offset + n));
    else fillStandardNormal(state, z, n);
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
  } else if (s.lhs) out.set(s.block[j]!.subarray(offset, offset + n));
  else fillMarginal(marginal, state, out, n);
}
