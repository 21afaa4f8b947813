import { allFinite, invalid } from './result.ts';

function recovery(fn: string, flows: ArrayLike<number>, rate: number): number | null {
  if (flows.length === 0 || !allFinite(flows)) invalid(fn, 'cashflows must be a non-empty list of finite numbers');
  if (!Number.isFinite(rate) || rate <= -1) invalid(fn, `rate must be a finite number above -1, got ${rate}`);
  const d = 1 / (1 + rate);
  let cumulative = 0;
  let factor = 1;
  let lastNegative = -1;
  let lastNegativeCumulative = 0;
  let gross = 0;
  const discounted = new Float64Array(flows.length);
  for (let t = 0; t < flows.length; t++) {
    discounted[t] = flows[t]! * factor;
    gross += Math.abs(discounted[t]!);
    cumulative += discounted[t]!;
    // A shortfall within rounding of the gross flows (1e-12) counts as recovered.
    if (cumulative < -1e-12 * gross) {
      lastNegative = t;
      lastNegativeCumulative = cumulative;
    }
    factor *= d;
  }
  if (lastNegative === -1) return 0;
  if (lastNegative === flows.length - 1) return null;
  return lastNegative + -lastNegativeCumulative / discounted[lastNegative + 1]!;
}

/**
 * Payback period: the time, in periods from t = 0, after which the cumulative cash flow is and stays
 * non-negative, interpolated linearly within the period of recovery (the flow of a period is taken
 * as spread evenly over it).
 *
 * Formula: with k the last period whose cumulative sum C_k is negative, payback = k + (−C_k)/c_{k+1}.
 * A shortfall smaller than 1e−12 of the gross flows counts as recovered (rounding, not money).
 * Returns 0 when the cumulative sum is never negative and null when it is still negative at the last
 * flow (never paid back — no finite number is invented). A later dip below zero (a reinvestment)
 * moves the payback past it. Throws RangeError on an empty list or non-finite values.
 * Source: textbook payback rule (e.g. Brealey, Myers & Allen, Principles of Corporate Finance).
 * @example paybackPeriod([-100, 50, 60]) // 1 + 50/60 ≈ 1.8333
 */
export function paybackPeriod(cashflows: ArrayLike<number>): number | null {
  return recovery('paybackPeriod', cashflows, 0);
}

/**
 * Discounted payback period: as {@link paybackPeriod} on the flows discounted to t = 0,
 * c_t / (1 + rate)^t, interpolated within the period of recovery on the discounted flow.
 * Returns null when the discounted flows never recover the outlay. Units: periods; `rate` per period.
 * Source: textbook discounted payback rule.
 * @example discountedPaybackPeriod(0.1, [-100, 55, 60.5]) // 1 + 50/50 = 2
 */
export function discountedPaybackPeriod(rate: number, cashflows: ArrayLike<number>): number | null {
  return recovery('discountedPaybackPeriod', cashflows, rate);
}
