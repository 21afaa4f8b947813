import { describe, expect, it } from 'vitest';
import { evaluatePlan } from './business-plan.ts';
import { ConvergenceTracker, checkpointBlocks, withinTolerance } from './montecarlo/convergence.ts';
import { normalQuantile } from './random/normal-cdf.ts';
import { PLAN_BLOCK, planBlockCount, simulatePlanChunk, splitBlocks } from './plan-chunk.ts';
import type { PlanChunk } from './plan-chunk.ts';
import type { PlanDriverKey } from './plan-assumptions.ts';
import { mergePlanChunks, simulatePlan } from './plan-simulation.ts';
import type { PlanSimulationOptions } from './plan-simulation.ts';
import { simplePlan } from './plan-fixtures.ts';

// simplePlan has no tax, debt or terminal value: its NPV is affine in the price per unit, so with a
// normal price the NPV is normal with mean NPV(μ) and sd |slope|·σ (closed form; the test checks the
// affinity at a third point before relying on it).
const npvAt = (price: number) => {
  const r = evaluatePlan(simplePlan({ pricePerUnit: { value: price }, fixedCosts: { value: 100 } }));
  if (!r.ok) throw new Error('plan refused');
  return r.plan.metrics.npv;
};
const slope = npvAt(11) - npvAt(10);
const PRICE_SD = 0.8;
const mu = npvAt(10);
const sigma = Math.abs(slope) * PRICE_SD;
const normalPrice = simplePlan({
  pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: PRICE_SD } },
  fixedCosts: { value: 100 },
});
const mixed = simplePlan({
  pricePerUnit: { value: 10, dist: { type: 'triangular', min: 7, mode: 10, max: 14 } },
  fixedCosts: { value: 200, dist: { type: 'pert', min: 150, mode: 200, max: 300 } },
  churnRate: { value: 0.2, dist: { type: 'uniform', min: 0.05, max: 0.4 } },
});

/** The run split into `threads` ranges, computed apart (any order) and merged — as the server's threads do. */
function split(options: PlanSimulationOptions, threads: number) {
  const blocks = planBlockCount(options.iterations);
  const chunks: PlanChunk[] = [];
  let uncertainDrivers: readonly PlanDriverKey[] = [];
  for (const r of splitBlocks(blocks, threads).reverse()) {
    const run = simulatePlanChunk(mixed, options, r.firstBlock, r.blockCount);
    if (!run.ok) throw new Error('refused');
    chunks.push(run.chunk);
    uncertainDrivers = run.uncertainDrivers;
  }
  return mergePlanChunks(chunks, {
    blocks,
    iterations: options.iterations,
    uncertainDrivers,
    sampling: options.sampling ?? 'random',
    convergence: null,
  });
}

describe('plan simulation in blocks: the same result on 1, 2 or 4 threads', () => {
  it('splitBlocks covers the blocks once, in order, whatever the thread count', () => {
    for (const parts of [1, 2, 3, 4, 9]) {
      const ranges = splitBlocks(7, parts);
      expect(ranges.map((r) => r.firstBlock)).toEqual(ranges.map((_, i) => ranges.slice(0, i).reduce((s, r) => s + r.blockCount, 0)));
      expect(ranges.reduce((s, r) => s + r.blockCount, 0)).toBe(7);
    }
  });

  for (const sampling of ['random', 'lhs'] as const) {
    it(`${sampling}: 1, 2 and 4 ranges merged equal the one-thread simulatePlan, every statistic and histogram (toEqual)`, () => {
      const options = { iterations: 5 * PLAN_BLOCK + 321, seed: 17, sampling };
      const whole = simulatePlan(mixed, options);
      if (!whole.ok) throw new Error('refused');
      const [one, two, four] = [1, 2, 4].map((threads) => split(options, threads));
      expect(one).toEqual(two);
      expect(two).toEqual(four);
      expect(four).toEqual(whole.simulation);
      expect(four!.npv.summary!.histogram.counts.reduce((a, b) => a + b, 0)).toBe(four!.validIterations);
    });
  }
});

describe('convergence stop (closed form: NPV ~ N(μ, σ) with a normal price)', () => {
  it('the plan is affine in the price (the closed form holds)', () => {
    expect(npvAt(12) - npvAt(11)).toBeCloseTo(slope, 6);
  });

  const tolerance = 0.005;
  const convergence = { tolerance, maxIterations: 1_000_000 };
  const run = simulatePlan(normalPrice, { iterations: 1, seed: 3, convergence });
  if (!run.ok) throw new Error('refused');
  const s = run.simulation;
  const report = s.convergence!;

  it('stops within its tolerance, and the estimates are within it of the closed-form values', () => {
    expect(report.converged).toBe(true);
    expect(report.iterationsUsed).toBe(s.iterations);
    expect(withinTolerance(report.precision, tolerance)).toBe(true);
    const sum = s.npv.summary!;
    expect(Math.abs(sum.mean - mu)).toBeLessThanOrEqual(tolerance * Math.abs(mu));
    expect(Math.abs(sum.percentiles.p10 - (mu + sigma * normalQuantile(0.1)))).toBeLessThanOrEqual(
      tolerance * Math.abs(sum.percentiles.p10),
    );
    expect(Math.abs(sum.percentiles.p90 - (mu + sigma * normalQuantile(0.9)))).toBeLessThanOrEqual(
      tolerance * Math.abs(sum.percentiles.p90),
    );
  });

  it('uses about the iterations theory asks for: n* = (1.96·σ_q/(tol·|q|))² for the slowest of mean, P10, P90', () => {
    // SE of the p-quantile of a normal: σ·√(p(1−p))/φ(z_p)/√n
    const needs = [
      ((1.96 * sigma) / (tolerance * Math.abs(mu))) ** 2,
      ...[0.1, 0.9].map((p) => {
        const z = normalQuantile(p);
        const se1 = (sigma * Math.sqrt(p * (1 - p))) / (Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI));
        return ((1.96 * se1) / (tolerance * Math.abs(mu + sigma * z))) ** 2;
      }),
    ];
    const theory = Math.max(...needs);
    // checkpoints are ≤ 12.5 % apart and the sample estimates of s and the quantile move by a few %
    expect(report.iterationsUsed).toBeGreaterThan(0.8 * theory);
    expect(report.iterationsUsed).toBeLessThan(1.3 * theory + 2 * PLAN_BLOCK);
  });

  it('stops no earlier than the criterion allows: at the checkpoint before, the precision was not within tolerance', () => {
    const checks = checkpointBlocks(planBlockCount(convergence.maxIterations));
    const stop = report.iterationsUsed / PLAN_BLOCK;
    const before = checks[checks.indexOf(stop) - 1]!;
    const fixed = simulatePlan(normalPrice, { iterations: before * PLAN_BLOCK, seed: 3, keepSamples: true });
    if (!fixed.ok) throw new Error('refused');
    const tracker = new ConvergenceTracker();
    tracker.add(fixed.simulation.samples!.npv);
    expect(withinTolerance(tracker.precision(), tolerance)).toBe(false);
  });

  it('a re-run with the same seed and options reproduces it exactly, and equals a fixed run of the iterations used', () => {
    const again = simulatePlan(normalPrice, { iterations: 1, seed: 3, convergence });
    expect(again).toEqual(run);
    const fixed = simulatePlan(normalPrice, { iterations: report.iterationsUsed, seed: 3 });
    if (!fixed.ok) throw new Error('refused');
    expect(fixed.simulation.npv).toEqual(s.npv);
  });

  it('runs to the maximum and says so when the tolerance is out of reach', () => {
    const capped = simulatePlan(normalPrice, { iterations: 1, seed: 3, convergence: { tolerance: 0.0001, maxIterations: 10_000 } });
    if (!capped.ok) throw new Error('refused');
    expect(capped.simulation.convergence).toMatchObject({ converged: false, iterationsUsed: 10_000 });
    expect(capped.simulation.iterations).toBe(10_000);
    expect(simulatePlan(normalPrice, { iterations: 1, seed: 3, convergence: { tolerance: 0, maxIterations: 10 } }).ok).toBe(false);
  });
});
