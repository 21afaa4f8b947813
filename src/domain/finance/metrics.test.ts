import { describe, expect, it } from 'vitest';
import { breakEvenPeriod, breakEvenRevenue, cac, dscr, ltv, ltvToCac, monthlyBurn, roiMultiple, runway } from './metrics.ts';

describe('single-formula metrics (hand computations, exact or to 1e-12)', () => {
  it('ROI multiple = inflows / outflows', () => {
    expect(roiMultiple([-100, 30, 40, 80])).toBeCloseTo(1.5, 12);
    expect(roiMultiple([10, 20])).toBeNull();
  });

  it('break-even revenue = fixed costs / contribution margin ratio; null when the margin is ≤ 0', () => {
    expect(breakEvenRevenue(60_000, 0.4)).toBeCloseTo(150_000, 6);
    expect(breakEvenRevenue(60_000, 0)).toBeNull();
    expect(breakEvenPeriod([-5, -1, 0, 3])).toBe(2);
    expect(breakEvenPeriod([-5, -1])).toBeNull();
  });

  it('monthly burn and runway', () => {
    expect(monthlyBurn(-120_000)).toBe(10_000);
    expect(monthlyBurn(50_000)).toBe(0);
    expect(runway(300_000, 25_000)).toBe(12);
    expect(runway(300_000, 0)).toBeNull();
  });

  it('LTV, CAC, LTV/CAC and DSCR', () => {
    expect(ltv(1_200, 0.75, 0.2)).toBeCloseTo(4_500, 9);
    expect(ltv(1_200, 0.75, 0)).toBeNull();
    expect(cac(50_000, 100)).toBe(500);
    expect(cac(50_000, 0)).toBeNull();
    expect(ltvToCac(4_500, 1_500)).toBe(3);
    expect(ltvToCac(null, 1_500)).toBeNull();
    expect(dscr(130_000, 100_000)).toBeCloseTo(1.3, 12);
    expect(dscr(130_000, 0)).toBeNull();
  });
});
