import type { Distribution } from './montecarlo/distribution.ts';
import { distributionProblem } from './montecarlo/distribution.ts';

/**
 * The uncertain inputs of a business plan, by stable key (safe to store and to use in forms).
 * Rates and shares are fractions per year (0.05 = 5 %); money in EUR (any single currency works).
 */
export const PLAN_DRIVERS = [
  'unitsYear1',
  'unitsGrowth',
  'pricePerUnit',
  'priceGrowth',
  'churnRate',
  'grossMargin',
  'fixedCosts',
  'fixedCostGrowth',
  'salesMarketingShare',
  'initialInvestment',
  'maintenanceCapexShare',
  'workingCapitalShare',
  'taxRate',
  'debtAmount',
  'debtInterestRate',
  'terminalGrowth',
  'exitMultiple',
  'discountRate',
  'openingCash',
] as const;

/** A key of {@link PLAN_DRIVERS}. */
export type PlanDriverKey = (typeof PLAN_DRIVERS)[number];

/**
 * What each driver means and its unit ('eur', 'fraction', 'count', 'multiple'), for forms and docs.
 * - unitsYear1: customers (or units sold) in year 1; unitsGrowth: yearly growth of that base.
 * - pricePerUnit: yearly revenue per customer/unit in year 1; priceGrowth: its yearly growth.
 * - churnRate: share of customers lost per year (0 for one-off sales; LTV then undefined).
 * - grossMargin: gross profit / revenue. salesMarketingShare: sales & marketing spend / revenue.
 * - fixedCosts: other operating costs in year 1 (EUR/year); fixedCostGrowth: their yearly growth.
 * - initialInvestment: capex at t = 0; maintenanceCapexShare: yearly capex / revenue.
 * - workingCapitalShare: net working capital / revenue (its increase consumes cash).
 * - taxRate: on positive profit, with losses carried forward.
 * - debtAmount: borrowed at t = 0, repaid in level annual payments over debtTermYears at debtInterestRate.
 * - terminalGrowth (perpetuity-growth method) or exitMultiple (× final-year EBITDA): terminal value.
 * - discountRate: for NPV and discounted payback. openingCash: cash at the start of year 1 (runway).
 */
export const PLAN_DRIVER_UNITS: Readonly<Record<PlanDriverKey, 'eur' | 'fraction' | 'count' | 'multiple'>> = {
  unitsYear1: 'count',
  unitsGrowth: 'fraction',
  pricePerUnit: 'eur',
  priceGrowth: 'fraction',
  churnRate: 'fraction',
  grossMargin: 'fraction',
  fixedCosts: 'eur',
  fixedCostGrowth: 'fraction',
  salesMarketingShare: 'fraction',
  initialInvestment: 'eur',
  maintenanceCapexShare: 'fraction',
  workingCapitalShare: 'fraction',
  taxRate: 'fraction',
  debtAmount: 'eur',
  debtInterestRate: 'fraction',
  terminalGrowth: 'fraction',
  exitMultiple: 'multiple',
  discountRate: 'fraction',
  openingCash: 'eur',
};

/**
 * One driver: its point value, optionally a distribution for Monte Carlo (`dist`) and an explicit
 * low/high for the tornado and the scenarios. Plain JSON.
 * @example const price: PlanDriver = { value: 1200, dist: { type: 'triangular', min: 900, mode: 1200, max: 1400 } };
 */
export interface PlanDriver {
  readonly value: number;
  readonly dist?: Distribution;
  readonly low?: number;
  readonly high?: number;
}

/** How the value beyond the horizon is counted: not at all, Gordon growth, or an EBITDA multiple. */
export type TerminalValueMethod = 'none' | 'perpetuity-growth' | 'exit-multiple';

/**
 * Business-plan assumptions as a web form edits them and a server stores them (JSON).
 * `horizonYears` 1–50; `depreciationYears` ≥ 1 (straight line); `debtTermYears` 0–50 (0 = no debt).
 * Sign convention of the outputs: money paid out is negative.
 */
export interface BusinessPlanAssumptions {
  readonly horizonYears: number;
  readonly depreciationYears: number;
  readonly debtTermYears: number;
  readonly terminalValue: TerminalValueMethod;
  readonly drivers: Readonly<Record<PlanDriverKey, PlanDriver>>;
}

/** A problem with one field of the assumptions, by path (e.g. 'drivers.taxRate.dist'). */
export interface PlanProblem {
  readonly field: string;
  readonly message: string;
}

const FRACTION_0_1: readonly PlanDriverKey[] = ['churnRate', 'taxRate', 'salesMarketingShare', 'maintenanceCapexShare'];
const NON_NEGATIVE: readonly PlanDriverKey[] = [
  'unitsYear1',
  'pricePerUnit',
  'fixedCosts',
  'initialInvestment',
  'debtAmount',
  'exitMultiple',
  'openingCash',
];

/** Problems with driver values as numbers (shared by validation and by each simulated iteration). */
export function valueProblems(assumptions: BusinessPlanAssumptions, values: Readonly<Record<PlanDriverKey, number>>): PlanProblem[] {
  const problems: PlanProblem[] = [];
  for (const key of PLAN_DRIVERS) {
    const v = values[key];
    if (!Number.isFinite(v)) problems.push({ field: `drivers.${key}.value`, message: 'must be a finite number' });
    else if (FRACTION_0_1.includes(key) && (v < 0 || v > 1))
      problems.push({ field: `drivers.${key}.value`, message: 'must be between 0 and 1' });
    else if (NON_NEGATIVE.includes(key) && v < 0) problems.push({ field: `drivers.${key}.value`, message: 'must be ≥ 0' });
    else if (key.endsWith('Growth') || key === 'discountRate' || key === 'debtInterestRate') {
      if (v <= -1) problems.push({ field: `drivers.${key}.value`, message: 'must be above -1' });
    }
  }
  if (assumptions.terminalValue === 'perpetuity-growth' && !(values.discountRate > values.terminalGrowth)) {
    problems.push({ field: 'drivers.terminalGrowth.value', message: 'must be below the discount rate (Gordon growth)' });
  }
  return problems;
}

/**
 * Checks assumptions from a form or storage: structure, ranges, distributions, low ≤ high.
 * Returns the list of problems (empty when the plan can be evaluated).
 * @example validatePlan(assumptions) // [] or [{ field: 'horizonYears', message: '...' }]
 */
/** Inclusive ranges of the plan's whole-year fields; the API contract applies the same ones. */
export const PLAN_YEAR_LIMITS = {
  horizonYears: [1, 50],
  depreciationYears: [1, 100],
  // A loan outliving 50 years is not a project loan; the horizon itself stops at 50.
  debtTermYears: [0, 50],
} as const satisfies Record<'horizonYears' | 'depreciationYears' | 'debtTermYears', readonly [number, number]>;

export function validatePlan(assumptions: BusinessPlanAssumptions): PlanProblem[] {
  const problems: PlanProblem[] = [];
  for (const field of ['horizonYears', 'depreciationYears', 'debtTermYears'] as const) {
    const [lo, hi] = PLAN_YEAR_LIMITS[field];
    const v = assumptions?.[field];
    if (!Number.isInteger(v) || v < lo || v > hi) problems.push({ field, message: `must be an integer from ${lo} to ${hi}` });
  }
  if (!['none', 'perpetuity-growth', 'exit-multiple'].includes(assumptions?.terminalValue)) {
    problems.push({ field: 'terminalValue', message: "must be 'none', 'perpetuity-growth' or 'exit-multiple'" });
  }
  if (typeof assumptions?.drivers !== 'object' || assumptions.drivers === null)
    return [...problems, { field: 'drivers', message: 'missing' }];
  for (const key of PLAN_DRIVERS) {
    const d = assumptions.drivers[key];
    if (d === undefined || typeof d !== 'object') {
      problems.push({ field: `drivers.${key}`, message: 'missing' });
      continue;
    }
    if (d.dist !== undefined) {
      const p = distributionProblem(d.dist);
      if (p !== null) problems.push({ field: `drivers.${key}.dist`, message: p });
    }
    if (
      (d.low !== undefined && !Number.isFinite(d.low)) ||
      (d.high !== undefined && !Number.isFinite(d.high)) ||
      (d.low !== undefined && d.high !== undefined && d.low > d.high)
    ) {
      problems.push({ field: `drivers.${key}`, message: 'low and high must be finite with low ≤ high' });
    }
  }
  if (problems.length > 0) return problems;
  return valueProblems(assumptions, pointValues(assumptions));
}

/** The point value of every driver. */
export function pointValues(assumptions: BusinessPlanAssumptions): Record<PlanDriverKey, number> {
  const out = {} as Record<PlanDriverKey, number>;
  for (const key of PLAN_DRIVERS) out[key] = assumptions.drivers[key].value;
  return out;
}
