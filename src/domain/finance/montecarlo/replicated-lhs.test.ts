import { describe, expect, it } from 'vitest';
import { evaluatePlan } from '../business-plan.ts';
import { PLAN_BLOCK, simulatePlanChunk } from '../plan-chunk.ts';
import { simplePlan } from '../plan-fixtures.ts';
import { PlanConvergence, simulatePlan } from '../plan-simulation.ts';
import { createStreamState } from '../random/xoshiro.ts';
import { ConvergenceTracker, meanPrecision, replicatedMeanPrecision, studentT975 } from './convergence.ts';
import { prepareMarginal } from './marginal.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './sampler.ts';
import { momentsOf } from './stats.ts';

/** Student's t CDF by Simpson's rule on its density (closed form; Γ ratio by its recurrence), the oracle of studentT975. */
function tCdf(t: number, df: number): number {
  // r(ν) = Γ((ν+1)/2)/Γ(ν/2): r(1) = 1/√π, r(2) = √π/2, r(ν+2) = r(ν)·(ν+1)/ν
  let r = df % 2 === 1 ? 1 / Math.sqrt(Math.PI) : Math.sqrt(Math.PI) / 2;
  for (let v = df % 2 === 1 ? 1 : 2; v < df; v += 2) r *= (v + 1) / v;
  const c = r / Math.sqrt(df * Math.PI);
  const f = (x: number) => c * (1 + (x * x) / df) ** (-(df + 1) / 2);
  const steps = 20_000;
  const h = t / steps;
  let sum = f(0) + f(t);
  for (let i = 1; i < steps; i++) sum += (i % 2 === 1 ? 4 : 2) * f(i * h);
  return 0.5 + (sum * h) / 3;
}

describe('studentT975', () => {
  it('is the 0.975 quantile of Student t (its CDF there is 0.975 within 1e−7), tabled and by Cornish–Fisher', () => {
    for (const df of [1, 2, 3, 4, 5, 7, 10, 15, 20, 29, 30, 31, 40, 60, 120, 1_000]) {
      expect(Math.abs(tCdf(studentT975(df), df) - 0.975), `df ${df}`).toBeLessThan(1e-7);
    }
    expect(studentT975(1e9)).toBeCloseTo(1.959963984540054, 8);
  });
});

// Closed form: Y = X₁·X₂ with X₁ ~ N(3, 1), X₂ ~ lognormal(0, 0.5) independent, E[Y] = 3·e^0.125. A
// product is not additive, so Latin Hypercube leaves part of its variance (the interaction) and the
// interval has something to cover. Each block is an LHS replicate of 4,096 rows from stream (seed, block).
describe('replicated Latin Hypercube: the mean’s 95 % interval from block means covers the truth 95 % of the time', () => {
  const inputs = [prepareMarginal({ type: 'normal', mean: 3, sd: 1 }), prepareMarginal({ type: 'lognormal', mu: 0, sigma: 0.5 })];
  const truth = 3 * Math.exp(0.125);
  const x1 = new Float64Array(PLAN_BLOCK);
  const x2 = new Float64Array(PLAN_BLOCK);
  const block = (seed: number, b: number): Float64Array => {
    const sampler = createSampler(inputs, null, 'lhs', PLAN_BLOCK);
    const state = createStreamState(seed, b);
    beginBlock(sampler, state, PLAN_BLOCK);
    beginChunk(sampler, state, 0, PLAN_BLOCK);
    sampleColumn(sampler, state, 0, 0, PLAN_BLOCK, x1);
    sampleColumn(sampler, state, 1, 0, PLAN_BLOCK, x2);
    return x1.map((v, i) => v * x2[i]!);
  };

  for (const blocks of [2, 8]) {
    it(`${blocks} blocks, 200 seeds: covered between 181 and 199 times (binomial(200, 0.95): 190 ± 3 sd)`, () => {
      let covered = 0;
      let iidWider = 0;
      for (let seed = 1; seed <= 200; seed++) {
        const tracker = new ConvergenceTracker(true);
        let sum = 0;
        let all = new Float64Array(0);
        for (let b = 0; b < blocks; b++) {
          const y = block(seed, b);
          tracker.add(y);
          for (const v of y) sum += v;
          const grown = new Float64Array(all.length + y.length);
          grown.set(all);
          grown.set(y, all.length);
          all = grown;
        }
        const mean = sum / (blocks * PLAN_BLOCK);
        const half = tracker.precision().mean * Math.abs(mean);
        if (Math.abs(mean - truth) <= half) covered++;
        if (meanPrecision(momentsOf(all, all.length)) * Math.abs(mean) > half) iidWider++;
      }
      expect(covered).toBeGreaterThanOrEqual(181);
      expect(covered).toBeLessThanOrEqual(199);
      // with 8 replicates the variance reduction shows: the i.i.d. formula would be wider in most runs
      if (blocks === 8) expect(iidWider).toBeGreaterThan(150);
    });
  }

  it('equal blocks: the variance of the block means over B; unequal and empty blocks weighted by their counts', () => {
    // two blocks of 10 with means 1 and 3: var of means = 2, /2 → 1; half = t(1)·1 = 12.706…; mean 2
    expect(replicatedMeanPrecision([10, 10], [1, 3], 2)).toBeCloseTo(studentT975(1) / 2, 12);
    // an empty block adds a replicate with no values: B = 3, N = 20, Σ nᵦ²(mᵦ − 2)² = 200 → var = 1.5·200/400
    expect(replicatedMeanPrecision([10, 0, 10], [1, 0, 3], 3)).toBeCloseTo((studentT975(2) * Math.sqrt(0.75)) / 2, 12);
    expect(replicatedMeanPrecision([10], [1], 1)).toBe(Infinity);
  });
});

describe('a converging plan run with Latin Hypercube', () => {
  const npvAt = (price: number) => {
    const r = evaluatePlan(simplePlan({ pricePerUnit: { value: price }, fixedCosts: { value: 100 } }));
    if (!r.ok) throw new Error('plan refused');
    return r.plan.metrics.npv;
  };
  // NPV affine in a normal price: NPV ~ N(μ, σ) (closed form, as in plan-simulation.test.ts)
  const plan = simplePlan({
    pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 0.8 } },
    fixedCosts: { value: 100 },
  });
  const mu = npvAt(10);
  const tolerance = 0.005;
  const convergence = { tolerance, maxIterations: 400_000 };

  it('stops within its tolerance with the mean within it of the closed form, and the mean is credited LHS’s variance reduction', () => {
    const run = simulatePlan(plan, { iterations: 1, seed: 3, sampling: 'lhs', convergence });
    if (!run.ok) throw new Error('refused');
    const report = run.simulation.convergence!;
    expect(report.converged).toBe(true);
    expect(Math.abs(run.simulation.npv.summary!.mean - mu)).toBeLessThanOrEqual(tolerance * Math.abs(mu));
    // affine in one stratified input: the block means barely move, far below the i.i.d. 1.96·s/√n
    const fixed = simulatePlan(plan, { iterations: report.iterationsUsed, seed: 3, sampling: 'lhs', keepSamples: true });
    if (!fixed.ok) throw new Error('refused');
    const npv = fixed.simulation.samples!.npv;
    expect(report.precision.mean).toBeLessThan(0.01 * meanPrecision(momentsOf(npv, npv.length)));
    expect(fixed.simulation.npv).toEqual(run.simulation.npv);
  });

  it('stops at the same block whatever the chunks it is fed (threads): one block at a time or all at once', () => {
    const draw = { iterations: convergence.maxIterations, seed: 3, sampling: 'lhs' as const };
    const byOne = new PlanConvergence(convergence);
    let stopOne: number | null = null;
    for (let b = 0; stopOne === null; b++) {
      const r = simulatePlanChunk(plan, draw, b, 1);
      if (!r.ok) throw new Error('refused');
      stopOne = byOne.feed(r.chunk);
    }
    const byAll = new PlanConvergence(convergence);
    const r = simulatePlanChunk(plan, draw, 0, stopOne + 3);
    if (!r.ok) throw new Error('refused');
    expect(byAll.feed(r.chunk)).toBe(stopOne);
    expect(byAll.report()).toEqual(byOne.report());
  });
});
