import { describe, expect, it } from 'vitest';
import { excelNpv, npv } from './npv.ts';

describe('npv (numpy-financial convention)', () => {
  it('numpy-financial docstring: npv(0.08, [-40000, 5000, 8000, 12000, 30000]) = 3065.22267, to 1e-5', () => {
    expect(npv(0.08, [-40_000, 5_000, 8_000, 12_000, 30_000])).toBeCloseTo(3065.22267, 5);
  });

  it('closed form: a level perpetuity-like series sums to the geometric series, relative 1e-12', () => {
    // Σ_{t=0}^{n−1} d^t = (1 − d^n)/(1 − d), d = 1/1.05, n = 360
    const d = 1 / 1.05;
    const expected = (1 - Math.pow(d, 360)) / (1 - d);
    expect(npv(0.05, new Array(360).fill(1))).toBeCloseTo(expected, 10);
  });

  it('rate 0 is the plain sum (closed form), exact', () => {
    expect(npv(0, [-3, 1, 1, 1])).toBe(0);
  });

  it('refuses a rate of −100 % or below and non-finite flows as programmer errors', () => {
    expect(() => npv(-1, [1, 2])).toThrow(RangeError);
    expect(() => npv(0.1, [1, Number.NaN])).toThrow(RangeError);
    expect(() => npv(0.1, [])).toThrow(RangeError);
  });
});

describe('excelNpv (Excel convention: first value discounted one period)', () => {
  it('Excel NPV documentation example 1: NPV(10%, -10000, 3000, 4200, 6800) = 1188.44, to 0.005', () => {
    expect(excelNpv(0.1, [-10_000, 3_000, 4_200, 6_800])).toBeCloseTo(1188.44, 2);
  });

  it('Excel NPV documentation example 2: NPV(8%, B3:B7) + B2 = 1922.06 and with −9000 in year 6 = −3749.47, to 0.005', () => {
    const later = [8_000, 9_200, 10_000, 12_000, 14_500];
    expect(excelNpv(0.08, later) - 40_000).toBeCloseTo(1922.06, 2);
    expect(excelNpv(0.08, [...later, -9_000]) - 40_000).toBeCloseTo(-3749.47, 2);
  });

  it('differs from npv by exactly one period of discounting (definition), relative 1e-14', () => {
    const v = [-500, 200, 300, 400];
    expect(excelNpv(0.07, v)).toBeCloseTo(npv(0.07, v) / 1.07, 10);
    expect(excelNpv(0.07, v)).toBeCloseTo(npv(0.07, [0, ...v]), 10);
  });
});
