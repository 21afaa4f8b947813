import type { Distribution } from '../finance/montecarlo/distribution.ts';
import type { BusinessPlanAssumptions, PlanDriver, PlanDriverKey } from '../finance/plan-assumptions.ts';
import { PLAN_DRIVERS } from '../finance/plan-assumptions.ts';
import { sectorProfileFor } from './profile-map.ts';
import type { SectorProfile, UncertaintySpec } from './profile-types.ts';
import { SECTOR_PROFILES } from './profiles.ts';

/** Italian corporate income tax IRES 24 % plus regional IRAP 3.9 % (standard rate): ≈ 27.9 %. */
export const ITALIAN_CORPORATE_TAX_RATE = 0.279;

/** Options of {@link defaultPlanAssumptions}. */
export interface DefaultPlanOptions {
  /** Total project budget in EUR (> 0); money drivers scale with it. Default: the profile's reference budget. */
  readonly estimatedBudget?: number;
}

/** Rounds to 3 significant figures so defaults read as estimates (166,667 → 167,000). */
function tidy(x: number): number {
  return x === 0 ? 0 : Number(x.toPrecision(3));
}

function distributionOf(value: number, spec: UncertaintySpec): Distribution {
  switch (spec.kind) {
    case 'abs':
      return { type: spec.type, min: spec.min, mode: value, max: spec.max };
    case 'rel':
      return { type: spec.type, min: value * spec.min, mode: value, max: value * spec.max };
    case 'normal':
      return { type: 'normal', mean: value, sd: spec.cv * Math.abs(value) };
    case 'lognormal':
      return { type: 'lognormal', mu: Math.log(value), sigma: spec.sigma };
  }
}

/** The point value of every driver for a profile and a budget. */
function valuesOf(p: SectorProfile, budget: number): Record<PlanDriverKey, number> {
  const initialInvestment = tidy(budget * p.investmentShare);
  return {
    unitsYear1: Math.max(1, tidy(Math.round((budget * p.revenueToBudget) / p.pricePerUnit))),
    unitsGrowth: p.unitsGrowth,
    pricePerUnit: p.pricePerUnit,
    priceGrowth: p.priceGrowth,
    churnRate: p.churnRate,
    grossMargin: p.grossMargin,
    fixedCosts: tidy(budget * p.fixedCostsToBudget),
    fixedCostGrowth: p.fixedCostGrowth,
    salesMarketingShare: p.salesMarketingShare,
    initialInvestment,
    maintenanceCapexShare: p.maintenanceCapexShare,
    workingCapitalShare: p.workingCapitalShare,
    taxRate: ITALIAN_CORPORATE_TAX_RATE,
    debtAmount: tidy(budget * p.debtToBudget),
    debtInterestRate: p.debtInterestRate,
    terminalGrowth: p.terminalGrowth,
    exitMultiple: p.exitMultiple,
    discountRate: p.discountRate,
    openingCash: Math.max(0, tidy(budget - initialInvestment)),
  };
}

/**
 * Sensible default business-plan assumptions for an industry code (NACE Rev. 2 / ATECO 2007, any
 * form findIndustry accepts; unknown codes use the generic profile): a complete
 * BusinessPlanAssumptions from the sector profile of the code's division (see profiles.ts), with a
 * distribution on the 4–6 drivers that matter most in that sector. Money scales linearly with
 * `opts.estimatedBudget` (EUR; ignored unless finite and > 0): initial investment, fixed costs,
 * debt, year-1 units (so year-1 revenue) and opening cash (= budget − initial investment).
 * The debt term is preset even where the default debt is 0, so entering an amount is enough.
 * These are STARTING POINTS for the user to edit, not data about the user's project.
 * Every result passes validatePlan and evaluates to a finite NPV.
 * @example defaultPlanAssumptions('35.11', { estimatedBudget: 2_000_000 }).drivers.initialInvestment.value // 1_900_000
 */
export function defaultPlanAssumptions(industryCode: string, opts: DefaultPlanOptions = {}): BusinessPlanAssumptions {
  const profile = SECTOR_PROFILES[sectorProfileFor(industryCode)];
  const budget =
    opts.estimatedBudget !== undefined && Number.isFinite(opts.estimatedBudget) && opts.estimatedBudget > 0
      ? opts.estimatedBudget
      : profile.referenceBudget;
  const values = valuesOf(profile, budget);
  const drivers = {} as Record<PlanDriverKey, PlanDriver>;
  for (const key of PLAN_DRIVERS) {
    const spec = profile.uncertainty[key];
    drivers[key] = spec === undefined ? { value: values[key] } : { value: values[key], dist: distributionOf(values[key], spec) };
  }
  return {
    horizonYears: profile.horizonYears,
    depreciationYears: profile.depreciationYears,
    debtTermYears: profile.debtTermYears,
    terminalValue: profile.terminalValue,
    drivers,
  };
}
