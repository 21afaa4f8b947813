/**
 * Consultants (issue 25, ADR 0042): specialties as data, a project's gaps mapped to specialties,
 * ranking of verified consultants by the gaps they close, the network's coverage. Pure.
 * @packageDocumentation
 */
export {
  SPECIALTIES,
  FRAMEWORK_SPECIALTY,
  FRAMEWORK_GENERALIST,
  GENERALIST_FACTOR,
  SUBFACTOR_SPECIALTIES,
  isSpecialty,
} from './specialties.ts';
export type { Specialty } from './specialties.ts';
export { projectGaps, demandedSpecialties, LOWEST_SUBFACTORS, HEAVIEST_COMPLIANCE_GAPS } from './gaps.ts';
export type { GapRef, ProjectGap, ScoreFacts, ComplianceGapFacts, HubFacts } from './gaps.ts';
export { rankConsultants, coversRegion } from './rank.ts';
export type { ConsultantFacts, Suggestion } from './rank.ts';
export { coverageGaps } from './coverage.ts';
export type { CoverageCell, Demand } from './coverage.ts';
export { ENGAGEMENT_STATES, PROFILE_STATES, canMove, grantExpiry, GRANT_DEFAULT_DAYS, GRANT_DAYS_AFTER_DEADLINE } from './engagement.ts';
export type { EngagementState, ProfileState } from './engagement.ts';
