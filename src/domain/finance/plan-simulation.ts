import { computePlan } from './business-plan.ts';
import type { CorrelationSpec } from './montecarlo/correlation.ts';
import { correlationFactor } from './montecarlo/correlation.ts';
import { prepareMarginal } from './montecarlo/marginal.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './montecarlo/sampler.ts';
import type { SamplingMethod } from './montecarlo/sampler.ts';
import { percentileOfSorted, summarize } from './montecarlo/stats.ts';
import type { SampleSummary } from './montecarlo/stats.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import { PLAN_DRIVERS, pointValues, validatePlan, valueProblems } from './plan-assumptions.ts';
import { createStreamState } from './random/xoshiro.ts';

/** Options of {@link simulatePlan}: iterations 1…1,000,000, a seed, sampling, and a copula over the drivers that carry a `dist` (in PLAN_DRIVERS order). */
export interface PlanSimulationOptions {
  readonly iterations: number;
  readonly seed: number;
  readonly sampling?: SamplingMethod;
  readonly correlation?: CorrelationSpec;
  readonly bins?: number;
  /** Also return every valid iteration's metrics (for a CSV of the samples); off by default. */
  readonly keepSamples?: boolean;
}

/**
 * Per-iteration metrics of the valid iterations, in iteration order: `iteration` is the 0-based
 * draw index (invalid draws are skipped); a metric with no answer in an iteration is NaN.
 */
export interface PlanSamples {
  readonly iteration: Uint32Array;
  readonly npv: Float64Array;
  readonly irr: Float64Array;
  readonly paybackYears: Float64Array;
  readonly minDscr: Float64Array;
}

/** Summary of a metric over the iterations where it has a value, and the share where it has none. */
export interface MetricDistribution {
  readonly summary: SampleSummary | null;
  readonly undefinedShare: number;
}

/**
 * Distributions of a plan's NPV, IRR, payback and minimum DSCR over simulated driver values.
 * `probabilityNpvNegative` = share of valid iterations with NPV < 0. `minDscrP10` = 10th percentile
 * (type 7) of the minimum DSCR over iterations with debt service, null without debt.
 * `invalidIterations`: draws whose values break a rule (e.g. terminal growth ≥ discount rate) —
 * they are excluded, never clamped, and counted here.
 */
export interface PlanSimulation {
  readonly iterations: number;
  readonly validIterations: number;
  readonly invalidIterations: number;
  readonly uncertainDrivers: readonly PlanDriverKey[];
  readonly npv: MetricDistribution;
  readonly irr: MetricDistribution;
  readonly paybackYears: MetricDistribution;
  readonly minDscr: MetricDistribution;
  readonly probabilityNpvNegative: number;
  readonly minDscrP10: number | null;
  /** Present only with `keepSamples`. */
  readonly samples?: PlanSamples;
}

const BLOCK = 4_096;

function distributionOf(values: number[], total: number, bins: number): MetricDistribution {
  return {
    summary: values.length > 0 ? summarize(Float64Array.from(values), bins) : null,
    undefinedShare: total > 0 ? 1 - values.length / total : 0,
  };
}

/**
 * Monte Carlo of a business plan: every driver with a `dist` is drawn (same generators, copula
 * and Latin Hypercube as simulateNpv, blocks of 4,096 iterations on streams (seed, block)), the plan
 * is recomputed, and NPV, IRR, payback and minimum DSCR are collected. Same seed, same result.
 * Returns `{ ok: false, problems }` for invalid assumptions, options or correlation.
 * @example simulatePlan(assumptions, { iterations: 10_000, seed: 7 }) // { ok: true, simulation: { npv, irr, … } }
 */
export function simulatePlan(
  assumptions: BusinessPlanAssumptions,
  options: PlanSimulationOptions,
): { readonly ok: true; readonly simulation: PlanSimulation } | { readonly ok: false; readonly problems: readonly PlanProblem[] } {
  const problems = validatePlan(assumptions);
  if (!Number.isInteger(options?.iterations) || options.iterations < 1 || options.iterations > 1_000_000)
    problems.push({ field: 'iterations', message: 'must be an integer from 1 to 1,000,000' });
  if (!Number.isSafeInteger(options?.seed) || options.seed < 0)
    problems.push({ field: 'seed', message: 'must be a non-negative safe integer' });
  if (problems.length > 0) return { ok: false, problems };
  const uncertain = PLAN_DRIVERS.filter((key) => assumptions.drivers[key].dist !== undefined);
  const factor = correlationFactor(options.correlation ?? { type: 'independent' }, uncertain.length);
  if (!factor.ok) return { ok: false, problems: [{ field: 'correlation', message: factor.reason }] };
  const sampler = createSampler(
    uncertain.map((key) => prepareMarginal(assumptions.drivers[key].dist!)),
    factor.factor,
    options.sampling ?? 'random',
    BLOCK,
  );
  const columns = uncertain.map(() => new Float64Array(BLOCK));
  const base = pointValues(assumptions);
  const npvs: number[] = [];
  const irrs: number[] = [];
  const paybacks: number[] = [];
  const dscrs: number[] = [];
  let valid = 0;
  let negative = 0;
  const keep = options.keepSamples === true;
  const kept = keep
    ? {
        iteration: new Uint32Array(options.iterations),
        npv: new Float64Array(options.iterations),
        irr: new Float64Array(options.iterations),
        paybackYears: new Float64Array(options.iterations),
        minDscr: new Float64Array(options.iterations),
      }
    : null;
  for (let block = 0; block * BLOCK < options.iterations; block++) {
    const rows = Math.min(BLOCK, options.iterations - block * BLOCK);
    const state = createStreamState(options.seed, block);
    beginBlock(sampler, state, rows);
    beginChunk(sampler, state, 0, rows);
    for (let j = 0; j < uncertain.length; j++) sampleColumn(sampler, state, j, 0, rows, columns[j]!);
    for (let i = 0; i < rows; i++) {
      const values = { ...base };
      for (let j = 0; j < uncertain.length; j++) values[uncertain[j]!] = columns[j]![i]!;
      if (valueProblems(assumptions, values).length > 0) continue;
      const m = computePlan(assumptions, values).metrics;
      if (kept) {
        kept.iteration[valid] = block * BLOCK + i;
        kept.npv[valid] = m.npv;
        kept.irr[valid] = m.irr ?? Number.NaN;
        kept.paybackYears[valid] = m.paybackYears ?? Number.NaN;
        kept.minDscr[valid] = m.minDscr ?? Number.NaN;
      }
      valid++;
      npvs.push(m.npv);
      if (m.npv < 0) negative++;
      if (m.irr !== null) irrs.push(m.irr);
      if (m.paybackYears !== null) paybacks.push(m.paybackYears);
      if (m.minDscr !== null) dscrs.push(m.minDscr);
    }
  }
  const bins = options.bins ?? 50;
  const sortedDscr = Float64Array.from(dscrs).sort();
  return {
    ok: true,
    simulation: {
      iterations: options.iterations,
      validIterations: valid,
      invalidIterations: options.iterations - valid,
      uncertainDrivers: uncertain,
      npv: distributionOf(npvs, valid, bins),
      irr: distributionOf(irrs, valid, bins),
      paybackYears: distributionOf(paybacks, valid, bins),
      minDscr: distributionOf(dscrs, valid, bins),
      probabilityNpvNegative: valid > 0 ? negative / valid : Number.NaN,
      minDscrP10: sortedDscr.length > 0 ? percentileOfSorted(sortedDscr, 0.1) : null,
      ...(kept
        ? {
            samples: {
              iteration: kept.iteration.slice(0, valid),
              npv: kept.npv.slice(0, valid),
              irr: kept.irr.slice(0, valid),
              paybackYears: kept.paybackYears.slice(0, valid),
              minDscr: kept.minDscr.slice(0, valid),
            },
          }
        : {}),
    },
  };
}
