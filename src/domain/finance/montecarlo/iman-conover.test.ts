import { describe, expect, it } from 'vitest';
import { simplePlan } from '../plan-fixtures.ts';
import { simulatePlanChunk } from '../plan-chunk.ts';
import { simulatePlan } from '../plan-simulation.ts';
import { createStreamState } from '../random/xoshiro.ts';
import { imanConover, rankTarget } from './iman-conover.ts';
import { prepareMarginal } from './marginal.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './sampler.ts';
import { nearestCorrelation, smallestEigenvalue } from './nearest-correlation.ts';

/** Spearman's ρ: Pearson's correlation of the ranks (no ties in continuous draws). */
function spearman(x: Float64Array, y: Float64Array): number {
  const rank = (v: Float64Array) => {
    const idx = Array.from(v.keys()).sort((a, b) => v[a]! - v[b]!);
    const r = new Float64Array(v.length);
    idx.forEach((i, k) => (r[i] = k));
    return r;
  };
  const [a, b] = [rank(x), rank(y)];
  const m = (x.length - 1) / 2;
  let sab = 0;
  let saa = 0;
  for (let i = 0; i < a.length; i++) {
    sab += (a[i]! - m) * (b[i]! - m);
    saa += (a[i]! - m) ** 2;
  }
  return sab / saa;
}

const plan = simplePlan({
  pricePerUnit: { value: 10, dist: { type: 'triangular', min: 7, mode: 10, max: 14 } },
  churnRate: { value: 0.2, dist: { type: 'uniform', min: 0.05, max: 0.4 } },
  fixedCosts: { value: 200, dist: { type: 'lognormal', mu: Math.log(200), sigma: 0.2 } },
});
// PLAN_DRIVERS order of the uncertain drivers: pricePerUnit, churnRate, fixedCosts
const target = [
  [1, -0.6, 0.3],
  [-0.6, 1, 0.2],
  [0.3, 0.2, 1],
];

describe('Iman–Conover rank correlation', () => {
  const n = 16 * 4_096;
  // Tolerance: 3 standard errors of a Spearman coefficient under independence, 3/√(n − 1) ≈ 0.0117 for
  // n = 65,536 — the largest sampling error a rank correlation has; Iman–Conover does better per block.
  const tolerance = 3 / Math.sqrt(n - 1);

  for (const sampling of ['random', 'lhs'] as const) {
    it(`${sampling}: the columns Iman–Conover rearranges keep their values (marginals, LHS strata) and reach the rank target within 3/√(n−1)`, () => {
      const t = rankTarget(target, 3);
      if (!t.ok) throw new Error(t.reason);
      const marginals = [plan.drivers.pricePerUnit.dist!, plan.drivers.churnRate.dist!, plan.drivers.fixedCosts.dist!].map(prepareMarginal);
      const all = [0, 1, 2].map(() => new Float64Array(n));
      for (let block = 0; block < 16; block++) {
        const sampler = createSampler(marginals, null, sampling, 4_096);
        const state = createStreamState(12, block);
        beginBlock(sampler, state, 4_096);
        beginChunk(sampler, state, 0, 4_096);
        const cols = [0, 1, 2].map((j) => {
          const c = new Float64Array(4_096);
          sampleColumn(sampler, state, j, 0, 4_096, c);
          return c;
        });
        const before = cols.map((c) => Float64Array.from(c).sort());
        imanConover(cols, 4_096, t.factor, state);
        cols.forEach((c, j) => {
          expect(Float64Array.from(c).sort()).toEqual(before[j]);
          all[j]!.set(c, block * 4_096);
        });
      }
      for (const [i, j] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        expect(Math.abs(spearman(all[i]!, all[j]!) - target[i]![j]!)).toBeLessThanOrEqual(tolerance);
      }
    });
  }

  it('a plan simulation with a rank correlation runs it in every block (price and fixed costs correlated one way or the other move the NPV’s spread apart)', () => {
    const run = (m: number[][]) => {
      const r = simulatePlanChunk(plan, { iterations: 8_192, seed: 3, rankCorrelation: m }, 0, 2);
      if (!r.ok) throw new Error('refused');
      return r.chunk.npv;
    };
    const independent = [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    const sd = (v: Float64Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0) / v.length - (v.reduce((s, x) => s + x, 0) / v.length) ** 2);
    const priceCosts = (rho: number) => [
      [1, 0, rho],
      [0, 1, 0],
      [rho, 0, 1],
    ];
    // both drivers move the NPV monotonically: a positive and a negative rank correlation push its
    // spread to opposite sides of the independent one, each by more than 5 %
    const base = sd(run(independent));
    const [up, down] = [sd(run(priceCosts(0.8))), sd(run(priceCosts(-0.8)))];
    expect((up - base) * (down - base)).toBeLessThan(0);
    expect(Math.min(Math.abs(up - base), Math.abs(down - base))).toBeGreaterThan(0.05 * base);
  });

  it('refuses a malformed matrix; replaces one that is not PSD by the nearest correlation matrix, with a warning', () => {
    expect(rankTarget([[1, 0.5]], 2).ok).toBe(false);
    expect(
      rankTarget(
        [
          [1, 0.5],
          [0.4, 1],
        ],
        2,
      ).ok,
    ).toBe(false);
    const bad = [
      [1, 0.9, -0.9],
      [0.9, 1, 0.9],
      [-0.9, 0.9, 1],
    ];
    const t = rankTarget(bad, 3);
    if (!t.ok) throw new Error(t.reason);
    expect(t.adjusted).toBe(true);
    expect(smallestEigenvalue(t.matrix, 3)).toBeGreaterThanOrEqual(-1e-12);
    for (let i = 0; i < 3; i++) expect(t.matrix[i * 3 + i]).toBe(1);
    const ok = rankTarget(target, 3);
    expect(ok.ok && ok.adjusted).toBe(false);
    const run = simulatePlan(plan, { iterations: 5_000, seed: 1, rankCorrelation: bad });
    expect(run.ok && run.simulation.correlationWarning?.code).toBe('nearest-correlation');
    expect(simulatePlan(plan, { iterations: 5_000, seed: 1, rankCorrelation: target }).ok && 'no warning').toBe('no warning');
  });

  it("Higham's nearest correlation matrix: Higham's 3×3 example (2002, §4) gives his published answer to 4 decimals", () => {
    // A = [[1,1,0],[1,1,1],[0,1,1]] → nearest correlation matrix with off-diagonals 0.7607, 0.1573, 0.7607
    const x = nearestCorrelation(new Float64Array([1, 1, 0, 1, 1, 1, 0, 1, 1]), 3);
    expect(x[1]).toBeCloseTo(0.7607, 4);
    expect(x[2]).toBeCloseTo(0.1573, 4);
    expect(x[5]).toBeCloseTo(0.7607, 4);
  });
});
