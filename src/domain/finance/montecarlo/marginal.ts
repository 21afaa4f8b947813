import { normalCdf, normalQuantile } from '../random/normal-cdf.ts';
import type { Distribution } from './distribution.ts';
import { distributionProblem } from './distribution.ts';
import { buildPertTable, pertQuantile } from './pert-table.ts';
import type { PertTable } from './pert-table.ts';

/** A distribution ready to sample: its parameters plus the PERT table when it needs one. */
export interface Marginal {
  readonly dist: Distribution;
  readonly pert: PertTable | null;
}

/** Prepares a (valid) distribution for sampling; builds the PERT table once. */
export function prepareMarginal(dist: Distribution): Marginal {
  const pert = dist.type === 'pert' && dist.max > dist.min ? buildPertTable(dist.min, dist.mode, dist.max) : null;
  return { dist, pert };
}

function triangularQuantile(min: number, mode: number, max: number, u: number): number {
  const range = max - min;
  if (range <= 0) return min;
  if (u * range < mode - min) return min + Math.sqrt(u * range * (mode - min));
  return max - Math.sqrt((1 - u) * range * (max - mode));
}

/**
 * Inverse CDF (quantile) of a marginal at probability u ∈ (0, 1).
 * Normal: mean + sd·Φ⁻¹(u); lognormal: exp(mu + sigma·Φ⁻¹(u)); triangular: closed form
 * (min + √(u(max−min)(mode−min)) below the mode, max − √((1−u)(max−min)(max−mode)) above);
 * PERT: table; uniform: min + u(max − min); constant: value.
 * @example marginalQuantile(prepareMarginal({ type: 'uniform', min: 0, max: 10 }), 0.25) // 2.5
 */
export function marginalQuantile(m: Marginal, u: number): number {
  const d = m.dist;
  switch (d.type) {
    case 'constant':
      return d.value;
    case 'normal':
      return d.mean + d.sd * normalQuantile(u);
    case 'lognormal':
      return Math.exp(d.mu + d.sigma * normalQuantile(u));
    case 'triangular':
      return triangularQuantile(d.min, d.mode, d.max, u);
    case 'pert':
      return m.pert === null ? d.min : pertQuantile(m.pert, u);
    case 'uniform':
      return d.min + u * (d.max - d.min);
  }
}

/**
 * The value of a marginal at standard-normal score z (the Gaussian copula's link): exact for normal
 * (mean + sd·z) and lognormal (exp(mu + sigma·z)), quantile(Φ(z)) for the others.
 */
export function marginalAtScore(m: Marginal, z: number): number {
  const d = m.dist;
  if (d.type === 'normal') return d.mean + d.sd * z;
  if (d.type === 'lognormal') return Math.exp(d.mu + d.sigma * z);
  return marginalQuantile(m, normalCdf(z));
}

/**
 * Quantile of a distribution at probability p ∈ (0, 1) — e.g. P10/P90 for a tornado's low/high.
 * Throws RangeError for an invalid distribution or p outside [0, 1].
 * @example distributionQuantile({ type: 'normal', mean: 100, sd: 10 }, 0.9) // ≈ 112.8155
 */
export function distributionQuantile(dist: Distribution, p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`distributionQuantile: p must be in [0, 1], got ${p}`);
  const problem = distributionProblem(dist);
  if (problem !== null) throw new RangeError(`distributionQuantile: ${problem}`);
  return marginalQuantile(prepareMarginal(dist), p);
}
