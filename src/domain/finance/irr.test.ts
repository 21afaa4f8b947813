import { describe, expect, it } from 'vitest';
import { irr, mirr } from './irr.ts';
import { npv } from './npv.ts';
import { valueOf } from './test-helpers.ts';

describe('irr', () => {
  it('numpy-financial docstring examples (printed to 4–5 decimals), to 5e-5', () => {
    expect(valueOf(irr([-100, 39, 59, 55, 20]))).toBeCloseTo(0.28095, 4);
    expect(valueOf(irr([-100, 0, 0, 74]))).toBeCloseTo(-0.0955, 4);
    expect(valueOf(irr([-100, 100, 0, -7]))).toBeCloseTo(-0.0833, 4);
    expect(valueOf(irr([-100, 100, 0, 7]))).toBeCloseTo(0.06206, 4);
    expect(valueOf(irr([-5, 10.5, 1, -8, 1]))).toBeCloseTo(0.0886, 4);
  });

  it('Excel IRR documentation: 8.66 % (5 years), −2.12 % (4 years), −44.35 % (2 years, guess −10 %), to 5e-5', () => {
    const v = [-70_000, 12_000, 15_000, 18_000, 21_000, 26_000];
    expect(valueOf(irr(v))).toBeCloseTo(0.0866, 4);
    expect(valueOf(irr(v.slice(0, 5)))).toBeCloseTo(-0.0212, 4);
    expect(valueOf(irr(v.slice(0, 3), -0.1))).toBeCloseTo(-0.4435, 4);
  });

  it('closed form: [-P, P(1+r)^n at t = n] has IRR r, to 1e-12', () => {
    expect(valueOf(irr([-1_000, 0, 0, 0, 1_000 * Math.pow(1.07, 4)]))).toBeCloseTo(0.07, 12);
  });

  it('closed form (quadratic in 1/(1+r)): [-100, 230, -132] has roots 10 % and 20 %; Newton from the guess picks the near one, to 1e-12', () => {
    expect(valueOf(irr([-100, 230, -132], 0.05))).toBeCloseTo(0.1, 12);
    expect(valueOf(irr([-100, 230, -132], 0.3))).toBeCloseTo(0.2, 12);
  });

  it('refuses flows of one sign, too few flows and non-finite values', () => {
    expect(irr([100, 20, 30])).toEqual({ ok: false, reason: 'no-sign-change' });
    expect(irr([-100, 0, -5])).toEqual({ ok: false, reason: 'no-sign-change' });
    expect(irr([0, 0, 0])).toEqual({ ok: false, reason: 'no-sign-change' });
    expect(irr([-100])).toEqual({ ok: false, reason: 'invalid-input' });
    expect(irr([-100, Number.POSITIVE_INFINITY])).toEqual({ ok: false, reason: 'invalid-input' });
  });

  it('refuses flows whose NPV has no real root (1 − 3d + 3d², discriminant < 0) instead of returning an iterate', () => {
    const result = irr([1, -3, 3]);
    expect(result.ok).toBe(false);
  });

  it('invariant: npv(irr(x), x) ≈ 0 within 1e-9 of the flows’ scale', () => {
    const x = [-70_000, 12_000, 15_000, 18_000, 21_000, 26_000];
    expect(Math.abs(npv(valueOf(irr(x)), x))).toBeLessThan(1e-9 * 70_000);
  });
});

describe('mirr', () => {
  it('Excel MIRR documentation: 12.61 %, −4.80 % (3 years), 13.48 % (reinvest 14 %), to 5e-5', () => {
    const v = [-120_000, 39_000, 30_000, 21_000, 37_000, 46_000];
    expect(valueOf(mirr(v, 0.1, 0.12))).toBeCloseTo(0.1261, 4);
    expect(valueOf(mirr(v.slice(0, 4), 0.1, 0.12))).toBeCloseTo(-0.048, 4);
    expect(valueOf(mirr(v, 0.1, 0.14))).toBeCloseTo(0.1348, 4);
  });

  it('closed form: one outlay and one final inflow give (FV/PV)^(1/n) − 1 whatever the rates, to 1e-12', () => {
    expect(valueOf(mirr([-100, 0, 0, 133.1], 0.05, 0.2))).toBeCloseTo(0.1, 12);
  });

  it('each flow keeps its period: zeros in the middle are not dropped (closed form), to 1e-12', () => {
    // −100 at t=0, +121 at t=2 reinvested to t=3 at 0 %: (121/100)^(1/3) − 1
    expect(valueOf(mirr([-100, 0, 121, 0], 0.1, 0))).toBeCloseTo(Math.cbrt(1.21) - 1, 12);
  });

  it('no answer without both signs; invalid rates are a value', () => {
    expect(mirr([100, 200], 0.1, 0.1)).toEqual({ ok: false, reason: 'no-sign-change' });
    expect(mirr([-100, 200], -1, 0.1)).toEqual({ ok: false, reason: 'invalid-input' });
  });
});
