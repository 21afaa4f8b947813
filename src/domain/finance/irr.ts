import { npv } from './npv.ts';
import { PeriodicNpvEquation } from './periodic-equation.ts';
import { solveRate } from './rate-solver.ts';
import { allFinite, failed, hasSignChange, solved } from './result.ts';
import type { SolverResult } from './result.ts';

/**
 * Internal rate of return: the rate r > −1 at which npv(r, cashflows) = 0, flows at t = 0, 1, 2, ...
 *
 * Method: Newton's iteration from `guess`, as Excel documents IRR, so with several sign changes the
 * root returned is the one Newton reaches from the guess; when Newton fails (overshoot below −100 %,
 * overflow, flat slope, no convergence in 100 steps) the rate is bracketed on a scan of
 * x = log(1 + r) from 1 + r ≈ 1e−20 to r ≈ 1.2e6, and the bracket nearest the guess is bisected.
 * Accuracy: |f(r)| within 8 ulps of Σ|c_t|/(1 + r)^t, or a Newton step below 1e−12 — much tighter than
 * Excel's 1e−7 (0.00001 %). A double root is found by Newton only (it cannot be bracketed); its
 * accuracy is then limited to about √ε·|1 + r| ≈ 1e−7·|1 + r| by rounding.
 * Units: rate per period. Sign: money paid out is negative.
 * Returns 'no-sign-change' for flows of one sign, 'invalid-input' for fewer than two or non-finite
 * values or a non-finite guess, 'no-convergence' when no root was reached.
 * Source: Excel IRR documentation (Newton from a guess, tolerance 0.00001 %), numpy-financial `irr`.
 * @example irr([-100, 39, 59, 55, 20]) // { ok: true, value: ≈ 0.28094842 } (numpy-financial docstring)
 */
export function irr(cashflows: ArrayLike<number>, guess = 0.1): SolverResult {
  if (cashflows.length < 2 || !allFinite(cashflows) || !Number.isFinite(guess)) return failed('invalid-input');
  if (!hasSignChange(cashflows)) return failed('no-sign-change');
  return solveRate(new PeriodicNpvEquation(cashflows), guess > -1 ? guess : 0.1);
}

/**
 * Modified internal rate of return: negative flows are financed at `financeRate`, positive flows are
 * reinvested at `reinvestRate`; each flow keeps its own period (zeros are not dropped).
 *
 * Formula (n values, t = 0..n−1): MIRR = (FV_reinvest(positives) / −PV_finance(negatives))^(1/(n−1)) − 1,
 * where FV_reinvest = Σ_{c_t>0} c_t (1 + reinvestRate)^(n−1−t) and PV_finance = Σ_{c_t<0} c_t / (1 + financeRate)^t.
 * Units: rates per period. Returns 'no-sign-change' without both a positive and a negative flow,
 * 'invalid-input' for fewer than two or non-finite values or a rate ≤ −1.
 * Source: Excel MIRR documentation; numpy-financial `mirr`.
 * @example mirr([-120_000, 39_000, 30_000, 21_000, 37_000, 46_000], 0.1, 0.12) // ≈ 0.126094 (Excel example)
 */
export function mirr(cashflows: ArrayLike<number>, financeRate: number, reinvestRate: number): SolverResult {
  const n = cashflows.length;
  if (n < 2 || !allFinite(cashflows)) return failed('invalid-input');
  if (!(financeRate > -1) || !(reinvestRate > -1) || !Number.isFinite(financeRate) || !Number.isFinite(reinvestRate)) {
    return failed('invalid-input');
  }
  if (!hasSignChange(cashflows)) return failed('no-sign-change');
  const positives = new Float64Array(n);
  const negatives = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const c = cashflows[t]!;
    if (c > 0) positives[t] = c;
    else negatives[t] = c;
  }
  const fvPositives = npv(reinvestRate, positives) * Math.exp((n - 1) * Math.log1p(reinvestRate));
  const pvNegatives = npv(financeRate, negatives);
  const value = Math.expm1(Math.log(fvPositives / -pvNegatives) / (n - 1));
  return Number.isFinite(value) ? solved(value) : failed('no-convergence');
}
