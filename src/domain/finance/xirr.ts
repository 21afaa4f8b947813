import { yearFractions } from './dates.ts';
import { DatedNpvEquation } from './dated-equation.ts';
import { solveRate } from './rate-solver.ts';
import { allFinite, failed, hasSignChange, invalid } from './result.ts';
import type { SolverResult } from './result.ts';

/**
 * Net present value of dated cash flows, Excel's XNPV convention.
 *
 * Formula: XNPV = Σ c_i / (1 + rate)^((d_i − d_1)/365), d_1 the first date in the list, actual days.
 * Dates are 'YYYY-MM-DD', read as calendar dates (no time zone). Later dates may be in any order.
 * Units: currency; `rate` is annual. Sign: money paid out is negative. Throws RangeError (programmer
 * error) for rate ≤ −1, non-finite values, mismatched lengths, a malformed date, or a date before
 * the first. Source: Microsoft Excel XNPV documentation.
 * @example xnpv(0.09, [-10_000, 2_750, 4_250, 3_250, 2_750], ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01']) // ≈ 2086.65 (Excel example)
 */
export function xnpv(rate: number, cashflows: ArrayLike<number>, dates: readonly string[]): number {
  if (!Number.isFinite(rate) || rate <= -1) invalid('xnpv', `rate must be a finite number above -1, got ${rate}`);
  if (cashflows.length === 0 || cashflows.length !== dates.length || !allFinite(cashflows)) {
    invalid('xnpv', 'cashflows must be finite numbers, one per date');
  }
  const times = yearFractions(dates);
  if (times === null) invalid('xnpv', 'dates must be YYYY-MM-DD calendar dates, none before the first');
  const lg = Math.log1p(rate);
  let acc = 0;
  for (let i = 0; i < times.length; i++) acc += cashflows[i]! * Math.exp(-times[i]! * lg);
  return acc;
}

/**
 * Internal rate of return of dated cash flows (Excel's XIRR): the annual rate r > −1 at which
 * xnpv(r, cashflows, dates) = 0.
 *
 * Method as {@link irr}: Newton from `guess`, then a bracketing scan of log(1 + r) and bisection;
 * accuracy well inside Excel's 1e−8 (0.000001 %). Dates as {@link xnpv}.
 * Returns 'invalid-input' (mismatched lengths, malformed date, date before the first, non-finite
 * value), 'no-sign-change' (flows of one sign), 'no-convergence'.
 * Source: Microsoft Excel XIRR documentation.
 * @example xirr([-10_000, 2_750, 4_250, 3_250, 2_750], ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01']) // ≈ 0.373362535 (Excel example)
 */
export function xirr(cashflows: ArrayLike<number>, dates: readonly string[], guess = 0.1): SolverResult {
  if (cashflows.length < 2 || cashflows.length !== dates.length || !allFinite(cashflows) || !Number.isFinite(guess)) {
    return failed('invalid-input');
  }
  const times = yearFractions(dates);
  if (times === null) return failed('invalid-input');
  if (!hasSignChange(cashflows)) return failed('no-sign-change');
  return solveRate(new DatedNpvEquation(cashflows, times), guess > -1 ? guess : 0.1);
}
