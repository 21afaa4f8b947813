import type { CorrelationSpec } from './montecarlo/correlation.ts';
import { correlationFactor } from './montecarlo/correlation.ts';
import { prepareMarginal } from './montecarlo/marginal.ts';
import { beginBlock, beginChunk, createSampler, sampleColumn } from './montecarlo/sampler.ts';
import type { SamplingMethod } from './montecarlo/sampler.ts';
import { npv } from './npv.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import { PLAN_DRIVERS, pointValues, valueProblems } from './plan-assumptions.ts';
import { PLAN_BLOCK, planBlockCount, planDrawProblems } from './plan-chunk.ts';
import { createStreamState } from './random/xoshiro.ts';

/**
 * An engine entry point for callers that need only the NPV of each draw (a portfolio's Monte Carlo,
 * ADR 0061): the same draws as simulatePlanChunk (same sampler, streams (seed, block), same rule
 * check), and the NPV computed as computePlan computes it — the same operations in the same order,
 * so the same bits — without the yearly table, the IRR solve, paybacks and DSCRs the NPV does not use.
 * Test: plan-npv-chunk.test.ts compares both, bit for bit, on plans with tax, debt and terminal values.
 */

/** The NPV of computePlan(a, v).metrics.npv, computed alone. `capex` and `flows` are scratch space (≥ horizon + 1). */
export function planNpv(a: BusinessPlanAssumptions, v: Readonly<Record<PlanDriverKey, number>>, capex: number[], flows: number[]): number {
  const n = a.horizonYears;
  let prevRevenue = 0;
  let lossUnlevered = 0;
  let lastFcf = 0;
  let lastEbitda = 0;
  flows.length = n + 1;
  flows[0] = -v.initialInvestment;
  for (let y = 1; y <= n; y++) {
    const units = v.unitsYear1 * (1 + v.unitsGrowth) ** (y - 1);
    const revenue = units * v.pricePerUnit * (1 + v.priceGrowth) ** (y - 1);
    const ebitda = revenue * (v.grossMargin - v.salesMarketingShare) - v.fixedCosts * (1 + v.fixedCostGrowth) ** (y - 1);
    const capexY = revenue * v.maintenanceCapexShare;
    capex[y - 1] = capexY;
    let depreciation = y <= a.depreciationYears ? v.initialInvestment / a.depreciationYears : 0;
    for (let s = Math.max(1, y - a.depreciationYears + 1); s <= y; s++) depreciation += capex[s - 1]! / a.depreciationYears;
    const ebit = ebitda - depreciation;
    const workingCapitalChange = v.workingCapitalShare * (revenue - prevRevenue);
    prevRevenue = revenue;
    const taxableU = ebit - lossUnlevered;
    lossUnlevered = taxableU < 0 ? -taxableU : 0;
    const tax = v.taxRate * Math.max(0, taxableU);
    const freeCashFlow = ebitda - tax - capexY - workingCapitalChange;
    flows[y] = freeCashFlow;
    lastFcf = freeCashFlow;
    lastEbitda = ebitda;
  }
  const terminalValue =
    a.terminalValue === 'perpetuity-growth'
      ? (lastFcf * (1 + v.terminalGrowth)) / (v.discountRate - v.terminalGrowth)
      : a.terminalValue === 'exit-multiple'
        ? Math.max(0, lastEbitda) * v.exitMultiple
        : 0;
  flows[n] = flows[n]! + terminalValue;
  return npv(v.discountRate, flows);
}

type Rule = (v: number) => boolean;
const PROBES = [Number.NaN, Number.POSITIVE_INFINITY, -2, -1, -0.5, 0, 0.5, 1, 1.5, 2];

/**
 * Per uncertain driver, whether a drawn value passes valueProblems' rule for that driver (finite; a
 * fraction within [0, 1]; a non-negative amount; a rate or growth above −1) — the check valueProblems
 * makes for every driver of every draw, here only for those drawn (the others are the validated point
 * values). Each rule is first compared with valueProblems itself at values on and around its bounds;
 * null when one disagrees (rules changed in the engine): the caller then uses valueProblems per draw.
 */
function drawRules(a: BusinessPlanAssumptions, uncertain: readonly PlanDriverKey[]): Rule[] | null {
  const alone = { ...a, terminalValue: 'none' as const };
  const base = pointValues(a);
  const rules: Rule[] = [];
  for (const key of uncertain) {
    const fraction = key === 'churnRate' || key === 'taxRate' || key === 'salesMarketingShare' || key === 'maintenanceCapexShare';
    const amount = ['unitsYear1', 'pricePerUnit', 'fixedCosts', 'initialInvestment', 'debtAmount', 'exitMultiple', 'openingCash'].includes(
      key,
    );
    const rate = key.endsWith('Growth') || key === 'discountRate' || key === 'debtInterestRate';
    const rule: Rule = fraction
      ? (v) => v >= 0 && v <= 1
      : amount
        ? (v) => v >= 0 && v < Number.POSITIVE_INFINITY
        : rate
          ? (v) => v > -1 && v < Number.POSITIVE_INFINITY
          : (v) => Number.isFinite(v);
    for (const probe of PROBES) {
      const engine = valueProblems(alone, { ...base, [key]: probe }).length === 0;
      if (engine !== rule(probe) || (Number.isNaN(probe) && rule(probe))) return null;
    }
    rules.push(rule);
  }
  return rules;
}

export type PlanNpvChunkRun =
  | { readonly ok: true; readonly npv: Float64Array; readonly blockValid: Uint32Array }
  | { readonly ok: false; readonly problems: readonly PlanProblem[] };

/**
 * The NPVs of the valid draws of blocks [firstBlock, firstBlock + blockCount) of a plan simulation —
 * simulatePlanChunk's `npv` and `blockValid`, for plain or Latin Hypercube sampling with an optional
 * copula (no rank correlation: use simulatePlanChunk for that).
 */
export function simulatePlanNpvChunk(
  assumptions: BusinessPlanAssumptions,
  options: {
    readonly iterations: number;
    readonly seed: number;
    readonly sampling?: SamplingMethod;
    readonly correlation?: CorrelationSpec;
  },
  firstBlock: number,
  blockCount: number,
): PlanNpvChunkRun {
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
  const sampler = createSampler(
    uncertain.map((key) => prepareMarginal(assumptions.drivers[key].dist!)),
    factor.factor,
    options.sampling ?? 'random',
    PLAN_BLOCK,
  );
  const columns = uncertain.map(() => new Float64Array(PLAN_BLOCK));
  const rules = drawRules(assumptions, uncertain);
  const gordon = assumptions.terminalValue === 'perpetuity-growth';
  // One values object, its uncertain drivers overwritten each draw (the others keep their point values).
  const values = pointValues(assumptions);
  const capex: number[] = [];
  const flows: number[] = [];
  const start = firstBlock * PLAN_BLOCK;
  const size = Math.min(options.iterations, (firstBlock + blockCount) * PLAN_BLOCK) - start;
  const out = new Float64Array(size);
  const blockValid = new Uint32Array(blockCount);
  let valid = 0;
  for (let b = 0; b < blockCount; b++) {
    const block = firstBlock + b;
    const rows = Math.min(PLAN_BLOCK, options.iterations - block * PLAN_BLOCK);
    const state = createStreamState(options.seed, block);
    beginBlock(sampler, state, rows);
    beginChunk(sampler, state, 0, rows);
    for (let j = 0; j < uncertain.length; j++) sampleColumn(sampler, state, j, 0, rows, columns[j]!);
    const before = valid;
    for (let i = 0; i < rows; i++) {
      let ok = true;
      for (let j = 0; j < uncertain.length; j++) {
        const v = columns[j]![i]!;
        values[uncertain[j]!] = v;
        if (rules !== null && !rules[j]!(v)) ok = false;
      }
      if (
        rules === null ? valueProblems(assumptions, values).length > 0 : !ok || (gordon && !(values.discountRate > values.terminalGrowth))
      )
        continue;
      out[valid++] = planNpv(assumptions, values, capex, flows);
    }
    blockValid[b] = valid - before;
  }
  return { ok: true, npv: out.slice(0, valid), blockValid };
}
