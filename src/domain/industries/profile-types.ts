import type { PlanDriverKey, TerminalValueMethod } from '../finance/plan-assumptions.ts';

/** The sector profiles that default business plans are built from. */
export const SECTOR_PROFILE_IDS = [
  'software-saas',
  'manufacturing',
  'energy-renewables',
  'water-waste',
  'agrifood',
  'retail-ecommerce',
  'hospitality-tourism',
  'construction-real-estate',
  'health',
  'professional-services',
  'logistics',
  'financial-services',
  'generic',
] as const;

/** A key of {@link SECTOR_PROFILE_IDS}. */
export type SectorProfileId = (typeof SECTOR_PROFILE_IDS)[number];

/**
 * How a driver's default value is made uncertain for Monte Carlo, relative to that value (the
 * value is always the mode, mean or median, so the point plan and the distribution agree):
 * - `abs`: triangular or PERT on [min, max] in the driver's own unit (for rates and shares);
 * - `rel`: triangular or PERT on [min·value, max·value] (for money and counts);
 * - `normal`: mean value, standard deviation cv·value; `lognormal`: median value, log-sd sigma.
 */
export type UncertaintySpec =
  | { readonly kind: 'abs' | 'rel'; readonly type: 'triangular' | 'pert'; readonly min: number; readonly max: number }
  | { readonly kind: 'normal'; readonly cv: number }
  | { readonly kind: 'lognormal'; readonly sigma: number };

/**
 * A sector profile: typical shape of a small/medium EU project in that sector, used only as a
 * starting point for the user to edit. Money scales with the project budget (EUR):
 * year-1 revenue = revenueToBudget·budget (units = revenue / pricePerUnit), initial investment =
 * investmentShare·budget, year-1 fixed costs = fixedCostsToBudget·budget, debt = debtToBudget·budget,
 * opening cash = the rest of the budget. Rates are fractions per year.
 */
export interface SectorProfile {
  readonly id: SectorProfileId;
  readonly labels: { readonly en: string; readonly it: string };
  /** Budget used when the caller gives none (EUR). */
  readonly referenceBudget: number;
  readonly horizonYears: number;
  readonly depreciationYears: number;
  readonly debtTermYears: number;
  readonly terminalValue: TerminalValueMethod;
  readonly revenueToBudget: number;
  readonly investmentShare: number;
  readonly fixedCostsToBudget: number;
  readonly debtToBudget: number;
  readonly pricePerUnit: number;
  readonly unitsGrowth: number;
  readonly priceGrowth: number;
  readonly churnRate: number;
  readonly grossMargin: number;
  readonly fixedCostGrowth: number;
  readonly salesMarketingShare: number;
  readonly maintenanceCapexShare: number;
  readonly workingCapitalShare: number;
  readonly debtInterestRate: number;
  readonly terminalGrowth: number;
  readonly exitMultiple: number;
  readonly discountRate: number;
  /** The 4–6 drivers that matter most in the sector, with their uncertainty. */
  readonly uncertainty: Readonly<Partial<Record<PlanDriverKey, UncertaintySpec>>>;
}
