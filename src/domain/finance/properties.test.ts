import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fv, pmt, pv } from './annuity.ts';
import { irr } from './irr.ts';
import { npv } from './npv.ts';
import { rate } from './rate.ts';
import { valueOf } from './test-helpers.ts';
import { xirr } from './xirr.ts';

const rates = fc.double({ min: -0.95, max: 3, noNaN: true });
const inflows = fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 });

describe('properties (fast-check)', () => {
  it('an outlay followed by non-negative inflows has a unique IRR: the rate the outlay was built from (construction), to 1e-7', () => {
    fc.assert(
      fc.property(rates, inflows, (r, later) => {
        fc.pre(later.some((c) => c > 1e-3));
        const outlay = -npv(r, [0, ...later]);
        fc.pre(outlay < -1e-9);
        const found = irr([outlay, ...later]);
        expect(found.ok).toBe(true);
        expect(Math.abs(valueOf(found) - r)).toBeLessThan(1e-7 * Math.max(1, Math.abs(r)));
      }),
      { numRuns: 300 },
    );
  });

  // Backward error: r is a double, so the best any solver can return is the root rounded to r's own grid. Where the
  // NPV is steep (a root near r = −1, e.g. [723763.91, −0.01]: 1 + r ≈ 1.4e-8), one ulp of r moves the NPV by
  // |NPV'(r)|·ulp(r), far above 1e-9 of the flows' scale. The bound is the relative 1e-9 plus that rounding term
  // (|NPV'(r)| · 4ε · max(1, |r|)), the criterion of a root correct to the last bits of its representation.
  const roundingTerm = (r: number, x: readonly number[]) =>
    Math.abs(x.reduce((s, c, t) => s - t * c * (1 + r) ** (-t - 1), 0)) * 4 * Number.EPSILON * Math.max(1, Math.abs(r));
  const rootHolds = (x: number[], guess: number) => {
    const result = irr(x, guess);
    if (!result.ok) return;
    const r = result.value;
    const scale = npv(r, x.map(Math.abs));
    expect(Math.abs(npv(r, x))).toBeLessThanOrEqual(1e-9 * scale + roundingTerm(r, x));
  };

  it('whenever irr answers, npv(irr(x), x) ≈ 0: within 1e-9 of Σ|c_t|/(1+r)^t plus the rounding of r itself', () => {
    const cents = fc.integer({ min: -100_000_000, max: 100_000_000 }).map((c) => c / 100);
    const flows = fc.array(cents, { minLength: 2, maxLength: 30 });
    fc.assert(fc.property(flows, fc.double({ min: -0.9, max: 2, noNaN: true }), rootHolds), { numRuns: 300 });
  });

  it('the steep root found by fast-check on 2026-11-29 ([723763.91, −0.01] from guess 0) holds by the same bound', () => {
    rootHolds([723763.91, -0.01], 0);
    // And the bound is not vacuous there: the rounding term is small beside the flows (under 1e-6 of them).
    const r = irr([723763.91, -0.01], 0);
    if (r.ok) expect(roundingTerm(r.value, [723763.91, -0.01])).toBeLessThan(1e-6 * 723763.91);
  });

  it('annuity identities: fv(r, n, pmt(r, n, p, f), p) = f and pv(r, n, pmt(r, n, p, f), f) = p (relative 1e-8)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.constantFrom('end' as const, 'begin' as const),
        (r, n, p, f, when) => {
          const payment = pmt(r, n, p, f, when);
          fc.pre(Number.isFinite(payment) && Math.abs(payment) < 1e12);
          const scale = Math.abs(p) * Math.exp(n * Math.log1p(r)) + Math.abs(f) + Math.abs(payment) * n + 1;
          expect(Math.abs(fv(r, n, payment, p, when) - f)).toBeLessThan(1e-8 * scale);
          const scaleNow = Math.abs(p) + (Math.abs(f) + Math.abs(payment) * n) * Math.exp(-n * Math.log1p(r)) + 1;
          expect(Math.abs(pv(r, n, payment, f, when) - p)).toBeLessThan(1e-8 * Math.max(scaleNow, scale * Math.exp(-n * Math.log1p(r))));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rate recovers the rate a loan was priced at (round trip), to 1e-7', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.2, max: 0.5, noNaN: true }), fc.integer({ min: 1, max: 360 }), (r, n) => {
        const payment = pmt(r, n, 10_000);
        expect(Math.abs(valueOf(rate(n, payment, 10_000)) - r)).toBeLessThan(1e-7);
      }),
      { numRuns: 200 },
    );
  });

  it('xirr on 365-day spaced dates equals irr (identity), to 1e-9', () => {
    const dates = ['2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01'];
    fc.assert(
      fc.property(rates, fc.array(fc.double({ min: 1, max: 1e5, noNaN: true }), { minLength: 3, maxLength: 3 }), (r, later) => {
        const flows = [-npv(r, [0, ...later]), ...later];
        expect(Math.abs(valueOf(xirr(flows, dates)) - valueOf(irr(flows)))).toBeLessThan(1e-9 * Math.max(1, Math.abs(r)));
      }),
      { numRuns: 100 },
    );
  });
});
