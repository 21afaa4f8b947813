import { describe, expect, it } from 'vitest';
import { normalCdf } from '../random/normal-cdf.ts';
import { createStreamState } from '../random/xoshiro.ts';
import type { Distribution } from './distribution.ts';
import { LHS_STRATA, accumulateLatinHypercube, fillLatinHypercube } from './latin-hypercube.ts';
import { prepareMarginal } from './marginal.ts';
import { simulateNpv } from './merge-stats.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './sampler.ts';
import { simulateNpvChunk } from './simulate-npv.ts';

// Oracles: each law's CDF in closed form (normal and lognormal through Φ = normalCdf, triangular's
// piecewise quadratic, uniform's line); a value's stratum is ⌊F(x)·n⌋, and every stratum must hold
// exactly one value of each column.
const cdfs: [Distribution, (x: number) => number][] = [
  [{ type: 'normal', mean: 100, sd: 20 }, (x) => normalCdf((x - 100) / 20)],
  [{ type: 'lognormal', mu: Math.log(100), sigma: 0.25 }, (x) => normalCdf((Math.log(x) - Math.log(100)) / 0.25)],
  [{ type: 'triangular', min: 50, mode: 100, max: 170 }, (x) => (x <= 100 ? (x - 50) ** 2 / (120 * 50) : 1 - (170 - x) ** 2 / (120 * 70))],
  [{ type: 'uniform', min: -3, max: 9 }, (x) => (x + 3) / 12],
];

describe('fillLatinHypercube: one value in each stratum, in random order', () => {
  for (const [dist, cdf] of cdfs) {
    for (const n of [LHS_STRATA, 777]) {
      it(`${dist.type}, n = ${n}: each of the n strata exactly once (F(x)·n, closed-form CDF)`, () => {
        const out = new Float64Array(n);
        fillLatinHypercube(prepareMarginal(dist), createStreamState(29, n), out, n);
        const counts = new Uint32Array(n);
        for (const x of out) counts[Math.min(n - 1, Math.floor(cdf(x) * n))]! += 1;
        expect(Array.from(counts).every((c) => c === 1)).toBe(true);
        // shuffled: not in stratum order (the chance a shuffle leaves the first 20 in order is 1/20!)
        const order = Array.from(out.subarray(0, 20), (x) => Math.floor(cdf(x) * n));
        expect(order).not.toEqual([...order].sort((a, b) => a - b));
      });
    }
  }

  it('accumulateLatinHypercube adds exactly weight × the column fillLatinHypercube draws from the same state', () => {
    for (const [dist] of cdfs) {
      const m = prepareMarginal(dist);
      const a = createStreamState(5, 2);
      const b = createStreamState(5, 2);
      const column = new Float64Array(1_000);
      fillLatinHypercube(m, a, column, 1_000);
      const acc = Float64Array.from({ length: 1_000 }, (_, i) => i / 7);
      const expected = acc.map((v, i) => v + 0.7 * column[i]!);
      accumulateLatinHypercube(m, b, acc, 1_000, 0.7, new Float64Array(1_000));
      expect(Array.from(acc)).toEqual(Array.from(expected));
      expect(b).toEqual(a);
    }
  });

  it('a block drawn in chunks gives the same columns as in one piece (draws depend on the block only)', () => {
    const inputs = cdfs.map(([d]) => prepareMarginal(d));
    const draw = (chunk: number) => {
      const sampler = createSampler(inputs, null, 'lhs', chunk);
      const state = createStreamState(4, 9);
      beginBlock(sampler, state, 4_096);
      const cols = inputs.map(() => new Float64Array(4_096));
      const part = new Float64Array(chunk);
      for (let offset = 0; offset < 4_096; offset += chunk) {
        const n = Math.min(chunk, 4_096 - offset);
        beginChunk(sampler, state, offset, n);
        inputs.forEach((_, j) => {
          sampleColumn(sampler, state, j, offset, n, part);
          cols[j]!.set(part.subarray(0, n), offset);
        });
      }
      return cols;
    };
    expect(draw(1_000)).toEqual(draw(4_096));
  });

  it('with a Gaussian copula, LHS scores keep the strata of a normal input (Φ of the standardised value)', () => {
    const inputs = [prepareMarginal({ type: 'normal', mean: 0, sd: 1 }), prepareMarginal({ type: 'normal', mean: 0, sd: 1 })];
    const factor = Float64Array.from([1, 0, 0.6, 0.8]); // Cholesky of [[1, 0.6], [0.6, 1]]
    const sampler = createSampler(inputs, factor, 'lhs', 4_096);
    const state = createStreamState(8, 0);
    beginBlock(sampler, state, 4_096);
    beginChunk(sampler, state, 0, 4_096);
    const first = new Float64Array(4_096);
    sampleColumn(sampler, state, 0, 0, 4_096, first);
    const counts = new Uint32Array(4_096);
    for (const x of first) counts[Math.floor(normalCdf(x) * 4_096)]! += 1;
    expect(Array.from(counts).every((c) => c === 1)).toBe(true);
  });

  it('simulateNpv with LHS: 4,096-row replicates, each stratified on its own (a block of 65,536 rows, then 4,096 + 904 rows)', () => {
    // oracle: the uniform CDF — in every replicate, value·size falls once in each of the size strata
    const model = { rate: 0, flows: [{ t: 0, dist: { type: 'uniform', min: 0, max: 1 } as const }] };
    const r = simulateNpv(model, { iterations: 65_536 + 5_000, seed: 3, sampling: 'lhs' });
    const replicates: [number, number][] = [];
    for (let start = 0; start < 65_536; start += 4_096) replicates.push([start, 4_096]);
    replicates.push([65_536, 4_096], [65_536 + 4_096, 904]);
    for (const [start, size] of replicates) {
      const counts = new Uint32Array(size);
      for (const x of r.samples.subarray(start, start + size)) counts[Math.floor(x * size)]! += 1;
      expect(Array.from(counts).every((c) => c === 1)).toBe(true);
    }
    // and the second block is drawn from its own stream only: the same rows when computed alone
    const alone = simulateNpvChunk(model, { iterations: 65_536 + 5_000, seed: 3, sampling: 'lhs' }, { firstBlock: 1, blockCount: 1 });
    expect(Array.from(alone.samples!)).toEqual(Array.from(r.samples.subarray(65_536)));
  });
});
