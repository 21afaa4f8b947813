import { computePlan } from './business-plan.ts';
import type { CorrelationSpec } from './montecarlo/correlation.ts';
import { correlationFactor } from './montecarlo/correlation.ts';
import { imanConover, rankTarget } from './montecarlo/iman-conover.ts';
import { prepareMarginal } from './montecarlo/marginal.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './montecarlo/sampler.ts';
import type { SamplingMethod } from './montecarlo/sampler.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import { PLAN_DRIVERS, pointValues, validatePlan, valueProblems } from './plan-assumptions.ts';
import { createStreamState } from './random/xoshiro.ts';

/**
 * Iterations per block of a plan simulation. Block b draws from its own generator stream
 * (seed, b) and, with Latin Hypercube, is stratified on its own, so the blocks of a run can be
 * computed in any order, on any thread, and give the same draws: chunk boundaries never depend on
 * how many threads there are (docs/decisions/0050).
 */
export const PLAN_BLOCK = 4_096;

/** Blocks of a run of `iterations` iterations. @example planBlockCount(10_000) // 3 */
export function planBlockCount(iterations: number): number {
  return Math.ceil(iterations / PLAN_BLOCK);
}

/** The options that decide a plan simulation's draws (the seed, the run's size and the sampling). */
export interface PlanDrawOptions {
  /** The run's size: its last block may be short (a converging run passes its maximum). */
  readonly iterations: number;
  readonly seed: number;
  readonly sampling?: SamplingMethod;
  readonly correlation?: CorrelationSpec;
  /** Rank correlations between the uncertain drivers (PLAN_DRIVERS order), induced by Iman–Conover in each block. */
  readonly rankCorrelation?: readonly (readonly number[])[];
  /** Also keep each uncertain driver's draws of the valid iterations (the samples CSV; ADR 0059). */
  readonly keepDraws?: boolean;
}

/**
 * Blocks [firstBlock, firstBlock + blockCount) of a plan simulation: the metrics of its valid
 * iterations in iteration order (NaN where a metric has no answer), `iteration` their 0-based draw
 * index, `blockValid` the valid iterations of each block. Plain typed arrays: transferable between
 * threads and concatenated in block order by mergePlanChunks.
 */
export interface PlanChunk {
  readonly firstBlock: number;
  /** How the blocks were drawn: a convergence stop treats Latin Hypercube blocks as independent replicates. */
  readonly sampling: SamplingMethod;
  readonly blockCount: number;
  readonly iteration: Uint32Array;
  readonly npv: Float64Array;
  readonly irr: Float64Array;
  readonly paybackYears: Float64Array;
  readonly minDscr: Float64Array;
  readonly blockValid: Uint32Array;
  /** With `keepDraws`: per uncertain driver (in uncertainDrivers order), its value in each valid iteration. */
  readonly draws?: Float64Array[];
}

export type PlanChunkRun =
  | { readonly ok: true; readonly chunk: PlanChunk; readonly uncertainDrivers: readonly PlanDriverKey[] }
  | { readonly ok: false; readonly problems: readonly PlanProblem[] };

/** The problems of a plan and draw options, [] when they can run. */
export function planDrawProblems(assumptions: BusinessPlanAssumptions, options: PlanDrawOptions): PlanProblem[] {
  const problems = validatePlan(assumptions);
  if (!Number.isInteger(options?.iterations) || options.iterations < 1 || options.iterations > 1_000_000)
    problems.push({ field: 'iterations', message: 'must be an integer from 1 to 1,000,000' });
  if (!Number.isSafeInteger(options?.seed) || options.seed < 0)
    problems.push({ field: 'seed', message: 'must be a non-negative safe integer' });
  if (options?.sampling !== undefined && options.sampling !== 'random' && options.sampling !== 'lhs')
    problems.push({ field: 'sampling', message: "must be 'random' or 'lhs'" });
  return problems;
}

/**
 * Simulates blocks [firstBlock, firstBlock + blockCount) of the plan simulation `options` describes:
 * every driver with a `dist` drawn (copula and Latin Hypercube as in simulateNpv), the plan
 * recomputed, NPV, IRR, payback and minimum DSCR kept. Draws breaking a rule are skipped.
 * @example simulatePlanChunk(assumptions, { iterations: 100_000, seed: 7 }, 0, 5)
 */
export function simulatePlanChunk(
  assumptions: BusinessPlanAssumptions,
  options: PlanDrawOptions,
  firstBlock: number,
  blockCount: number,
): PlanChunkRun {
  const problems = planDrawProblems(assumptions, options);
  const blocks = planBlockCount(options?.iterations);
  if (
    !Number.isInteger(firstBlock) ||
    !Number.isInteger(blockCount) ||
    firstBlock < 0 ||
    blockCount < 1 ||
    firstBlock + blockCount > blocks
  )
    problems.push({ field: 'blocks', message: `must lie within 0..${blocks - 1}` });
  if (problems.length > 0) return { ok: false, problems };
  const uncertain = PLAN_DRIVERS.filter((key) => assumptions.drivers[key].dist !== undefined);
  const factor = correlationFactor(options.correlation ?? { type: 'independent' }, uncertain.length);
  if (!factor.ok) return { ok: false, problems: [{ field: 'correlation', message: factor.reason }] };
  const rank = options.rankCorrelation ? rankTarget(options.rankCorrelation, uncertain.length) : null;
  if (rank && !rank.ok) return { ok: false, problems: [{ field: 'rankCorrelation', message: rank.reason }] };
  if (rank && factor.factor !== null)
    return { ok: false, problems: [{ field: 'rankCorrelation', message: 'use either a copula correlation or a rank correlation' }] };
  const sampler = createSampler(
    uncertain.map((key) => prepareMarginal(assumptions.drivers[key].dist!)),
    factor.factor,
    options.sampling ?? 'random',
    PLAN_BLOCK,
  );
  const columns = uncertain.map(() => new Float64Array(PLAN_BLOCK));
  const base = pointValues(assumptions);
  const start = firstBlock * PLAN_BLOCK;
  const size = Math.min(options.iterations, (firstBlock + blockCount) * PLAN_BLOCK) - start;
  const iteration = new Uint32Array(size);
  const npv = new Float64Array(size);
  const irr = new Float64Array(size);
  const paybackYears = new Float64Array(size);
  const minDscr = new Float64Array(size);
  const blockValid = new Uint32Array(blockCount);
  const draws = options.keepDraws ? uncertain.map(() => new Float64Array(size)) : null;
  let valid = 0;
  for (let b = 0; b < blockCount; b++) {
    const block = firstBlock + b;
    const rows = Math.min(PLAN_BLOCK, options.iterations - block * PLAN_BLOCK);
    const state = createStreamState(options.seed, block);
    beginBlock(sampler, state, rows);
    beginChunk(sampler, state, 0, rows);
    for (let j = 0; j < uncertain.length; j++) sampleColumn(sampler, state, j, 0, rows, columns[j]!);
    if (rank?.ok) imanConover(columns, rows, rank.factor, state);
    const before = valid;
    for (let i = 0; i < rows; i++) {
      const values = { ...base };
      for (let j = 0; j < uncertain.length; j++) values[uncertain[j]!] = columns[j]![i]!;
      if (valueProblems(assumptions, values).length > 0) continue;
      const m = computePlan(assumptions, values).metrics;
      iteration[valid] = block * PLAN_BLOCK + i;
      npv[valid] = m.npv;
      irr[valid] = m.irr ?? Number.NaN;
      paybackYears[valid] = m.paybackYears ?? Number.NaN;
      minDscr[valid] = m.minDscr ?? Number.NaN;
      if (draws) for (let j = 0; j < uncertain.length; j++) draws[j]![valid] = columns[j]![i]!;
      valid++;
    }
    blockValid[b] = valid - before;
  }
  const chunk: PlanChunk = {
    firstBlock,
    sampling: options.sampling ?? 'random',
    blockCount,
    iteration: iteration.slice(0, valid),
    npv: npv.slice(0, valid),
    irr: irr.slice(0, valid),
    paybackYears: paybackYears.slice(0, valid),
    minDscr: minDscr.slice(0, valid),
    blockValid,
    ...(draws ? { draws: draws.map((d) => d.slice(0, valid)) } : {}),
  };
  return { ok: true, chunk, uncertainDrivers: uncertain };
}

/** `parts` consecutive block ranges covering blocks [0, blocks), as even as possible (fewer when blocks < parts). */
export function splitBlocks(blocks: number, parts: number): { firstBlock: number; blockCount: number }[] {
  const n = Math.max(1, Math.min(blocks, Math.floor(parts)));
  const out: { firstBlock: number; blockCount: number }[] = [];
  let first = 0;
  for (let p = 0; p < n; p++) {
    const count = Math.floor(blocks / n) + (p < blocks % n ? 1 : 0);
    out.push({ firstBlock: first, blockCount: count });
    first += count;
  }
  return out;
}

/** The chunks' driver draws concatenated in block order, when every chunk kept them. */
export function keptDraws(
  parts: readonly PlanChunk[],
  drivers: readonly PlanDriverKey[],
): { draws?: Partial<Record<PlanDriverKey, Float64Array>> } {
  if (drivers.length === 0 || parts.some((c) => !c.draws)) return {};
  const total = parts.reduce((s, c) => s + c.npv.length, 0);
  const draws: Partial<Record<PlanDriverKey, Float64Array>> = {};
  drivers.forEach((key, j) => {
    const out = new Float64Array(total);
    let at = 0;
    for (const c of parts) {
      out.set(c.draws![j]!.subarray(0, c.npv.length), at);
      at += c.npv.length;
    }
    draws[key] = out;
  });
  return { draws };
}
