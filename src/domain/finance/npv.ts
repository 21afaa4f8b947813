import { allFinite, invalid } from './result.ts';

/**
 * Net present value with numpy-financial's convention: `cashflows[0]` is at t = 0 and is not
 * discounted; `cashflows[t]` is discounted by (1 + rate)^t.
 *
 * Formula: NPV = Σ_{t=0}^{n−1} c_t / (1 + rate)^t, evaluated by Horner's rule in 1/(1 + rate).
 * Units: the cash flows' currency; `rate` per period (0.08 = 8 %). Sign: money paid out is negative.
 * Throws RangeError when rate ≤ −1, a value is not finite or the list is empty (programmer error).
 * Differs from Excel's NPV, which discounts its first value by one period: see {@link excelNpv}.
 * Source: numpy-financial `npv`.
 * @example npv(0.08, [-40_000, 5_000, 8_000, 12_000, 30_000]) // ≈ 3065.2227 (numpy-financial docstring)
 */
export function npv(rate: number, cashflows: ArrayLike<number>): number {
  if (!Number.isFinite(rate) || rate <= -1) invalid('npv', `rate must be a finite number above -1, got ${rate}`);
  if (cashflows.length === 0 || !allFinite(cashflows)) invalid('npv', 'cashflows must be a non-empty list of finite numbers');
  const d = 1 / (1 + rate);
  let acc = 0;
  for (let t = cashflows.length - 1; t >= 0; t--) acc = acc * d + cashflows[t]!;
  return acc;
}

/**
 * Net present value with Excel's NPV convention: the first value falls at the end of the first
 * period and is discounted once, so excelNpv(r, v) = npv(r, v) / (1 + r) = npv(r, [0, ...v]).
 * To value an outlay made today, add it outside: excelNpv(r, later) + outlay.
 *
 * Formula: NPV = Σ_{i=1}^{n} v_i / (1 + rate)^i. Units and sign as {@link npv}; throws likewise.
 * Source: Microsoft Excel NPV function documentation.
 * @example excelNpv(0.1, [-10_000, 3_000, 4_200, 6_800]) // ≈ 1188.44 (Excel documentation example)
 */
export function excelNpv(rate: number, values: ArrayLike<number>): number {
  if (values.length === 0) invalid('excelNpv', 'values must not be empty');
  return npv(rate, values) / (1 + rate);
}
