import { createStreamState } from '../random/xoshiro.ts';
import type { NpvModel, SimulationOptions } from './npv-model.ts';
import { STREAMING_THRESHOLD, prepareOrThrow } from './npv-model.ts';
import { accumulateMarginal } from './draws.ts';
import { LHS_STRATA, accumulateLatinHypercube } from './latin-hypercube.ts';
import { kernelBlock, kernelModelOf } from './npv-kernel.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './sampler.ts';
import type { QuantileSketch } from './sketch.ts';
import { createSketch, sketchAddAll } from './sketch.ts';
import { momentsOf } from './stats.ts';

/**
 * Iterations per block. Block b of a run draws from its own generator stream (seed, b), so blocks
 * can be computed in any order or on any thread and still give the same samples.
 */
export const NPV_BLOCK_SIZE = 65_536;
/** Rows processed together inside a block (cache-sized buffers: 16 KiB per column). */
const CHUNK_ROWS = 2_048;

/** Number of blocks of a run of `iterations` iterations. @example npvBlockCount(100_000) // 2 */
export function npvBlockCount(iterations: number): number {
  return Math.ceil(iterations / NPV_BLOCK_SIZE);
}

/** Which blocks a chunk computes: blocks firstBlock … firstBlock + blockCount − 1 of the run. */
export interface ChunkRange {
  readonly firstBlock: number;
  readonly blockCount: number;
}

/**
 * Partial result of a run over a range of blocks, to be combined by `mergeStats`. Plain data with
 * typed arrays (structured-clone and transfer friendly for worker threads).
 * `moments` holds (n, mean, M2) per block; `samples` the NPVs in iteration order (null when
 * streamed); `sketch` the streaming quantile sketch (null when samples are kept).
 */
export interface NpvChunk {
  readonly firstBlock: number;
  readonly blockCount: number;
  readonly iterations: number;
  readonly totalIterations: number;
  readonly moments: Float64Array;
  readonly min: number;
  readonly max: number;
  readonly positives: number;
  readonly negatives: number;
  readonly samples: Float64Array | null;
  readonly sketch: QuantileSketch | null;
}

/**
 * Simulates blocks [firstBlock, firstBlock + blockCount) of the run described by `options`
 * (`options.iterations` is the size of the whole run). Each block's generator is
 * createStreamState(seed, block), so chunks computed separately and merged with `mergeStats` give
 * bit-for-bit the same result as `simulateNpv` in one call.
 * Throws RangeError for a refused model or options, or a range outside the run.
 * @example simulateNpvChunk(model, { iterations: 1_000_000, seed: 7 }, { firstBlock: 0, blockCount: 8 })
 */
export function simulateNpvChunk(model: NpvModel, options: SimulationOptions, range: ChunkRange): NpvChunk {
  const prepared = prepareOrThrow(model, options);
  const total = options.iterations;
  const blocks = npvBlockCount(total);
  const { firstBlock, blockCount } = range;
  if (
    !Number.isInteger(firstBlock) ||
    !Number.isInteger(blockCount) ||
    firstBlock < 0 ||
    blockCount < 1 ||
    firstBlock + blockCount > blocks
  ) {
    throw new RangeError(`simulateNpvChunk: blocks must lie within 0..${blocks - 1}`);
  }
  const streamed = options.streaming ?? total > STREAMING_THRESHOLD;
  const start = firstBlock * NPV_BLOCK_SIZE;
  const iterations = Math.min(total, (firstBlock + blockCount) * NPV_BLOCK_SIZE) - start;
  const samples = streamed ? null : new Float64Array(iterations);
  const sketch = streamed ? createSketch() : null;
  const scratch = streamed ? new Float64Array(NPV_BLOCK_SIZE) : null;
  const sampler = createSampler(prepared.marginals, prepared.factor, options.sampling ?? 'random', CHUNK_ROWS);
  const column = new Float64Array(CHUNK_ROWS);
  const lhs = options.sampling === 'lhs';
  const plain = prepared.factor === null && !lhs;
  const lhsColumn = new Float64Array(lhs ? LHS_STRATA : 0);
  // independent normal, lognormal, triangular and uniform flows: the SIMD kernel (ADR 0066)
  const kernel = prepared.factor === null ? kernelModelOf(prepared.marginals, prepared.discount, prepared.constant) : null;
  const moments = new Float64Array(3 * blockCount);
  let min = Infinity;
  let max = -Infinity;
  let positives = 0;
  let negatives = 0;
  for (let b = 0; b < blockCount; b++) {
    const block = firstBlock + b;
    const rows = Math.min(NPV_BLOCK_SIZE, total - block * NPV_BLOCK_SIZE);
    const dest = samples === null ? scratch!.subarray(0, rows) : samples.subarray(b * NPV_BLOCK_SIZE, b * NPV_BLOCK_SIZE + rows);
    if (kernel !== null) kernelBlock(kernel, options.seed, block, rows, lhs ? LHS_STRATA : null, dest);
    const state = kernel === null ? createStreamState(options.seed, block) : null;
    // Latin Hypercube: replicates of LHS_STRATA rows, each stratified on its own (ADR 0050)
    const replicate = lhs ? LHS_STRATA : rows;
    for (let rep = 0; state !== null && rep < rows; rep += replicate) {
      const size = Math.min(replicate, rows - rep);
      if (lhs && prepared.factor === null) {
        // fused: each input's replicate column drawn (the sampler's order) and accumulated at once
        const npv = dest.subarray(rep, rep + size);
        npv.fill(prepared.constant);
        for (let j = 0; j < prepared.marginals.length; j++)
          accumulateLatinHypercube(prepared.marginals[j]!, state, npv, size, prepared.discount[j]!, lhsColumn);
        continue;
      }
      beginBlock(sampler, state, size);
      for (let offset = 0; offset < size; offset += CHUNK_ROWS) {
        const n = Math.min(CHUNK_ROWS, size - offset);
        const npv = dest.subarray(rep + offset, rep + offset + n);
        npv.fill(prepared.constant);
        beginChunk(sampler, state, offset, n);
        for (let j = 0; j < prepared.marginals.length; j++) {
          if (plain) {
            accumulateMarginal(prepared.marginals[j]!, state, npv, n, prepared.discount[j]!, column);
            continue;
          }
          sampleColumn(sampler, state, j, offset, n, column);
          const df = prepared.discount[j]!;
          for (let i = 0; i < n; i++) npv[i] = npv[i]! + df * column[i]!;
        }
      }
    }
    const m = momentsOf(dest, rows);
    moments[3 * b] = m.n;
    moments[3 * b + 1] = m.mean;
    moments[3 * b + 2] = m.m2;
    for (let i = 0; i < rows; i++) {
      const v = dest[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
      if (v > 0) positives++;
      else if (v < 0) negatives++;
    }
    if (sketch !== null) sketchAddAll(sketch, dest, rows);
  }
  return { firstBlock, blockCount, iterations, totalIterations: total, moments, min, max, positives, negatives, samples, sketch };
}
