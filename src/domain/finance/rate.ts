import type { RateEquation } from './rate-solver.ts';
import { solveRate } from './rate-solver.ts';
import { failed } from './result.ts';
import type { PaymentTiming, SolverResult } from './result.ts';

/** dA/dr for A(r) = ((1 + r)^n − 1)/r; a two-term series near r = 0, where the closed form cancels. */
function annuitySlope(r: number, n: number, growth: number, factor: number): number {
  if (Math.abs(r) < 1e-6) return (n * (n - 1)) / 2 + ((n * (n - 1) * (n - 2)) / 3) * r;
  return ((n * growth) / (1 + r) - factor) / r;
}

/** pv·(1+r)^n + pmt·(1 + r·w)·A(r) + fv = 0, the identity behind PV, FV, PMT and NPER. */
class AnnuityEquation implements RateEquation {
  readonly n: number;
  readonly pmt: number;
  readonly pv: number;
  readonly fv: number;
  readonly w: number;

  constructor(n: number, pmt: number, pv: number, fv: number, w: number) {
    this.n = n;
    this.pmt = pmt;
    this.pv = pv;
    this.fv = fv;
    this.w = w;
  }

  evaluate(r: number, out: Float64Array): void {
    const { n, pmt, pv, fv, w } = this;
    const lg = Math.log1p(r);
    const growth = Math.exp(n * lg);
    const factor = r === 0 ? n : Math.expm1(n * lg) / r;
    const due = 1 + r * w;
    out[0] = pv * growth + pmt * due * factor + fv;
    const slopeTerms = [(pv * n * growth) / (1 + r), pmt * w * factor, pmt * due * annuitySlope(r, n, growth, factor)] as const;
    out[1] = slopeTerms[0] + slopeTerms[1] + slopeTerms[2];
    out[2] = Math.abs(pv) * growth + Math.abs(pmt * due) * factor + Math.abs(fv);
    out[3] = Math.abs(slopeTerms[0]) + Math.abs(slopeTerms[1]) + Math.abs(slopeTerms[2]);
  }

  scaled(x: number): number {
    const { n, pmt, pv, fv, w } = this;
    const r = Math.expm1(x);
    const due = 1 + r * w;
    if (x >= 0) {
      const shrink = Math.exp(-n * x);
      const part = r === 0 ? n : -Math.expm1(-n * x) / r;
      return pv + pmt * due * part + fv * shrink;
    }
    return pv * Math.exp(n * x) + (pmt * due * Math.expm1(n * x)) / r + fv;
  }
}

/**
 * Interest rate per period at which `nper` level payments `pmt` take present value `pv` to `fv`.
 *
 * Solves pv·(1+r)^n + pmt·(1 + r·w)·((1+r)^n − 1)/r + fv = 0 (w = 1 for 'begin', 0 for 'end') by
 * Newton's iteration from `guess` (as Excel documents RATE), then a bracketing scan of
 * log(1 + r) if Newton fails. Near r = 0 the terms use expm1/log1p and a series for the slope.
 * Accuracy: residual within 8 ulps of its scale or a step below 1e−12 (Excel: 1e−7).
 * Units: rate per period. Sign: money paid out is negative.
 * Returns 'invalid-input' for nper ≤ 0 or non-finite input, 'no-sign-change' when pv, pmt and fv
 * share one sign (nothing can balance them), 'no-convergence' otherwise when no root is reached.
 * Source: Excel RATE documentation; numpy-financial `rate`.
 * @example rate(10, 0, -3500, 10000) // { ok: true, value: ≈ 0.1106908537 } (numpy-financial docstring)
 */
export function rate(nper: number, pmt: number, pv: number, fv = 0, when: PaymentTiming = 'end', guess = 0.1): SolverResult {
  if (!Number.isFinite(nper) || nper <= 0 || !Number.isFinite(pmt) || !Number.isFinite(pv) || !Number.isFinite(fv)) {
    return failed('invalid-input');
  }
  if ((when !== 'end' && when !== 'begin') || !Number.isFinite(guess)) return failed('invalid-input');
  const hasPos = pv > 0 || pmt > 0 || fv > 0;
  const hasNeg = pv < 0 || pmt < 0 || fv < 0;
  if (!hasPos && !hasNeg) return failed('invalid-input');
  if (!hasPos || !hasNeg) return failed('no-sign-change');
  return solveRate(new AnnuityEquation(nper, pmt, pv, fv, when === 'begin' ? 1 : 0), guess > -1 ? guess : 0.1);
}
