import { describe, expect, it } from 'vitest';
import { fv, nper, pmt, pv } from './annuity.ts';

function value(r: { ok: boolean; value?: number }): number {
  if (!r.ok || r.value === undefined) throw new Error('expected a value');
  return r.value;
}

describe('pmt', () => {
  it('numpy-financial docstring: pmt(0.075/12, 12*15, 200000) = -1854.0247200054619, relative 1e-12', () => {
    expect(pmt(0.075 / 12, 12 * 15, 200_000)).toBeCloseTo(-1854.0247200054619, 8);
  });

  it('Excel PMT documentation: -1037.03 (end), -1030.16 (begin), -129.08 (savings to 50000), to 0.005', () => {
    expect(pmt(0.08 / 12, 10, 10_000)).toBeCloseTo(-1037.03, 2);
    expect(pmt(0.08 / 12, 10, 10_000, 0, 'begin')).toBeCloseTo(-1030.16, 2);
    expect(pmt(0.06 / 12, 18 * 12, 0, 50_000)).toBeCloseTo(-129.08, 2);
  });

  it('closed form at rate exactly 0: −(pv + fv)/n, exact', () => {
    expect(pmt(0, 10, 1_000)).toBe(-100);
    expect(pmt(0, 4, 100, 100, 'begin')).toBe(-50);
  });

  it('refuses nper = 0 and rate ≤ −1 as programmer errors', () => {
    expect(() => pmt(0.1, 0, 100)).toThrow(RangeError);
    expect(() => pmt(-1, 10, 100)).toThrow(RangeError);
  });
});

describe('fv and pv', () => {
  it('numpy-financial docstring: fv(0.05/12, 120, -100, -100) = 15692.928894335748, relative 1e-12', () => {
    expect(fv(0.05 / 12, 10 * 12, -100, -100)).toBeCloseTo(15692.928894335748, 7);
  });

  it('Excel FV documentation: 2581.40, 12682.50, 82846.25, to 0.005', () => {
    expect(fv(0.06 / 12, 10, -200, -500, 'begin')).toBeCloseTo(2581.4, 2);
    expect(fv(0.12 / 12, 12, -1_000)).toBeCloseTo(12682.5, 2);
    expect(fv(0.11 / 12, 35, -2_000, 0, 'begin')).toBeCloseTo(82846.25, 2);
  });

  it('numpy-financial docstring: pv(0.05/12, 120, -100, 15692.93) = -100.00067131625819, to 1e-9', () => {
    expect(pv(0.05 / 12, 10 * 12, -100, 15_692.93)).toBeCloseTo(-100.00067131625819, 9);
  });

  it('Excel PV documentation: PV(0.08/12, 240, 500) = -59777.15, to 0.005', () => {
    expect(pv(0.08 / 12, 12 * 20, 500, 0)).toBeCloseTo(-59_777.15, 2);
  });

  it('closed forms at rate exactly 0: fv = −(pv + pmt·n), pv = −(fv + pmt·n), exact', () => {
    expect(fv(0, 10, -100)).toBe(1_000);
    expect(pv(0, 10, -100, 0)).toBe(1_000);
  });
});

describe('nper', () => {
  it('numpy-financial docstring: nper(0.07/12, -150, 8000) = 64.07334877066185, to 1e-9', () => {
    expect(value(nper(0.07 / 12, -150, 8_000))).toBeCloseTo(64.07334877066185, 9);
  });

  it('Excel NPER documentation: 59.6738657, 60.0821229, -9.57859404, to 1e-7', () => {
    expect(value(nper(0.12 / 12, -100, -1_000, 10_000, 'begin'))).toBeCloseTo(59.6738657, 7);
    expect(value(nper(0.12 / 12, -100, -1_000, 10_000))).toBeCloseTo(60.0821229, 7);
    expect(value(nper(0.12 / 12, -100, -1_000))).toBeCloseTo(-9.57859404, 7);
  });

  it('has no answer when the payment does not cover the interest (closed form: log of a negative number)', () => {
    expect(nper(0.1, -50, 1_000)).toEqual({ ok: false, reason: 'no-sign-change' });
  });

  it('rate exactly 0: −(pv + fv)/pmt, exact; pmt = 0 has no answer', () => {
    expect(value(nper(0, -100, 1_000))).toBe(10);
    expect(nper(0, 0, 1_000).ok).toBe(false);
  });

  it('invalid input is a value, not a throw', () => {
    expect(nper(Number.NaN, -1, 1)).toEqual({ ok: false, reason: 'invalid-input' });
    expect(nper(-1, -1, 1)).toEqual({ ok: false, reason: 'invalid-input' });
  });
});
