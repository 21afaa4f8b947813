export { registerComplianceRoutes } from './routes.ts';
export type { ComplianceDeps } from './service.ts';
export { complianceReportData, frameworkStatuses, hubSummaryFor } from './service.ts';
export { answeredProgress as complianceAnsweredProgress } from './project-state.ts';
export { loadFrameworks } from './loader.ts';
export {
  eraseAuthorship as eraseComplianceAuthorship,
  answersBy as complianceAnswersBy,
  tasksAssignedTo as complianceTasksAssignedTo,
} from './repository.ts';
export { seedDemoAssessment } from './demo.ts';
export { projectGaps } from './service.ts';
/** A project's compliance state (assessments with their gaps) by id, for cross-project views such as the consultants' coverage (ADR 0042). */
export { stateOf as complianceStateOf } from './project-state.ts';
/** The hub across a list of projects and the catalogue with titles: the admin's platform-wide view (ADR 0057). */
export { overview as complianceOverview, catalogue as complianceCatalogue } from './service.ts';
