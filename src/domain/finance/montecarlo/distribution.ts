/**
 * A probability distribution of one uncertain quantity, as plain JSON.
 * - `constant`: always `value`.
 * - `normal`: mean `mean`, standard deviation `sd` ≥ 0.
 * - `lognormal`: log X ~ N(`mu`, `sigma`²), `sigma` ≥ 0 (the parameters of log X, not of X).
 * - `triangular`: `min` ≤ `mode` ≤ `max`.
 * - `pert`: Beta-PERT on [`min`, `max`] with most likely `mode`: (X − min)/(max − min) ~ Beta(α, β),
 *   α = 1 + 4(mode − min)/(max − min), β = 1 + 4(max − mode)/(max − min); mean (min + 4·mode + max)/6.
 * - `uniform`: `min` ≤ `max`.
 * @example const price: Distribution = { type: 'triangular', min: 90, mode: 100, max: 130 };
 */
export type Distribution =
  | { readonly type: 'constant'; readonly value: number }
  | { readonly type: 'normal'; readonly mean: number; readonly sd: number }
  | { readonly type: 'lognormal'; readonly mu: number; readonly sigma: number }
  | { readonly type: 'triangular'; readonly min: number; readonly mode: number; readonly max: number }
  | { readonly type: 'pert'; readonly min: number; readonly mode: number; readonly max: number }
  | { readonly type: 'uniform'; readonly min: number; readonly max: number };

/** The `type` names of {@link Distribution}, for forms and validation. */
export const DISTRIBUTION_TYPES = ['constant', 'normal', 'lognormal', 'triangular', 'pert', 'uniform'] as const;

function finite(...values: unknown[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/**
 * Why a distribution is not usable, or null when it is: unknown type, non-finite parameter,
 * negative spread, min > mode > max. Meant for data from forms and storage.
 * @example distributionProblem({ type: 'normal', mean: 0, sd: -1 }) // 'normal: sd must be ≥ 0'
 */
export function distributionProblem(dist: Distribution): string | null {
  switch (dist?.type) {
    case 'constant':
      return finite(dist.value) ? null : 'constant: value must be finite';
    case 'normal':
      if (!finite(dist.mean, dist.sd)) return 'normal: mean and sd must be finite';
      return dist.sd >= 0 ? null : 'normal: sd must be ≥ 0';
    case 'lognormal':
      if (!finite(dist.mu, dist.sigma)) return 'lognormal: mu and sigma must be finite';
      return dist.sigma >= 0 ? null : 'lognormal: sigma must be ≥ 0';
    case 'triangular':
    case 'pert':
      if (!finite(dist.min, dist.mode, dist.max)) return `${dist.type}: min, mode and max must be finite`;
      return dist.min <= dist.mode && dist.mode <= dist.max ? null : `${dist.type}: needs min ≤ mode ≤ max`;
    case 'uniform':
      if (!finite(dist.min, dist.max)) return 'uniform: min and max must be finite';
      return dist.min <= dist.max ? null : 'uniform: needs min ≤ max';
    default:
      return `unknown distribution type ${JSON.stringify((dist as { type?: unknown } | null)?.type)}`;
  }
}

/**
 * The point value a distribution stands for when it is not sampled: constant value, normal mean,
 * lognormal median e^mu, triangular and PERT mode, uniform midpoint.
 * @example pointValue({ type: 'triangular', min: 1, mode: 2, max: 5 }) // 2
 */
export function pointValue(dist: Distribution): number {
  switch (dist.type) {
    case 'constant':
      return dist.value;
    case 'normal':
      return dist.mean;
    case 'lognormal':
      return Math.exp(dist.mu);
    case 'triangular':
    case 'pert':
      return dist.mode;
    case 'uniform':
      return 0.5 * (dist.min + dist.max);
  }
}
