import { describe, expect, it } from 'vitest';
import { irr } from './irr.ts';
import { valueOf } from './test-helpers.ts';
import { xirr, xnpv } from './xirr.ts';

const values = [-10_000, 2_750, 4_250, 3_250, 2_750];
const dates = ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01'];

describe('xnpv', () => {
  it('Excel XNPV documentation: 2086.65 at 9 %, to 0.005', () => {
    expect(xnpv(0.09, values, dates)).toBeCloseTo(2086.65, 2);
  });

  it('later dates in any order give the same value (definition), to 1e-9', () => {
    const order = [0, 3, 1, 4, 2];
    expect(
      xnpv(
        0.09,
        order.map((i) => values[i]!),
        order.map((i) => dates[i]!),
      ),
    ).toBeCloseTo(xnpv(0.09, values, dates), 9);
  });

  it('refuses a date before the first, a malformed date and mismatched lengths (programmer errors)', () => {
    expect(() => xnpv(0.1, [1, -1], ['2020-01-02', '2020-01-01'])).toThrow(RangeError);
    expect(() => xnpv(0.1, [1, -1], ['2020-01-01', '2020-02-30'])).toThrow(RangeError);
    expect(() => xnpv(0.1, [1, -1], ['2020-01-01'])).toThrow(RangeError);
  });
});

describe('xirr', () => {
  it('Excel XIRR documentation: 0.373362535 (37.34 %), to 1e-8', () => {
    expect(valueOf(xirr(values, dates))).toBeCloseTo(0.373362535, 8);
  });

  it('flows exactly 365 days apart equal the periodic IRR (identity (d − d0)/365 = t), to 1e-10', () => {
    const flows = [-1_000, 300, 400, 500];
    const yearly = ['2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01']; // no 29 February in between
    expect(valueOf(xirr(flows, yearly))).toBeCloseTo(valueOf(irr(flows)), 10);
  });

  it('refuses a date before the first and flows of one sign as values', () => {
    expect(xirr([-1, 2], ['2020-01-02', '2020-01-01'])).toEqual({ ok: false, reason: 'invalid-input' });
    expect(xirr([1, 2], ['2020-01-01', '2020-06-01'])).toEqual({ ok: false, reason: 'no-sign-change' });
    expect(xirr([1, 2], ['2020-01-01'])).toEqual({ ok: false, reason: 'invalid-input' });
  });
});
