import { describe, expect, it } from 'vitest';
import { rate } from './rate.ts';
import { valueOf } from './test-helpers.ts';

describe('rate', () => {
  it('closed form for pmt = 0: (fv/−pv)^(1/n) − 1 = (10000/3500)^(1/10) − 1 = 0.1106908537107528 (decimal arithmetic; numpy-financial docstring prints 0.11069085371), to 1e-13', () => {
    expect(valueOf(rate(10, 0, -3_500, 10_000))).toBeCloseTo(0.1106908537107528, 13);
  });

  it('Excel RATE documentation: RATE(48, −200, 8000) = 0.77 % monthly, 9.24 % a year, to 5e-5', () => {
    const r = valueOf(rate(48, -200, 8_000));
    expect(r).toBeCloseTo(0.0077, 4);
    expect(12 * r).toBeCloseTo(0.0924, 4);
  });

  it('defining identity: the rate found balances pv·(1+r)^n + pmt·((1+r)^n − 1)/r + fv, evaluated with Math.pow, to 1e-9 of the amounts', () => {
    const r = valueOf(rate(48, -200, 8_000));
    const g = Math.pow(1 + r, 48);
    expect(Math.abs(8_000 * g - (200 * (g - 1)) / r)).toBeLessThan(1e-6);
  });

  it('rate exactly 0: 10 payments of −100 repay 1000 at 0 % (closed form), to 1e-12', () => {
    expect(Math.abs(valueOf(rate(10, -100, 1_000)))).toBeLessThan(1e-12);
  });

  it('refuses amounts of one sign and nper ≤ 0', () => {
    expect(rate(10, -100, -1_000)).toEqual({ ok: false, reason: 'no-sign-change' });
    expect(rate(0, -100, 1_000)).toEqual({ ok: false, reason: 'invalid-input' });
    expect(rate(10, 0, 0, 0)).toEqual({ ok: false, reason: 'invalid-input' });
  });
});
