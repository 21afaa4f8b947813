/**
 * The Capital Readiness (CR) score, methodology cr-v1: pure, versioned, recomputable.
 * @packageDocumentation
 */
export { CR_METHODOLOGY_VERSION, PILLAR_WEIGHTS, SUB_FACTORS, tierOf, confidenceLevel } from './methodology.ts';
export type { PillarId, SubFactorId, EvidenceKind, SubFactorDefinition, CrTier, ConfidenceLevel } from './methodology.ts';
export { COMPLIANCE_QUESTIONS, answerValue } from './questionnaire.ts';
export type { ComplianceAnswer, ComplianceQuestion, ComplianceSubFactor } from './questionnaire.ts';
export type { CrScoreInput, CrMarketInput, CrFinancialInput, CompetitiveIntensity, RevenueModel } from './input.ts';
export { rawScore } from './formulas.ts';
export type { RawScore } from './formulas.ts';
export { computeCrScore, recomputeCrScore } from './compute.ts';
export type { CrScore, PillarScore, SubFactorScore, Improvement, StoredCrScoreInput } from './compute.ts';
export { financialInputFromPlan } from './from-plan.ts';
export { evidenceFromFigures, FINANCIAL_EVIDENCE_KINDS } from './evidence.ts';
export type { EvidenceFigure, EvidenceLink, FigureEvidence } from './evidence.ts';
