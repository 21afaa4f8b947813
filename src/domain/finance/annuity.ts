import { failed, invalid, solved } from './result.ts';
import type { PaymentTiming, SolverResult } from './result.ts';

/** (1 + rate)^nper computed as exp(nper·log1p(rate)) so tiny rates keep their digits. */
export function growthFactor(rate: number, nper: number): number {
  return Math.exp(nper * Math.log1p(rate));
}

/**
 * Annuity factor ((1 + r)^n − 1) / r, exactly n when r = 0; expm1/log1p keep it accurate near 0.
 * @example annuityFactor(0, 12) // 12
 */
export function annuityFactor(rate: number, nper: number): number {
  return rate === 0 ? nper : Math.expm1(nper * Math.log1p(rate)) / rate;
}

/** 1 for payments at the beginning of a period, 0 at the end (numpy-financial's `when`). */
export function timingShift(when: PaymentTiming): number {
  if (when === 'end') return 0;
  if (when === 'begin') return 1;
  return invalid('annuity', `when must be 'end' or 'begin', got ${String(when)}`);
}

function check(fn: string, rate: number, nper: number, a: number, b: number): void {
  if (!Number.isFinite(rate) || rate <= -1) invalid(fn, `rate must be a finite number above -1, got ${rate}`);
  if (!Number.isFinite(nper)) invalid(fn, `nper must be finite, got ${nper}`);
  if (!Number.isFinite(a) || !Number.isFinite(b)) invalid(fn, 'amounts must be finite');
}

/**
 * Level payment per period that turns present value `pv` into future value `fv` over `nper` periods.
 *
 * Formula: pmt = −(fv + pv·(1+r)^n) / ((1 + r·w)·((1+r)^n − 1)/r), with w = 1 for 'begin', 0 for 'end';
 * at r = 0 exactly, pmt = −(fv + pv)/n. Units: money per period; `rate` per period.
 * Sign convention: money paid out is negative, so a loan received (pv > 0) gives pmt < 0.
 * Throws RangeError when rate ≤ −1, nper = 0 or an argument is not finite (programmer error).
 * Source: numpy-financial `pmt`; Excel PMT.
 * @example pmt(0.075 / 12, 12 * 15, 200_000) // ≈ -1854.0247 (numpy-financial docstring)
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, when: PaymentTiming = 'end'): number {
  check('pmt', rate, nper, pv, fv);
  if (nper === 0) invalid('pmt', 'nper must not be 0');
  const w = timingShift(when);
  return -(fv + pv * growthFactor(rate, nper)) / ((1 + rate * w) * annuityFactor(rate, nper));
}

/**
 * Present value of `nper` level payments `pmt` plus a final `fv`.
 *
 * Formula: pv = −(fv + pmt·(1 + r·w)·((1+r)^n − 1)/r) / (1+r)^n; at r = 0, pv = −(fv + pmt·n).
 * Units: money; sign convention as {@link pmt}. Throws RangeError on rate ≤ −1 or non-finite input.
 * Source: numpy-financial `pv`; Excel PV.
 * @example pv(0.05 / 12, 10 * 12, -100, 15692.93) // ≈ -100.00067 (numpy-financial docstring)
 */
export function pv(rate: number, nper: number, pmt: number, fv = 0, when: PaymentTiming = 'end'): number {
  check('pv', rate, nper, pmt, fv);
  const w = timingShift(when);
  return -(fv + pmt * (1 + rate * w) * annuityFactor(rate, nper)) / growthFactor(rate, nper);
}

/**
 * Future value after `nper` periods of a present value `pv` and level payments `pmt`.
 *
 * Formula: fv = −(pv·(1+r)^n + pmt·(1 + r·w)·((1+r)^n − 1)/r); at r = 0, fv = −(pv + pmt·n).
 * Units: money; sign convention as {@link pmt}. Throws RangeError on rate ≤ −1 or non-finite input.
 * Source: numpy-financial `fv`; Excel FV.
 * @example fv(0.05 / 12, 10 * 12, -100, -100) // ≈ 15692.9289 (numpy-financial docstring)
 */
export function fv(rate: number, nper: number, pmt: number, pv = 0, when: PaymentTiming = 'end'): number {
  check('fv', rate, nper, pmt, pv);
  const w = timingShift(when);
  return -(pv * growthFactor(rate, nper) + pmt * (1 + rate * w) * annuityFactor(rate, nper));
}

/**
 * Number of periods for level payments `pmt` to take `pv` to `fv`.
 *
 * Formula: with z = pmt·(1 + r·w)/r, n = log((z − fv)/(pv + z)) / log(1 + r), evaluated as
 * log1p(−(fv + pv)/(pv + z)) / log1p(r) so rates near 0 keep their digits; at r = 0, n = −(pv + fv)/pmt.
 * A negative n is a valid answer (Excel returns it too: the balance was reached n periods ago).
 * Returns `{ ok: false, reason: 'no-sign-change' }` when no n balances the equation (for example a
 * payment that does not cover the interest), `'invalid-input'` for rate ≤ −1, non-finite input, or
 * pmt = 0 at r = 0. Source: numpy-financial `nper`; Excel NPER.
 * @example nper(0.07 / 12, -150, 8000) // { ok: true, value: ≈ 64.0733 } (numpy-financial docstring)
 */
export function nper(rate: number, pmt: number, pv: number, fv = 0, when: PaymentTiming = 'end'): SolverResult {
  if (!Number.isFinite(rate) || rate <= -1 || !Number.isFinite(pmt) || !Number.isFinite(pv) || !Number.isFinite(fv)) {
    return failed('invalid-input');
  }
  if (when !== 'end' && when !== 'begin') return failed('invalid-input');
  const w = when === 'begin' ? 1 : 0;
  if (rate === 0) {
    if (pmt === 0) return failed(pv + fv === 0 ? 'invalid-input' : 'no-sign-change');
    return solved(-(pv + fv) / pmt);
  }
  const z = (pmt * (1 + rate * w)) / rate;
  const ratioMinusOne = -(fv + pv) / (pv + z);
  if (!Number.isFinite(ratioMinusOne) || !(ratioMinusOne > -1)) return failed('no-sign-change');
  const n = Math.log1p(ratioMinusOne) / Math.log1p(rate);
  return Number.isFinite(n) ? solved(n) : failed('no-sign-change');
}
