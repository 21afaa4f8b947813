import type { CorrelationSpec } from './montecarlo/correlation.ts';
import type { ConvergenceOptions, ConvergenceReport } from './montecarlo/convergence.ts';
import { ConvergenceTracker, checkpointBlocks, convergenceProblems, withinTolerance } from './montecarlo/convergence.ts';
import { rankTarget } from './montecarlo/iman-conover.ts';
import type { SamplingMethod } from './montecarlo/sampler.ts';
import { percentileOfSorted, summarize } from './montecarlo/stats.ts';
import type { SampleSummary } from './montecarlo/stats.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import type { PlanChunk } from './plan-chunk.ts';
import { PLAN_BLOCK, keptDraws, planBlockCount, simulatePlanChunk } from './plan-chunk.ts';

/**
 * Options of {@link simulatePlan}: iterations 1…1,000,000, a seed, sampling, a copula over the
 * drivers that carry a `dist` (in PLAN_DRIVERS order), and optionally a convergence stop (then
 * `iterations` is ignored: the run goes up to `convergence.maxIterations`).
 */
export interface PlanSimulationOptions {
  readonly iterations: number;
  readonly seed: number;
  readonly sampling?: SamplingMethod;
  readonly correlation?: CorrelationSpec;
  /** Rank correlations between the uncertain drivers (Iman–Conover); not positive semi-definite → the nearest, with a warning. */
  readonly rankCorrelation?: readonly (readonly number[])[];
  readonly convergence?: ConvergenceOptions;
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
  /** Each uncertain driver's draws in the same iterations (ADR 0059: the achieved rank correlation can be checked). */
  readonly draws?: Partial<Record<PlanDriverKey, Float64Array>>;
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
 * they are excluded, never clamped, and counted here. `iterations`: the iterations run (with a
 * convergence stop, those used). `convergence`: what the stop achieved, null for a fixed run.
 */
export interface PlanSimulation {
  readonly iterations: number;
  readonly validIterations: number;
  readonly invalidIterations: number;
  readonly uncertainDrivers: readonly PlanDriverKey[];
  readonly sampling: SamplingMethod;
  readonly convergence: ConvergenceReport | null;
  readonly npv: MetricDistribution;
  readonly irr: MetricDistribution;
  readonly paybackYears: MetricDistribution;
  readonly minDscr: MetricDistribution;
  readonly probabilityNpvNegative: number;
  readonly minDscrP10: number | null;
  /** Present only with `keepSamples`. */
  readonly samples?: PlanSamples;
  /** Present only when the rank-correlation matrix asked for was not PSD: the nearest one used instead. */
  readonly correlationWarning?: { readonly code: 'nearest-correlation'; readonly used: number[][]; readonly maxChange: number };
}

export type PlanSimulationRun =
  { readonly ok: true; readonly simulation: PlanSimulation } | { readonly ok: false; readonly problems: readonly PlanProblem[] };

/** The size of the run whose blocks a simulation draws: the maximum when it converges. */
export function drawIterations(options: PlanSimulationOptions): number {
  return options.convergence ? options.convergence.maxIterations : options.iterations;
}

/** Problems of the convergence option ([] without one). */
export function planConvergenceProblems(options: PlanSimulationOptions): PlanProblem[] {
  if (options?.convergence === undefined) return [];
  return convergenceProblems(options.convergence).map((message) => ({ field: 'convergence', message }));
}

/**
 * Decides where a converging run stops: fed its blocks' chunks in block order, it checks the NPV's
 * precision at the fixed checkpoints (checkpointBlocks) and answers the block count to stop at —
 * the first checkpoint within tolerance, or the last block — or null while it needs more blocks.
 * The mean's precision: i.i.d. standard error for plain sampling; for Latin Hypercube (the chunks
 * say which) batch means over the blocks as independent replicates (replicatedMeanPrecision).
 */
export class PlanConvergence {
  readonly totalBlocks: number;
  #tracker: ConvergenceTracker | null = null;
  #checks: number[];
  #next = 0;
  #fed = 0;
  #stop: number | null = null;
  #report: Omit<ConvergenceReport, 'iterationsUsed'> | null = null;
  readonly #options: ConvergenceOptions;

  constructor(options: ConvergenceOptions) {
    this.#options = options;
    this.totalBlocks = planBlockCount(options.maxIterations);
    this.#checks = checkpointBlocks(this.totalBlocks);
  }

  /** The next chunk, starting where the previous one ended; returns the stop block count once known. */
  feed(chunk: PlanChunk): number | null {
    if (this.#stop !== null) return this.#stop;
    if (chunk.firstBlock !== this.#fed) throw new RangeError('PlanConvergence: chunks must be fed in block order');
    // Latin Hypercube: every block is an independent replicate, so the mean's precision comes from the block means
    this.#tracker ??= new ConvergenceTracker(chunk.sampling === 'lhs');
    if (this.#tracker.replicated !== (chunk.sampling === 'lhs'))
      throw new RangeError('PlanConvergence: chunks of one run share one sampling');
    const tracker = this.#tracker;
    let at = 0;
    for (let b = 0; b < chunk.blockCount && this.#stop === null; b++) {
      const count = chunk.blockValid[b]!;
      tracker.add(chunk.npv.subarray(at, at + count));
      at += count;
      this.#fed++;
      if (this.#fed !== this.#checks[this.#next]) continue;
      this.#next++;
      const precision = tracker.precision();
      const converged = withinTolerance(precision, this.#options.tolerance);
      if (converged || this.#fed === this.totalBlocks) {
        this.#stop = this.#fed;
        this.#report = { ...this.#options, converged, precision };
      }
    }
    return this.#stop;
  }

  /** The report once stopped (iterations used = the stop's blocks, the last one possibly short). */
  report(): ConvergenceReport | null {
    if (this.#stop === null || this.#report === null) return null;
    return { ...this.#report, iterationsUsed: Math.min(this.#stop * PLAN_BLOCK, this.#options.maxIterations) };
  }

  /** The next checkpoint not yet reached (a natural end for the next round of blocks). */
  nextCheckpoint(): number {
    return this.#checks[this.#next] ?? this.totalBlocks;
  }
}

function distributionOf(values: Float64Array, total: number, bins: number): MetricDistribution {
  return {
    summary: values.length > 0 ? summarize(values, bins) : null,
    undefinedShare: total > 0 ? 1 - values.length / total : 0,
  };
}

const defined = (v: Float64Array) => v.filter((x) => !Number.isNaN(x));

/**
 * The simulation of blocks [0, blocks) from chunks covering them in any order and split (extra
 * blocks beyond `blocks` are left out): the metrics concatenated in block order, then summarised,
 * so the result is the same bit for bit however many threads computed the chunks.
 * Throws RangeError when the chunks leave a gap or overlap.
 */
export function mergePlanChunks(
  chunks: readonly PlanChunk[],
  run: {
    readonly blocks: number;
    readonly iterations: number;
    readonly uncertainDrivers: readonly PlanDriverKey[];
    readonly sampling: SamplingMethod;
    readonly convergence: ConvergenceReport | null;
    readonly bins?: number | undefined;
    readonly keepSamples?: boolean | undefined;
  },
): PlanSimulation {
  const sorted = [...chunks].sort((a, b) => a.firstBlock - b.firstBlock);
  const parts: PlanChunk[] = [];
  let next = 0;
  for (const c of sorted) {
    if (next >= run.blocks) break;
    if (c.firstBlock !== next) throw new RangeError('mergePlanChunks: chunks must cover consecutive blocks exactly once');
    const keepBlocks = Math.min(c.blockCount, run.blocks - next);
    let valid = 0;
    for (let b = 0; b < keepBlocks; b++) valid += c.blockValid[b]!;
    parts.push({
      ...c,
      blockCount: keepBlocks,
      npv: c.npv.subarray(0, valid),
      iteration: c.iteration.subarray(0, valid),
      ...(c.draws ? { draws: c.draws.map((d) => d.subarray(0, valid)) } : {}),
    });
    next += keepBlocks;
  }
  if (next !== run.blocks) throw new RangeError('mergePlanChunks: chunks do not cover the run');
  const valid = parts.reduce((s, c) => s + c.npv.length, 0);
  const concat = <K extends 'iteration' | 'npv' | 'irr' | 'paybackYears' | 'minDscr'>(key: K): PlanChunk[K] => {
    const out = key === 'iteration' ? new Uint32Array(valid) : new Float64Array(valid);
    let at = 0;
    for (const c of parts) {
      const n = c.npv.length;
      out.set(c[key].subarray(0, n), at);
      at += n;
    }
    return out as PlanChunk[K];
  };
  const npv = concat('npv');
  const irr = concat('irr');
  const paybackYears = concat('paybackYears');
  const minDscr = concat('minDscr');
  let negative = 0;
  for (let i = 0; i < valid; i++) if (npv[i]! < 0) negative++;
  const dscrs = defined(minDscr);
  const bins = run.bins ?? 50;
  return {
    iterations: run.iterations,
    validIterations: valid,
    invalidIterations: run.iterations - valid,
    uncertainDrivers: run.uncertainDrivers,
    sampling: run.sampling,
    convergence: run.convergence,
    npv: distributionOf(npv, valid, bins),
    irr: distributionOf(defined(irr), valid, bins),
    paybackYears: distributionOf(defined(paybackYears), valid, bins),
    minDscr: distributionOf(dscrs, valid, bins),
    probabilityNpvNegative: valid > 0 ? negative / valid : Number.NaN,
    minDscrP10: dscrs.length > 0 ? percentileOfSorted(dscrs.sort(), 0.1) : null,
    ...(run.keepSamples
      ? { samples: { iteration: concat('iteration'), npv, irr, paybackYears, minDscr, ...keptDraws(parts, run.uncertainDrivers) } }
      : {}),
  };
}

/**
 * Monte Carlo of a business plan on one thread: every driver with a `dist` is drawn (same
 * generators, copula and Latin Hypercube as simulateNpv, blocks of 4,096 iterations on streams
 * (seed, block)), the plan is recomputed, and NPV, IRR, payback and minimum DSCR are collected.
 * Same seed, same result — and the same as the blocks computed on any number of threads and merged
 * (mergePlanChunks). With `convergence`, blocks are added until the NPV's mean, P10 and P90 are
 * within the tolerance (PlanConvergence). Returns `{ ok: false, problems }` for invalid input.
 * @example simulatePlan(assumptions, { iterations: 10_000, seed: 7 }) // { ok: true, simulation: { npv, irr, … } }
 */
export function simulatePlan(assumptions: BusinessPlanAssumptions, options: PlanSimulationOptions): PlanSimulationRun {
  const convergenceIssues = planConvergenceProblems(options);
  if (convergenceIssues.length > 0) return { ok: false, problems: convergenceIssues };
  const draw = { ...options, iterations: drawIterations(options) };
  const total = planBlockCount(draw.iterations);
  const converging = options.convergence ? new PlanConvergence(options.convergence) : null;
  const chunks: PlanChunk[] = [];
  let drivers: readonly PlanDriverKey[] = [];
  let blocks = total;
  for (let done = 0; done < blocks;) {
    const upTo = converging ? converging.nextCheckpoint() : total;
    const run = simulatePlanChunk(assumptions, { ...draw, keepDraws: options.keepSamples === true }, done, upTo - done);
    if (!run.ok) return run;
    drivers = run.uncertainDrivers;
    chunks.push(run.chunk);
    done = upTo;
    if (converging) blocks = converging.feed(run.chunk) ?? total;
  }
  const report = converging?.report() ?? null;
  const rank = options.rankCorrelation ? rankTarget(options.rankCorrelation, drivers.length) : null;
  const k = drivers.length;
  const warning =
    rank?.ok && rank.adjusted
      ? {
          correlationWarning: {
            code: 'nearest-correlation' as const,
            used: Array.from({ length: k }, (_, i) => Array.from(rank.matrix.subarray(i * k, i * k + k))),
            maxChange: rank.maxChange,
          },
        }
      : {};
  return {
    ok: true,
    simulation: {
      ...mergePlanChunks(chunks, {
        blocks,
        iterations: report ? report.iterationsUsed : draw.iterations,
        uncertainDrivers: drivers,
        sampling: options.sampling ?? 'random',
        convergence: report,
        bins: options.bins,
        keepSamples: options.keepSamples,
      }),
      ...warning,
    },
  };
}
