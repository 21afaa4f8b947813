/**
 * The Capital Readiness (CR) score, methodology cr-v1: pure, versioned, recomputable.
 * @packageDocumentation
 */
export { CR_METHODOLOGY_VERSION, CR_V2_METHODOLOGY_VERSION, PILLAR_WEIGHTS, SUB_FACTORS, tierOf, confidenceLevel } from './methodology.ts';
export type {
  CrMethodologyVersion,
  PillarId,
  SubFactorId,
  EvidenceKind,
  SubFactorDefinition,
  CrTier,
  ConfidenceLevel,
} from './methodology.ts';
export { COMPLIANCE_QUESTIONS, answerValue } from './questionnaire.ts';
export type { ComplianceAnswer, ComplianceQuestion, ComplianceSubFactor } from './questionnaire.ts';
export type {
  ComplianceHubSummary,
  HubFrameworkSummary,
  CrScoreInput,
  CrMarketInput,
  CrFinancialInput,
  CompetitiveIntensity,
  RevenueModel,
} from './input.ts';
export { rawScore } from './formulas.ts';
export type { RawScore } from './formulas.ts';
export { computeCrScore, recomputeCrScore } from './compute.ts';
export { computeCrScoreV2, CR_V2_FEEDS } from './cr-v2.ts';
export type { CrScore, PillarScore, SubFactorScore, Improvement, StoredCrScoreInput } from './compute.ts';
export { financialInputFromPlan } from './from-plan.ts';
export { evidenceFromFigures, FINANCIAL_EVIDENCE_KINDS } from './evidence.ts';
export type { EvidenceFigure, EvidenceLink, FigureEvidence } from './evidence.ts';
