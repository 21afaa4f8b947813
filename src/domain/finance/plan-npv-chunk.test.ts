import { describe, expect, it } from 'vitest';
import { simplePlan } from './plan-fixtures.ts';
import { simulatePlanChunk } from './plan-chunk.ts';
import { simulatePlanNpvChunk } from './plan-npv-chunk.ts';
import type { BusinessPlanAssumptions } from './plan-assumptions.ts';

// Oracle: the engine's own simulatePlanChunk (draws + computePlan's full metrics). The NPV-only entry
// point must keep the same draws and give the same NPVs, bit for bit, and skip the same invalid draws.
const uncertain = {
  unitsYear1: { value: 100, dist: { type: 'triangular', min: 60, mode: 100, max: 150 } },
  pricePerUnit: { value: 10, dist: { type: 'pert', min: 7, mode: 10, max: 14 } },
  fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 40 } },
  initialInvestment: { value: 600, dist: { type: 'uniform', min: 400, max: 900 } },
  maintenanceCapexShare: { value: 0.05, dist: { type: 'uniform', min: 0, max: 0.1 } },
  workingCapitalShare: { value: 0.1 },
  unitsGrowth: { value: 0.2, dist: { type: 'normal', mean: 0.2, sd: 0.1 } },
} as const;
const PLANS: Record<string, BusinessPlanAssumptions> = {
  'taxed, losses carried forward, capex depreciated': {
    ...simplePlan({ ...uncertain, taxRate: { value: 0.24 } }),
    horizonYears: 7,
    depreciationYears: 4,
  },
  'with debt (levered flows do not enter the NPV)': {
    ...simplePlan({ ...uncertain, taxRate: { value: 0.3 }, debtAmount: { value: 300 }, debtInterestRate: { value: 0.06 } }),
    debtTermYears: 5,
    horizonYears: 6,
  },
  'perpetuity growth, some draws invalid (g ≥ r)': {
    ...simplePlan({
      ...uncertain,
      terminalGrowth: { value: 0.02, dist: { type: 'uniform', min: 0, max: 0.12 } },
      discountRate: { value: 0.1, dist: { type: 'uniform', min: 0.05, max: 0.15 } },
    }),
    terminalValue: 'perpetuity-growth',
  },
  "draws outside the drivers' bounds (fractions, amounts, growth ≤ −1) skipped": simplePlan({
    ...uncertain,
    churnRate: { value: 0.1, dist: { type: 'normal', mean: 0.1, sd: 0.1 } },
    taxRate: { value: 0.9, dist: { type: 'uniform', min: 0.8, max: 1.2 } },
    openingCash: { value: 10, dist: { type: 'normal', mean: 10, sd: 20 } },
    priceGrowth: { value: -0.9, dist: { type: 'normal', mean: -0.9, sd: 0.1 } },
  }),
  'exit multiple': {
    ...simplePlan({ ...uncertain, exitMultiple: { value: 6, dist: { type: 'triangular', min: 3, mode: 6, max: 9 } } }),
    terminalValue: 'exit-multiple',
  },
};

describe('simulatePlanNpvChunk: the NPVs of simulatePlanChunk without the other metrics', () => {
  for (const [name, plan] of Object.entries(PLANS))
    for (const sampling of ['random', 'lhs'] as const)
      it(`${name} (${sampling})`, () => {
        const options = { iterations: 10_000, seed: 17, sampling };
        const full = simulatePlanChunk(plan, options, 0, 3);
        const fast = simulatePlanNpvChunk(plan, options, 0, 3);
        if (!full.ok || !fast.ok) throw new Error('refused');
        expect(fast.npv).toEqual(full.chunk.npv);
        expect(fast.blockValid).toEqual(full.chunk.blockValid);
        expect(fast.npv.length).toBeGreaterThan(1_000);
      });

  it('refuses what simulatePlanChunk refuses', () => {
    expect(simulatePlanNpvChunk(simplePlan(), { iterations: 0, seed: 1 }, 0, 1).ok).toBe(false);
    expect(simulatePlanNpvChunk(simplePlan(), { iterations: 100, seed: 1 }, 1, 1).ok).toBe(false);
  });
});
