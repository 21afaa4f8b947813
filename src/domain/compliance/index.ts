/**
 * The compliance hub (issue 13): frameworks as versioned data, applicability by scope, shared
 * controls, scores per the reference's section 1.2, Taxonomy alignment and KPIs, PNRR DNSH rules
 * and tagging. Pure.
 * @packageDocumentation
 */
export { COMPLIANCE_FRAMEWORKS, TAXONOMY_OBJECTIVES } from './data/types.ts';
export type { Bilingual, ComplianceFrameworkId, ItemData, SectionData, TaxonomyObjective } from './data/types.ts';
export { FRAMEWORKS, RELEASES, currentRelease, currentItems } from './data/frameworks.ts';
export type { FrameworkData, FrameworkRelease } from './data/frameworks.ts';
export { itemEvidence, itemEvidenceTexts } from './evidence.ts';
export type { EvidenceLanguage } from './evidence.ts';
export { CONTROLS } from './data/controls.ts';
export type { ControlData } from './data/controls.ts';
export {
  DEFAULT_SCOPE,
  ENTITY_SIZES,
  CSRD_SCOPES,
  GDPR_ROLES,
  EXPOSURES_231,
  PNRR_ROLES,
  ESRS_TOPICS,
  VOLUNTARY_FRAMEWORKS,
  TAGGING_COEFFICIENTS,
  INAPPLICABLE_REASONS,
  activityOfItem,
  frameworkApplicability,
  itemApplicability,
} from './applicability.ts';
export type { Applicability, ClaimedActivity, ComplianceScope, InapplicableReason, TaggingCoefficient } from './applicability.ts';
export { frameworkScore, itemResult, roundedPercent } from './score.ts';
export type { FrameworkScore, FrameworkStatusValue, ItemAnswerValue, ScoredItem } from './score.ts';
export { answerProblems, dnshPhase, dnshStatus, taggingShare, PNRR_DNSH_EX_ANTE, PNRR_DNSH_EX_POST, PNRR_TARGETS } from './rules.ts';
export type { AnswerFacts, AnswerProblem, DnshStatus } from './rules.ts';
export { activityAlignment, taxonomyKpis } from './taxonomy.ts';
export type { ActivityAssessment, AlignmentGap, ConditionResult, KpiShare } from './taxonomy.ts';
export { diffReleases } from './diff.ts';
export type { ReleaseDiff } from './diff.ts';
export { assessFramework, hubSummary } from './assess.ts';
export type { AnswerState, FrameworkAssessment } from './assess.ts';
