/** The version of the CR score method implemented here; stored with every score. */
export const CR_METHODOLOGY_VERSION = 'cr-v1';

/** cr-v2 (issue 13): cr-v1 with the compliance pillar fed by the compliance hub (docs/methodology/cr-v2.md). */
export const CR_V2_METHODOLOGY_VERSION = 'cr-v2';

/** The methodology versions this code computes; a stored score names the one it used. */
export type CrMethodologyVersion = typeof CR_METHODOLOGY_VERSION | typeof CR_V2_METHODOLOGY_VERSION;

/** The three pillars of the CR score. */
export type PillarId = 'market' | 'financial' | 'compliance';

/** Stable ids of the cr-v1 sub-factors. */
export type SubFactorId =
  | 'market.tam'
  | 'market.competition'
  | 'market.growth'
  | 'financial.revenue-model'
  | 'financial.profitability'
  | 'financial.capital-efficiency'
  | 'financial.npv'
  | 'financial.risk-npv'
  | 'financial.risk-dscr'
  | 'compliance.regulatory'
  | 'compliance.esg'
  | 'compliance.governance'
  | 'compliance.legal';

/** What a sub-factor's value rests on: declared by the applicant, computed by the engine, or evidenced by a document. */
export type EvidenceKind = 'declared' | 'computed' | 'evidenced';

/** A sub-factor of the method: pillar, weight within the pillar, and the kind of its inputs before any document evidences it. */
export interface SubFactorDefinition {
  readonly id: SubFactorId;
  readonly pillar: PillarId;
  readonly weightInPillar: number;
  readonly baseEvidence: Exclude<EvidenceKind, 'evidenced'>;
}

/** Pillar weights of cr-v1: market 35 %, financial 30 %, compliance 35 % (sum 1). */
export const PILLAR_WEIGHTS: Readonly<Record<PillarId, number>> = { market: 0.35, financial: 0.3, compliance: 0.35 };

/**
 * Sub-factors of cr-v1 with their weights within their pillar (each pillar's weights sum to 1).
 * Formulas: see `subfactor-formulas.ts` and docs/methodology/cr-score.md.
 */
export const SUB_FACTORS: readonly SubFactorDefinition[] = [
  { id: 'market.tam', pillar: 'market', weightInPillar: 0.4, baseEvidence: 'declared' },
  { id: 'market.competition', pillar: 'market', weightInPillar: 0.3, baseEvidence: 'declared' },
  { id: 'market.growth', pillar: 'market', weightInPillar: 0.3, baseEvidence: 'declared' },
  { id: 'financial.revenue-model', pillar: 'financial', weightInPillar: 0.15, baseEvidence: 'declared' },
  { id: 'financial.profitability', pillar: 'financial', weightInPillar: 0.15, baseEvidence: 'computed' },
  { id: 'financial.capital-efficiency', pillar: 'financial', weightInPillar: 0.15, baseEvidence: 'computed' },
  { id: 'financial.npv', pillar: 'financial', weightInPillar: 0.2, baseEvidence: 'computed' },
  { id: 'financial.risk-npv', pillar: 'financial', weightInPillar: 0.2, baseEvidence: 'computed' },
  { id: 'financial.risk-dscr', pillar: 'financial', weightInPillar: 0.15, baseEvidence: 'computed' },
  { id: 'compliance.regulatory', pillar: 'compliance', weightInPillar: 0.35, baseEvidence: 'declared' },
  { id: 'compliance.esg', pillar: 'compliance', weightInPillar: 0.2, baseEvidence: 'declared' },
  { id: 'compliance.governance', pillar: 'compliance', weightInPillar: 0.25, baseEvidence: 'declared' },
  { id: 'compliance.legal', pillar: 'compliance', weightInPillar: 0.2, baseEvidence: 'declared' },
];

/** Tier of a total: ready ≥ 80, developing 60–79.9, not yet ready < 60. */
export type CrTier = 'ready' | 'developing' | 'not-yet-ready';

/** Tier of a (rounded) total. @example tierOf(80) // 'ready' */
export function tierOf(total: number): CrTier {
  return total >= 80 ? 'ready' : total >= 60 ? 'developing' : 'not-yet-ready';
}

/** Confidence level of a share of weight computed or evidenced: high ≥ 0.7, medium ≥ 0.4, else low. */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Level of a confidence share. @example confidenceLevel(0.5) // 'medium' */
export function confidenceLevel(share: number): ConfidenceLevel {
  return share >= 0.7 ? 'high' : share >= 0.4 ? 'medium' : 'low';
}
