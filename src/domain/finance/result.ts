/**
 * Why a solver found no answer.
 *
 * - `'no-sign-change'`: no root exists — the cash flows (or the equation's value) keep one sign
 *   over the whole domain, so nothing can balance them.
 * - `'no-convergence'`: a root may exist but neither Newton's iteration from the guess nor the
 *   bracketing scan reached one within tolerance; no approximate value is returned.
 * - `'invalid-input'`: an argument is not finite, has the wrong length, a date is malformed or
 *   earlier than the first date, a period count is not positive, and so on.
 */
export type SolverFailureReason = 'no-sign-change' | 'no-convergence' | 'invalid-input';

/**
 * Outcome of a solver (irr, xirr, mirr, rate, nper): a value that satisfies the equation to the
 * documented tolerance, or the reason there is none. A solver never returns an unconverged iterate.
 *
 * @example
 * const r = irr([-100, 110]);
 * if (r.ok) r.value; // 0.1
 */
export type SolverResult = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly reason: SolverFailureReason };

/** Builds a successful {@link SolverResult}. @example solved(0.1) // { ok: true, value: 0.1 } */
export function solved(value: number): SolverResult {
  return { ok: true, value };
}

/** Builds a failed {@link SolverResult}. @example failed('no-sign-change') */
export function failed(reason: SolverFailureReason): SolverResult {
  return { ok: false, reason };
}

/** Payment timing of an annuity: at the end (ordinary annuity) or the beginning (annuity due) of each period. */
export type PaymentTiming = 'end' | 'begin';

/** True when every element is a finite number. @example allFinite([1, 2]) // true */
export function allFinite(values: ArrayLike<number>): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i])) return false;
  return true;
}

/** True when the values hold at least one strictly positive and one strictly negative element. */
export function hasSignChange(values: ArrayLike<number>): boolean {
  let pos = false;
  let neg = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v > 0) pos = true;
    else if (v < 0) neg = true;
  }
  return pos && neg;
}

/** Throws a RangeError naming the function and the problem: used for programmer errors only. */
export function invalid(fn: string, message: string): never {
  throw new RangeError(`${fn}: ${message}`);
}
