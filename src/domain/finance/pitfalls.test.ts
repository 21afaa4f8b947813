import { describe, expect, it } from 'vitest';
import { fv, nper, pmt, pv } from './annuity.ts';
import { irr } from './irr.ts';
import { npv } from './npv.ts';
import { rate } from './rate.ts';
import { valueOf } from './test-helpers.ts';
import { xirr, xnpv } from './xirr.ts';

describe('regression: pitfalls that trip engines', () => {
  it('pitfall: roots within 1e-9 of −100 % (scan in log(1+r), overflow-safe NPV): [-1, 1e-9] → −1 + 1e-9 (closed form), to 1e-15', () => {
    expect(valueOf(irr([-1, 1e-9]))).toBeCloseTo(-1 + 1e-9, 15);
  });

  it('pitfall: root near −100 % in a 360-period series whose NPV overflows at the root (closed form −1 + 1e-9), to 1e-15', () => {
    const flows = new Array(360).fill(0);
    flows[0] = -1;
    flows[1] = 1e-9;
    // At the root (1 + r)^−359 ≈ 1e3231: NPV by powers gives Infinity·0 = NaN; Horner in log space does not.
    expect(valueOf(irr(flows))).toBeCloseTo(-1 + 1e-9, 15);
    // [-1, 1e-9, 1e-30]: 1e-30·d² + 1e-9·d − 1 = 0, stable quadratic formula 1/d = (1e-9 + √(1e-18 + 4e-30))/2.
    expect(valueOf(irr([-1, 1e-9, 1e-30]))).toBeCloseTo((1e-9 + Math.sqrt(1e-18 + 4e-30)) / 2 - 1, 15);
  });

  it('pitfall: brackets that must reach rates of 1000: [-1, 1001] → 1000, [-1, 0, 1001²] → 1000 (closed forms), relative 1e-12', () => {
    expect(valueOf(irr([-1, 1_001])) / 1_000).toBeCloseTo(1, 12);
    expect(valueOf(irr([-1, 0, 1_001 * 1_001], 5)) / 1_000).toBeCloseTo(1, 12);
    expect(valueOf(irr([-1, 0, 0, 0, 0, 0, 0, 0, 0, 1_001 ** 9])) / 1_000).toBeCloseTo(1, 12);
  });

  it('pitfall: IRR above 100 %: [-100, 50, 500] solves 500d² + 50d − 100 = 0 (quadratic formula), to 1e-12', () => {
    const d = (-50 + Math.sqrt(50 * 50 + 4 * 500 * 100)) / (2 * 500);
    expect(valueOf(irr([-100, 50, 500]))).toBeCloseTo(1 / d - 1, 12);
  });

  it('pitfall: a rate of exactly 0 in the annuity formulas (closed forms, exact) and continuity next to it (relative 1e-9)', () => {
    expect(pmt(0, 360, 360_000)).toBe(-1_000);
    expect(fv(0, 360, -1_000)).toBe(360_000);
    expect(pv(0, 360, -1_000)).toBe(360_000);
    expect(valueOf(nper(0, -1_000, 360_000))).toBe(360);
    expect(pmt(1e-13, 360, 360_000) / -1_000).toBeCloseTo(1, 9);
    expect(fv(-1e-13, 360, -1_000) / 360_000).toBeCloseTo(1, 9);
    expect(valueOf(nper(1e-13, -1_000, 360_000)) / 360).toBeCloseTo(1, 9);
  });

  it('pitfall: rates near zero (log1p/expm1): rate recovers 1e-10 from a 360-period loan built with it (round trip), to 1e-16 absolute', () => {
    const payment = pmt(1e-10, 360, 100_000);
    expect(valueOf(rate(360, payment, 100_000))).toBeCloseTo(1e-10, 16);
  });

  it('pitfall: 360-period series: a 30-year mortgage at 6.5 %/12 has IRR and RATE 0.065/12 (closed form), to 1e-12', () => {
    const payment = pmt(0.065 / 12, 360, 300_000);
    const flows = [-300_000, ...new Array<number>(360).fill(-payment)];
    expect(valueOf(irr(flows))).toBeCloseTo(0.065 / 12, 12);
    expect(valueOf(rate(360, payment, 300_000))).toBeCloseTo(0.065 / 12, 12);
  });

  it('pitfall: several sign changes — the root Newton reaches from the guess, and always a true root (quadratic closed form 10 % / 20 %)', () => {
    for (const guess of [-0.5, 0, 0.05, 0.1, 0.14, 0.16, 0.25, 1, 10]) {
      const r = valueOf(irr([-100, 230, -132], guess));
      expect(Math.min(Math.abs(r - 0.1), Math.abs(r - 0.2))).toBeLessThan(1e-12);
    }
  });

  it('pitfall: a double root: [-100, 220, −121] = −(10 − 11d)² has IRR 10 % (closed form), to 1e-7 (Excel tolerance)', () => {
    expect(valueOf(irr([-100, 220, -121]))).toBeCloseTo(0.1, 7);
    expect(Math.abs(valueOf(irr([-1, 2, -1])))).toBeLessThan(1e-7);
  });

  it('pitfall: flows of one sign never return a number', () => {
    expect(irr([-1, -2, -3]).ok).toBe(false);
    expect(xirr([1, 2], ['2020-01-01', '2021-01-01']).ok).toBe(false);
  });

  it('pitfall: a solver returning an unconverged iterate — NPV with no real root is refused, and every answer is a root', () => {
    expect(irr([1, -3, 3]).ok).toBe(false);
    expect(irr([-1, 3, -3]).ok).toBe(false);
    const flows = [-100, 230, -132.5]; // 132.5d² − 230d + 100: discriminant 52900 − 53000 < 0
    expect(irr(flows).ok).toBe(false);
  });

  it('pitfall: dates parsed in local time — days are counted on the calendar, so a daylight-saving change moves nothing (Excel XNPV formula by hand)', () => {
    // Europe switches clocks on 2024-03-31 and 2024-10-27; one calendar day is exactly 1/365 of a year.
    const value = xnpv(0.1, [-100, 50, 60], ['2024-03-30', '2024-03-31', '2024-10-27']);
    const expected = -100 + 50 / Math.pow(1.1, 1 / 365) + 60 / Math.pow(1.1, 211 / 365);
    expect(value).toBeCloseTo(expected, 10);
  });

  it('pitfall: IRR near −100 % with a guess far away still lands on the single root (closed form −99.9 %), to 1e-12', () => {
    expect(valueOf(irr([-1_000, 1], 3))).toBeCloseTo(-0.999, 12);
  });

  it('invariant: the root found by the bracketing path also satisfies npv ≈ 0', () => {
    const flows = [-1, 1e-9];
    const r = valueOf(irr(flows));
    expect(Math.abs(npv(r, flows))).toBeLessThan(1e-6);
  });
});
