import { describe, expect, it } from 'vitest';
import { createStreamState } from '../random/xoshiro.ts';
import { prepareMarginal } from './marginal.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './sampler.ts';

// Latin Hypercube marginals (issue 29): within a block of B rows, each input's values fall one in each
// of the B equal-probability strata — exactly once. Oracle: the uniform(0, 1) marginal's CDF is the
// identity, so a value's stratum is ⌊x·B⌋; the count per stratum must be 1 for every stratum.
describe('Latin Hypercube sampling', () => {
  const inputs = [0, 1, 2].map(() => prepareMarginal({ type: 'uniform', min: 0, max: 1 }));

  for (const [rows, chunk] of [
    [4_096, 4_096],
    [4_096, 1_000],
    [777, 256],
  ] as const) {
    it(`each stratum of each input is sampled exactly once per block (B = ${rows}, drawn in chunks of ${chunk})`, () => {
      const sampler = createSampler(inputs, null, 'lhs', chunk);
      const state = createStreamState(29, 3);
      beginBlock(sampler, state, rows);
      const counts = inputs.map(() => new Uint32Array(rows));
      const column = new Float64Array(chunk);
      for (let offset = 0; offset < rows; offset += chunk) {
        const n = Math.min(chunk, rows - offset);
        beginChunk(sampler, state, offset, n);
        for (let j = 0; j < inputs.length; j++) {
          sampleColumn(sampler, state, j, offset, n, column);
          for (let i = 0; i < n; i++) counts[j]![Math.floor(column[i]! * rows)]! += 1;
        }
      }
      for (const c of counts) expect(Array.from(c).every((k) => k === 1)).toBe(true);
    });
  }

  it('pairs the strata at random: the inputs are not in the same order, and the same seed and block repeat them', () => {
    const draw = (seed: number) => {
      const sampler = createSampler(inputs, null, 'lhs', 512);
      const state = createStreamState(seed, 0);
      beginBlock(sampler, state, 512);
      beginChunk(sampler, state, 0, 512);
      return inputs.map((_, j) => {
        const out = new Float64Array(512);
        sampleColumn(sampler, state, j, 0, 512, out);
        return Array.from(out, (x) => Math.floor(x * 512));
      });
    };
    const [a, b] = draw(5);
    expect(a).not.toEqual(b);
    expect(draw(5)).toEqual(draw(5));
    expect(draw(6)[0]).not.toEqual(a);
  });
});
