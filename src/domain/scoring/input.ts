import type { ComplianceAnswer } from './questionnaire.ts';
import type { SubFactorId } from './methodology.ts';

/** How intense competition is, as declared: low, medium or high. */
export type CompetitiveIntensity = 'low' | 'medium' | 'high';

/** How revenue recurs: subscription-like, repeat purchases, one transaction at a time, or one-off projects. */
export type RevenueModel = 'recurring' | 'repeat' | 'transactional' | 'one-off';

/** Declared market data. Any field may be absent (null/undefined): it is then missing, never assumed. */
export interface CrMarketInput {
  /** Total addressable market, EUR per year. */
  readonly tamEur?: number | null;
  /** Number of direct competitors. */
  readonly competitorCount?: number | null;
  readonly competitiveIntensity?: CompetitiveIntensity | null;
  /** Expected yearly growth of the market, as a fraction (0.08 = 8 %). */
  readonly expectedGrowthRate?: number | null;
}

/**
 * Financial inputs: declared revenue model, business-plan metrics and Monte Carlo results
 * (fill with `financialInputFromPlan`). `hasDebt: false` makes the DSCR sub-factor not applicable.
 */
export interface CrFinancialInput {
  readonly revenueModel?: RevenueModel | null;
  /** EBITDA / revenue in the last year of the plan. */
  readonly ebitdaMarginFinalYear?: number | null;
  readonly ltvToCac?: number | null;
  readonly roiMultiple?: number | null;
  /** NPV of the plan, EUR. */
  readonly npv?: number | null;
  /** Money put in (sum of the plan's outflows), EUR: the scale of the NPV. */
  readonly capitalInvested?: number | null;
  /** Simulated P(NPV < 0), 0…1. */
  readonly probabilityNpvNegative?: number | null;
  /** 10th percentile of the simulated minimum DSCR. */
  readonly minDscrP10?: number | null;
  readonly hasDebt?: boolean | null;
}

/**
 * One framework of the compliance hub as cr-v2 reads it (src/domain/compliance/hub-summary.ts):
 * whether it applies, Σ W·r and Σ W over its counting items (reference 1.2), and Σ W of those
 * items that carry evidence.
 */
export interface HubFrameworkSummary {
  readonly id: string;
  readonly applicable: boolean;
  readonly weightedResult: number;
  readonly weightTotal: number;
  readonly evidencedWeight: number;
}

/** The compliance hub's summary of a project; its presence makes a run use cr-v2. */
export interface ComplianceHubSummary {
  readonly frameworks: readonly HubFrameworkSummary[];
}

/**
 * Everything a CR score is computed from; with the methodology version it reproduces the score.
 * `compliance.answers` maps question ids (COMPLIANCE_QUESTIONS) to answers; `evidence` marks the
 * sub-factors a reviewed document supports; `compliance.hub` (cr-v2) is the compliance hub's summary.
 */
export interface CrScoreInput {
  readonly market: CrMarketInput;
  readonly financial: CrFinancialInput;
  readonly compliance: { readonly answers: Readonly<Partial<Record<string, ComplianceAnswer>>>; readonly hub?: ComplianceHubSummary };
  readonly evidence?: Readonly<Partial<Record<SubFactorId, boolean>>>;
}
