import { fastExp } from '../random/fast-exp.ts';
import { normalCdf } from '../random/normal-cdf.ts';
import { marginalQuantile } from './marginal.ts';
import type { Marginal } from './marginal.ts';

/**
 * Replaces out[0..n) (standard-normal scores) by the marginal's values at those scores.
 * Parameters are read into locals before the loops: the distribution objects have different
 * shapes, and a property read inside a hot loop would go through a megamorphic inline cache.
 */
export function scoresToMarginal(m: Marginal, out: Float64Array, n: number): void {
  const d = m.dist;
  if (d.type === 'normal') {
    const mean = d.mean;
    const sd = d.sd;
    for (let i = 0; i < n; i++) out[i] = mean + sd * out[i]!;
  } else if (d.type === 'lognormal') {
    const mu = d.mu;
    const sigma = d.sigma;
    for (let i = 0; i < n; i++) out[i] = fastExp(mu + sigma * out[i]!);
  } else {
    for (let i = 0; i < n; i++) out[i] = marginalQuantile(m, normalCdf(out[i]!));
  }
}

/**
 * Replaces out[0..n) (probabilities in (0, 1)) by the marginal's quantiles at them (plain sampling's
 * triangular, PERT and uniform draws; Latin Hypercube has its own, latin-hypercube.ts).
 */
export function uniformsToMarginal(m: Marginal, out: Float64Array, n: number): void {
  const d = m.dist;
  if (d.type === 'uniform') {
    const min = d.min;
    const span = d.max - d.min;
    for (let i = 0; i < n; i++) out[i] = min + span * out[i]!;
  } else if (d.type === 'triangular') {
    const min = d.min;
    const max = d.max;
    const range = max - min;
    const left = range * (d.mode - min);
    const right = range * (max - d.mode);
    const split = d.mode - min;
    if (range <= 0) {
      out.fill(min, 0, n);
      return;
    }
    // Both branches are computed and blended with a 0/1 weight: which one applies is random, and
    // a mispredicted branch costs more than a second square root.
    for (let i = 0; i < n; i++) {
      const u = out[i]!;
      const below = min + Math.sqrt(u * left);
      const above = max - Math.sqrt(Math.max(0, 1 - u) * right);
      out[i] = above + +(u * range < split) * (below - above);
    }
  } else {
    for (let i = 0; i < n; i++) out[i] = marginalQuantile(m, out[i]!);
  }
}
