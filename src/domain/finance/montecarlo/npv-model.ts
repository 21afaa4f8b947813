import type { CorrelationSpec } from './correlation.ts';
import { correlationFactor } from './correlation.ts';
import type { Distribution } from './distribution.ts';
import { distributionProblem } from './distribution.ts';
import { prepareMarginal } from './marginal.ts';
import type { Marginal } from './marginal.ts';
import type { SamplingMethod } from './sampler.ts';

/** One cash flow of an {@link NpvModel}: at time `t` (periods from now, t ≥ 0, may be fractional), amount drawn from `dist`. */
export interface NpvFlow {
  readonly t: number;
  readonly dist: Distribution;
}

/**
 * A stochastic cash-flow model: NPV = Σ X_i / (1 + rate)^t_i with X_i ~ dist_i, t = 0 undiscounted.
 * `correlation` (default independent) applies to the random flows (those whose dist is not
 * `constant`), in the order they appear in `flows`. Sign convention: money paid out is negative.
 * @example const model: NpvModel = { rate: 0.08, flows: [{ t: 0, dist: { type: 'constant', value: -1000 } }, { t: 1, dist: { type: 'normal', mean: 600, sd: 100 } }] };
 */
export interface NpvModel {
  readonly rate: number;
  readonly flows: readonly NpvFlow[];
  readonly correlation?: CorrelationSpec;
}

/**
 * How to run a simulation. `iterations` ≥ 1; `seed` a safe integer ≥ 0 (same seed, same samples);
 * `sampling` 'random' (default) or 'lhs'; `bins` of the histogram (default 50); `streaming`
 * forces (true) or forbids (false) streamed statistics — by default they stream above 10 million
 * iterations, where samples are not kept.
 */
export interface SimulationOptions {
  readonly iterations: number;
  readonly seed: number;
  readonly sampling?: SamplingMethod;
  readonly bins?: number;
  readonly streaming?: boolean;
}

/** Iterations above which statistics stream by default instead of keeping every sample. */
export const STREAMING_THRESHOLD = 10_000_000;

/** Outcome of {@link validateNpvModel}. */
export type ModelCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** A validated model: discount factors, the constant part of the NPV and the random flows. */
export interface PreparedNpvModel {
  readonly constant: number;
  readonly discount: Float64Array;
  readonly marginals: Marginal[];
  readonly factor: Float64Array | null;
}

function checkOptions(options: SimulationOptions): string | null {
  if (!Number.isSafeInteger(options?.iterations) || options.iterations < 1) return 'iterations must be an integer ≥ 1';
  if (!Number.isSafeInteger(options.seed) || options.seed < 0) return 'seed must be a non-negative safe integer';
  if (options.sampling !== undefined && options.sampling !== 'random' && options.sampling !== 'lhs')
    return "sampling must be 'random' or 'lhs'";
  if (options.bins !== undefined && (!Number.isInteger(options.bins) || options.bins < 1 || options.bins > 100_000))
    return 'bins must be an integer in [1, 100000]';
  return null;
}

/** Validates and prepares a model, or returns the reason it is refused. */
export function prepareNpvModel(model: NpvModel): PreparedNpvModel | string {
  if (!Number.isFinite(model?.rate) || model.rate <= -1) return 'rate must be a finite number above -1';
  if (!Array.isArray(model.flows) || model.flows.length === 0) return 'flows must be a non-empty list';
  let constant = 0;
  const discount: number[] = [];
  const marginals: Marginal[] = [];
  for (const [i, flow] of model.flows.entries()) {
    if (!Number.isFinite(flow?.t) || flow.t < 0) return `flows[${i}].t must be a finite number ≥ 0`;
    const problem = distributionProblem(flow.dist);
    if (problem !== null) return `flows[${i}].dist: ${problem}`;
    const df = Math.exp(-flow.t * Math.log1p(model.rate));
    if (flow.dist.type === 'constant') constant += flow.dist.value * df;
    else {
      discount.push(df);
      marginals.push(prepareMarginal(flow.dist));
    }
  }
  const factor = correlationFactor(model.correlation ?? { type: 'independent' }, marginals.length);
  if (!factor.ok) return `correlation: ${factor.reason}`;
  return { constant, discount: Float64Array.from(discount), marginals, factor: factor.factor };
}

/**
 * Checks a model and options as data: `{ ok: true }` or `{ ok: false, reason }` (for example
 * 'correlation: correlation matrix is not positive semi-definite'). The simulation functions throw
 * a RangeError with the same reason, since calling them with a refused model is a programmer error;
 * servers validate user input here first.
 * @example validateNpvModel(model, { iterations: 10_000, seed: 1 }) // { ok: true }
 */
export function validateNpvModel(model: NpvModel, options?: SimulationOptions): ModelCheck {
  const problem = options === undefined ? null : checkOptions(options);
  if (problem !== null) return { ok: false, reason: problem };
  const prepared = prepareNpvModel(model);
  return typeof prepared === 'string' ? { ok: false, reason: prepared } : { ok: true };
}

/** Prepares a model or throws a RangeError naming the problem (programmer error). */
export function prepareOrThrow(model: NpvModel, options: SimulationOptions): PreparedNpvModel {
  const problem = checkOptions(options);
  if (problem !== null) throw new RangeError(`simulateNpv: ${problem}`);
  const prepared = prepareNpvModel(model);
  if (typeof prepared === 'string') throw new RangeError(`simulateNpv: ${prepared}`);
  return prepared;
}
