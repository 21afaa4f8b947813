import { describe, expect, it } from 'vitest';
import { evaluatePlan } from './business-plan.ts';
import type { PlanResult } from './business-plan.ts';
import { simplePlan } from './plan-fixtures.ts';

function planOf(result: ReturnType<typeof evaluatePlan>): PlanResult {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.plan;
}

const annuity3 = 1 / 1.1 + 1 / 1.21 + 1 / 1.331; // 3-year annuity factor at 10 %

describe('evaluatePlan: hand-computed three-year plan (revenue 1000, EBITDA 300, FCF 300)', () => {
  const plan = planOf(evaluatePlan(simplePlan()));
  const m = plan.metrics;

  it('yearly table and cash flows [-600, 300, 300, 300] (hand computation), to 1e-9', () => {
    expect(plan.years.map((y) => y.revenue)).toEqual([1_000, 1_000, 1_000]);
    for (const y of plan.years) {
      expect(y.ebitda).toBeCloseTo(300, 9);
      expect(y.depreciation).toBeCloseTo(200, 9);
      expect(y.ebit).toBeCloseTo(100, 9);
    }
    plan.projectCashFlows.forEach((c, i) => expect(c).toBeCloseTo(i === 0 ? -600 : 300, 9));
  });

  it('NPV = −600 + 300·(1/1.1 + 1/1.1² + 1/1.1³) = 146.0556 and IRR = 0.23375192852826 (40-digit decimal bisection), to 1e-9', () => {
    expect(m.npv).toBeCloseTo(-600 + 300 * annuity3, 9);
    expect(m.irr).toBeCloseTo(0.2337519285282588, 9);
  });

  it('payback 2, discounted payback 2 + 79.339/225.394, ROI multiple 1.5, break-even year 1 and revenue 400/0.5 = 800 (hand), to 1e-9', () => {
    expect(m.paybackYears).toBeCloseTo(2, 9);
    const shortfall = 600 - 300 / 1.1 - 300 / 1.21;
    expect(m.discountedPaybackYears).toBeCloseTo(2 + shortfall / (300 / 1.331), 9);
    expect(m.roiMultiple).toBeCloseTo(1.5, 9);
    expect(m.breakEvenYear).toBe(1);
    expect(m.breakEvenRevenue).toBeCloseTo(800, 9);
  });

  it('not burning cash: burn 0, runway null; LTV 10·0.6/0.2 = 30, CAC 100/100 = 1, LTV/CAC 30; no debt: DSCR null (hand)', () => {
    expect(m.monthlyBurn).toBe(0);
    expect(m.runwayMonths).toBeNull();
    expect(m.ltv).toBeCloseTo(30, 9);
    expect(m.cac).toBeCloseTo(1, 9);
    expect(m.ltvToCac).toBeCloseTo(30, 9);
    expect(m.minDscr).toBeNull();
    expect(m.dscrByYear).toEqual([null, null, null]);
  });
});

describe('evaluatePlan: tax with loss carry-forward, working capital, debt and a Gordon terminal value (hand computation)', () => {
  const v = (value: number) => ({ value });
  const assumptions = {
    ...simplePlan({
      unitsGrowth: v(1),
      grossMargin: v(0.5),
      salesMarketingShare: v(0),
      fixedCosts: v(400),
      initialInvestment: v(400),
      workingCapitalShare: v(0.1),
      taxRate: v(0.25),
      debtAmount: v(500),
      debtInterestRate: v(0.1),
      terminalGrowth: v(0.02),
    }),
    horizonYears: 2,
    depreciationYears: 2,
    debtTermYears: 2,
    terminalValue: 'perpetuity-growth' as const,
  };
  const plan = planOf(evaluatePlan(assumptions));
  const [y1, y2] = plan.years;
  const service = (500 * 0.1) / (1 - 1.1 ** -2); // 288.0952…

  it('EBIT −100 then 400; unlevered tax 0.25·(400 − 100) = 75; ΔNWC 100 each year; FCF 0 and 425, to 1e-9', () => {
    expect(y1!.ebit).toBeCloseTo(-100, 9);
    expect(y2!.ebit).toBeCloseTo(400, 9);
    expect(y2!.tax).toBeCloseTo(75, 9);
    expect(y1!.freeCashFlow).toBeCloseTo(0, 9);
    expect(y2!.freeCashFlow).toBeCloseTo(425, 9);
  });

  it('debt service 288.095 a year; CFADS 0 and 600 − 0.25·(400 − 26.190 − 150) − 100; DSCR 0 and CFADS₂/service, to 1e-9', () => {
    expect(y1!.debtService).toBeCloseTo(service, 9);
    expect(y2!.interest).toBeCloseTo(0.1 * (500 - (service - 50)), 9);
    const cfads2 = 600 - 0.25 * (400 - y2!.interest - 150) - 100;
    expect(y2!.cfads).toBeCloseTo(cfads2, 9);
    expect(plan.metrics.dscrByYear[0]).toBeCloseTo(0, 9);
    expect(plan.metrics.dscrByYear[1]).toBeCloseTo(cfads2 / service, 9);
    expect(plan.metrics.minDscr).toBeCloseTo(0, 9);
  });

  it('burn (service − CFADS₁)/12 and runway 1000/burn; terminal value 425·1.02/0.08 in the last flow; NPV by hand, to 1e-9', () => {
    expect(plan.metrics.monthlyBurn).toBeCloseTo(service / 12, 9);
    expect(plan.metrics.runwayMonths).toBeCloseTo(1_000 / (service / 12), 9);
    expect(plan.metrics.terminalValue).toBeCloseTo((425 * 1.02) / 0.08, 9);
    expect(plan.metrics.npv).toBeCloseTo(-400 + (425 + (425 * 1.02) / 0.08) / 1.21, 9);
  });
});

describe('evaluatePlan: refusals are values', () => {
  it('names the field of each problem', () => {
    const bad = { ...simplePlan(), horizonYears: 0 };
    const r = evaluatePlan(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.field)).toContain('horizonYears');
  });

  it('refuses a Gordon growth at or above the discount rate instead of a negative terminal value', () => {
    const r = evaluatePlan({ ...simplePlan({ terminalGrowth: { value: 0.1 } }), terminalValue: 'perpetuity-growth' });
    expect(r.ok).toBe(false);
  });

  it('refuses a bad distribution and low > high', () => {
    expect(evaluatePlan(simplePlan({ grossMargin: { value: 0.5, dist: { type: 'normal', mean: 0.5, sd: -1 } } })).ok).toBe(false);
    expect(evaluatePlan(simplePlan({ grossMargin: { value: 0.5, low: 0.6, high: 0.4 } })).ok).toBe(false);
  });

  it('round-trips through JSON (storable assumptions) with the same result', () => {
    const stored = JSON.parse(
      JSON.stringify(simplePlan({ pricePerUnit: { value: 10, dist: { type: 'triangular', min: 8, mode: 10, max: 13 } } })),
    );
    expect(planOf(evaluatePlan(stored)).metrics.npv).toBeCloseTo(-600 + 300 * annuity3, 9);
  });
});
