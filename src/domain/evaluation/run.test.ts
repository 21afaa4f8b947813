import { describe, expect, it } from 'vitest';
import { runEvaluation } from './index.ts';
import { evaluatePlan } from '../finance/index.ts';
import { simplePlan } from '../finance/plan-fixtures.ts';

const input = {
  assumptions: simplePlan({ pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 1 } } }),
  market: { tamEur: 2e8, competitorCount: 4, competitiveIntensity: 'medium' as const, expectedGrowthRate: 0.06 },
  revenueModel: 'recurring' as const,
  compliance: { answers: {} },
};

describe('runEvaluation', () => {
  it('carries the plan exactly as evaluatePlan computes it (oracle: the hand-computed fixture, NPV of 3 x 300 at 10 % less 600 = 146.06)', () => {
    const run = runEvaluation(input, { iterations: 2_000, seed: 3 });
    if (!run.ok) throw new Error(JSON.stringify(run.problems));
    const direct = evaluatePlan(input.assumptions);
    if (!direct.ok) throw new Error('fixture invalid');
    expect(run.result.plan).toEqual(direct.plan);
    // 300/1.1 + 300/1.1^2 + 300/1.1^3 − 600 = 146.0555…, tolerance 1e-9.
    expect(run.result.plan.metrics.npv).toBeCloseTo(146.0556, 4);
    expect(run.result.methodologyVersion).toBe('cr-v1');
    expect(run.result.score.total).toBeGreaterThanOrEqual(0);
    expect(run.result.score.total).toBeLessThanOrEqual(100);
    expect(run.result.scenarios!.scenarios.map((s) => s.name)).toEqual(expect.arrayContaining(['best', 'base', 'worst']));
  });

  it('is reproducible: same input and seed, same result; another seed, another simulation', () => {
    const a = runEvaluation(input, { iterations: 3_000, seed: 11 });
    const b = runEvaluation(input, { iterations: 3_000, seed: 11 });
    const c = runEvaluation(input, { iterations: 3_000, seed: 12 });
    expect(a).toEqual(b);
    if (!a.ok || !c.ok) throw new Error('refused');
    expect(a.result.simulation!.npv.summary!.mean).not.toBe(c.result.simulation!.npv.summary!.mean);
  });

  it('without a simulation, the simulated-risk sub-factors are missing and confidence drops, never a favourable guess', () => {
    const full = runEvaluation(input, { iterations: 2_000, seed: 1 });
    const quick = runEvaluation(input, { iterations: 0, seed: 1 });
    if (!full.ok || !quick.ok) throw new Error('refused');
    expect(quick.result.simulation).toBeNull();
    expect(quick.result.score.confidence.share).toBeLessThan(full.result.score.confidence.share);
  });

  it("returns the plan's problems as values for invalid assumptions", () => {
    const bad = runEvaluation({ ...input, assumptions: { ...input.assumptions, horizonYears: 0 } }, { iterations: 100, seed: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.field)).toContain('horizonYears');
  });
});
