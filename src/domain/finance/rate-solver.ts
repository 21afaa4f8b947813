import { failed, solved } from './result.ts';
import type { SolverResult } from './result.ts';

/**
 * An equation f(r) = 0 in a periodic rate r > −1 (NPV, XNPV, the annuity identity).
 * `evaluate` writes f(r), f'(r), a magnitude scale of f (the sum of the absolute values of its terms
 * at r) and one of f' into out[0..3]; the values may overflow to ±Infinity near r = −1.
 * `scaled(x)` returns f(expm1(x)) times some positive factor chosen so that it neither overflows
 * nor loses its sign: it is used only for its sign, to bracket roots in x = log(1 + r).
 */
export interface RateEquation {
  evaluate(rate: number, out: Float64Array): void;
  scaled(logGrowth: number): number;
}

/** f is a root within rounding when |f| is this many ulps of its scale. */
const NOISE = 8 * Number.EPSILON;
const STEP_TOLERANCE = 1e-12;
const MAX_NEWTON = 100;
/** Scan limits in x = log(1 + r): 1 + r from e^-46 ≈ 1e-20 to e^14 ≈ 1.2e6 (rates up to 1.2 million). */
const X_MIN = -46;
const X_MAX = 14;
const scratch = new Float64Array(4);
const probe = new Float64Array(4);

/**
 * Newton's iteration from `guess` (Excel's documented method), then, if it fails, a bracketing
 * scan in x = log(1 + r) and bisection. Returns a root or a reason; never an unconverged iterate.
 *
 * Newton stops when |f| is within rounding of its scale (8 ulps) or the step is below
 * 1e-12·max(1, |r|); it gives up when an iterate leaves r > −1, overflows or meets f' = 0.
 * The scan samples x every 0.01 in [−2, 3] (r from −86 % to 1900 %) and every 0.1 outside, up to
 * [−46, 14]; among the brackets found it refines the one nearest the guess to full precision.
 * When Newton stops on the rounding test where f' is also nearly 0 (a double root, which Newton
 * approaches only linearly), the point is polished by a secant iteration on f' and kept if f is
 * still within rounding there. Roots of even multiplicity that Newton misses cannot be bracketed:
 * then 'no-convergence'.
 * @example solveRate(eq, 0.1) // { ok: true, value: r } or { ok: false, reason: 'no-convergence' }
 */
export function solveRate(equation: RateEquation, guess: number): SolverResult {
  const newton = newtonFrom(equation, guess);
  if (newton !== null) return solved(newton);
  return bracketed(equation, guess);
}

function newtonFrom(equation: RateEquation, guess: number): number | null {
  if (!(guess > -1) || !Number.isFinite(guess)) return null;
  let r = guess;
  for (let k = 0; k < MAX_NEWTON; k++) {
    equation.evaluate(r, scratch);
    const f = scratch[0]!;
    const slope = scratch[1]!;
    const scale = scratch[2]!;
    if (!Number.isFinite(f) || !Number.isFinite(slope) || !Number.isFinite(scale)) return null;
    if (Math.abs(f) <= NOISE * scale) return Math.abs(slope) <= 1e-4 * scratch[3]! ? polishMultiple(equation, r) : r;
    if (slope === 0) return null;
    const next = r - f / slope;
    if (!(next > -1) || !Number.isFinite(next)) return null;
    if (Math.abs(next - r) <= STEP_TOLERANCE * Math.max(1, Math.abs(next))) return next;
    r = next;
  }
  return null;
}

/** Secant iteration on f' from a point where f and f' are both nearly 0 (a root of even multiplicity). */
function polishMultiple(equation: RateEquation, start: number): number {
  equation.evaluate(start, probe);
  let a = start;
  let fa = probe[1]!;
  let b = start + 1e-6 * (1 + start);
  equation.evaluate(b, probe);
  let fb = probe[1]!;
  for (let k = 0; k < 60 && fb !== fa && Number.isFinite(fb); k++) {
    const c = b - (fb * (b - a)) / (fb - fa);
    if (!(c > -1) || !Number.isFinite(c)) return start;
    a = b;
    fa = fb;
    b = c;
    equation.evaluate(b, probe);
    fb = probe[1]!;
    if (Math.abs(b - a) <= 1e-15 * Math.max(1, Math.abs(b))) break;
  }
  equation.evaluate(b, probe);
  return Number.isFinite(probe[0]!) && Math.abs(probe[0]!) <= NOISE * probe[2]! ? b : start;
}

function nextX(x: number): number {
  return x >= -2 && x < 3 ? x + 0.01 : x + 0.1;
}

function bracketed(equation: RateEquation, guess: number): SolverResult {
  const target = guess > -1 && Number.isFinite(guess) ? Math.log1p(guess) : 0;
  let bestLo = NaN;
  let bestHi = NaN;
  let bestDistance = Infinity;
  let x0 = X_MIN;
  let f0 = equation.scaled(x0);
  while (x0 < X_MAX) {
    const x1 = Math.min(nextX(x0), X_MAX);
    const f1 = equation.scaled(x1);
    if (f0 === 0 || (Number.isFinite(f0) && Number.isFinite(f1) && f1 !== 0 && f0 < 0 !== f1 < 0)) {
      const distance = target < x0 ? x0 - target : target > x1 ? target - x1 : 0;
      if (distance < bestDistance) {
        bestDistance = distance;
        bestLo = x0;
        bestHi = f0 === 0 ? x0 : x1;
      }
    }
    x0 = x1;
    f0 = f1;
  }
  if (f0 === 0 && Math.abs(target - x0) < bestDistance) return solved(Math.expm1(x0));
  if (Number.isNaN(bestLo)) return failed('no-convergence');
  return solved(Math.expm1(bisect(equation, bestLo, bestHi)));
}

function bisect(equation: RateEquation, lo: number, hi: number): number {
  let flo = equation.scaled(lo);
  if (flo === 0 || lo === hi) return lo;
  for (let k = 0; k < 200; k++) {
    const mid = 0.5 * (lo + hi);
    if (mid === lo || mid === hi) break;
    const fm = equation.scaled(mid);
    if (fm === 0) return mid;
    if (fm < 0 !== flo < 0)
      hi = mid; // compare signs: a product of two tiny values underflows to 0
    else {
      lo = mid;
      flo = fm;
    }
  }
  return 0.5 * (lo + hi);
}
