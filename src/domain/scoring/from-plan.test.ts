import { describe, expect, it } from 'vitest';
import { evaluatePlan, simulatePlan } from '../finance/index.ts';
import { simplePlan } from '../finance/plan-fixtures.ts';
import { computeCrScore } from './compute.ts';
import { financialInputFromPlan } from './from-plan.ts';

describe('financialInputFromPlan', () => {
  it('maps the simple plan by hand: margin 300/1000 = 0.3, ROI 1.5, capital 600, LTV/CAC 30, no debt; simulation fills P(NPV<0)', () => {
    const evaluated = evaluatePlan(simplePlan());
    if (!evaluated.ok) throw new Error('invalid');
    const without = financialInputFromPlan(evaluated.plan, null, 'recurring');
    expect(without.ebitdaMarginFinalYear).toBeCloseTo(0.3, 12);
    expect(without.roiMultiple).toBeCloseTo(1.5, 12);
    expect(without.capitalInvested).toBe(600);
    expect(without.ltvToCac).toBeCloseTo(30, 12);
    expect(without.hasDebt).toBe(false);
    expect(without.probabilityNpvNegative).toBeNull();
    const sim = simulatePlan(simplePlan({ fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 30 } } }), {
      iterations: 2_000,
      seed: 1,
    });
    if (!sim.ok) throw new Error('invalid');
    const withSim = financialInputFromPlan(evaluated.plan, sim.simulation, 'recurring');
    expect(withSim.probabilityNpvNegative).toBe(sim.simulation.probabilityNpvNegative);
    const score = computeCrScore({ market: {}, financial: withSim, compliance: { answers: {} } });
    expect(score.subFactors.find((s) => s.id === 'financial.risk-dscr')!.status).toBe('not-applicable');
  });
});
