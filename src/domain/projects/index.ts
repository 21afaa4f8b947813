export { PROJECT_STATUSES, PROJECT_TRANSITIONS, PROJECT_STAGES, canTransition } from './status.ts';
export type { ProjectStatus, ProjectStage } from './status.ts';
export { canCreateProject } from './limits.ts';
