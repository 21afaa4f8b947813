import type { BusinessPlanAssumptions, PlanDriver, PlanDriverKey } from './plan-assumptions.ts';

/**
 * Test fixture: a three-year plan simple enough to compute by hand — revenue 1000 a year,
 * EBITDA 300, depreciation 200, no tax, no debt, no terminal value, discount 10 %.
 */
export function simplePlan(overrides: Partial<Record<PlanDriverKey, PlanDriver>> = {}): BusinessPlanAssumptions {
  const v = (value: number): PlanDriver => ({ value });
  return {
    horizonYears: 3,
    depreciationYears: 3,
    debtTermYears: 0,
    terminalValue: 'none',
    drivers: {
      unitsYear1: v(100),
      unitsGrowth: v(0),
      pricePerUnit: v(10),
      priceGrowth: v(0),
      churnRate: v(0.2),
      grossMargin: v(0.6),
      fixedCosts: v(200),
      fixedCostGrowth: v(0),
      salesMarketingShare: v(0.1),
      initialInvestment: v(600),
      maintenanceCapexShare: v(0),
      workingCapitalShare: v(0),
      taxRate: v(0),
      debtAmount: v(0),
      debtInterestRate: v(0),
      terminalGrowth: v(0),
      exitMultiple: v(0),
      discountRate: v(0.1),
      openingCash: v(1_000),
      ...overrides,
    },
  };
}
