export { PROJECT_STATUSES, PROJECT_TRANSITIONS, PROJECT_STAGES, APPLICANT_SIZES, canTransition } from './status.ts';
export type { ProjectStatus, ProjectStage, ApplicantSize } from './status.ts';
export { canCreateProject } from './limits.ts';
export {
  EVIDENCE_THRESHOLD,
  LIFECYCLE_NEEDS,
  LIFECYCLE_STAGES,
  isStartingPlan,
  projectLifecycle,
  statusAfterEvaluation,
} from './lifecycle.ts';
export type { LatestEvaluationFacts, Lifecycle, LifecycleNeed, LifecycleStage } from './lifecycle.ts';
