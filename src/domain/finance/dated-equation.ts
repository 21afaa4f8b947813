import type { RateEquation } from './rate-solver.ts';

/** NPV of flows at real times t_i ≥ 0 (years) as an equation in the rate. */
export class DatedNpvEquation implements RateEquation {
  readonly flows: ArrayLike<number>;
  readonly times: Float64Array;
  /** Earliest and latest time of a non-zero flow: the rescaling anchors of `scaled`. */
  readonly earliest: number;
  readonly latest: number;

  constructor(flows: ArrayLike<number>, times: Float64Array) {
    this.flows = flows;
    this.times = times;
    let lo = Infinity;
    let hi = 0;
    for (let i = 0; i < times.length; i++) {
      if (flows[i] === 0) continue;
      lo = Math.min(lo, times[i]!);
      hi = Math.max(hi, times[i]!);
    }
    this.earliest = Number.isFinite(lo) ? lo : 0;
    this.latest = hi;
  }

  evaluate(rate: number, out: Float64Array): void {
    const lg = Math.log1p(rate);
    let f = 0;
    let g = 0;
    let s = 0;
    let gs = 0;
    for (let i = 0; i < this.times.length; i++) {
      const t = this.times[i]!;
      const term = this.flows[i]! * Math.exp(-t * lg);
      f += term;
      g -= (t * term) / (1 + rate);
      s += Math.abs(term);
      gs += Math.abs((t * term) / (1 + rate));
    }
    out[0] = f;
    out[1] = g;
    out[2] = s;
    out[3] = gs;
  }

  scaled(x: number): number {
    const shift = x < 0 ? this.latest : this.earliest;
    let acc = 0;
    for (let i = 0; i < this.times.length; i++) acc += this.flows[i]! * Math.exp((shift - this.times[i]!) * x);
    return acc;
  }
}
