import { describe, expect, it } from 'vitest';
import { discountedPaybackPeriod, paybackPeriod } from './payback.ts';

describe('paybackPeriod', () => {
  it('textbook interpolation: [-100, 50, 60] pays back at 1 + 50/60 (hand computation), to 1e-12', () => {
    expect(paybackPeriod([-100, 50, 60])).toBeCloseTo(1 + 50 / 60, 12);
  });

  it('exact recovery at a period end gives that period (hand computation), exact', () => {
    expect(paybackPeriod([-100, 40, 60, 10])).toBe(2);
  });

  it('never paid back is null, not a number', () => {
    expect(paybackPeriod([-100, 10, 10])).toBeNull();
  });

  it('no outlay is paid back at once: 0', () => {
    expect(paybackPeriod([0, 10, 10])).toBe(0);
  });

  it('a later dip below zero moves the payback past it (hand computation), to 1e-12', () => {
    // cumulative: -100, 0, -50, 50 → last negative at t = 2, then 50/100 of period 3
    expect(paybackPeriod([-100, 100, -50, 100])).toBeCloseTo(2.5, 12);
  });
});

describe('discountedPaybackPeriod', () => {
  it('hand computation at 10 %: [-100, 55, 60.5] discounts to [-100, 50, 50] → 2, to 1e-12', () => {
    expect(discountedPaybackPeriod(0.1, [-100, 55, 60.5])).toBeCloseTo(2, 12);
  });

  it('interpolates on the discounted flow: [-100, 55, 121] → 1 + 50/100 (hand computation), to 1e-12', () => {
    expect(discountedPaybackPeriod(0.1, [-100, 55, 121])).toBeCloseTo(1.5, 12);
  });

  it('null when discounting prevents recovery', () => {
    expect(discountedPaybackPeriod(0.1, [-100, 50, 55])).toBeNull();
  });
});
