/**
 * Funding (issue 14): eligibility-first matching and alert rules. Pure.
 * @packageDocumentation
 */
export { matchProject, compareMatches, callStatus, daysBetween, stems, COMPONENT_WEIGHTS, FUNDER_PILLAR_WEIGHTS, OBJECTIVE_FULL_AT } from './match.ts';
export type { MatchProject, MatchCall, MatchCrScore, MatchResult, MatchCriterion, MatchFix, ScoreComponent, ComponentName, Eligibility, Outcome, CallStatusValue } from './match.ts';
export { callAnswersSearch, deadlineAlertDue, emailDueAt } from './alerts.ts';
export type { AlertKind, AlertCall, Digest, SavedQuery } from './alerts.ts';
