import type { RateEquation } from './rate-solver.ts';

/**
 * NPV of flows at integer periods 0..n−1 as an equation in the rate, for {@link RateEquation}.
 * `evaluate` uses Horner's rule in d = 1/(1 + r); `scaled(x)` rescales by a power of (1 + r) so
 * that no power of a small growth factor overflows.
 */
export class PeriodicNpvEquation implements RateEquation {
  readonly flows: ArrayLike<number>;

  constructor(flows: ArrayLike<number>) {
    this.flows = flows;
  }

  /** Writes NPV(r), dNPV/dr, Σ|c_t|/(1 + r)^t and Σ|t·c_t|/(1 + r)^(t+1) into out. */
  evaluate(rate: number, out: Float64Array): void {
    const c = this.flows;
    const d = 1 / (1 + rate);
    let f = 0;
    let g = 0;
    let s = 0;
    let gs = 0;
    for (let t = c.length - 1; t >= 0; t--) {
      const ct = c[t]!;
      f = f * d + ct;
      g = g * d + t * ct;
      s = s * d + Math.abs(ct);
      gs = gs * d + Math.abs(t * ct);
    }
    out[0] = f;
    out[1] = -g * d;
    out[2] = s;
    out[3] = gs * d;
  }

  /**
   * NPV at r = e^x − 1 times a positive factor chosen so that the first non-zero flow (x ≥ 0) or
   * the last non-zero flow (x < 0) enters with weight 1: the sum can neither overflow nor
   * underflow to a spurious 0.
   */
  scaled(x: number): number {
    const c = this.flows;
    let first = 0;
    let last = c.length - 1;
    while (first < last && c[first] === 0) first++;
    while (last > first && c[last] === 0) last--;
    let acc = 0;
    if (x >= 0) {
      const q = Math.exp(-x);
      for (let t = last; t >= first; t--) acc = acc * q + c[t]!;
    } else {
      const q = Math.exp(x);
      for (let t = first; t <= last; t++) acc = acc * q + c[t]!;
    }
    return acc;
  }
}
