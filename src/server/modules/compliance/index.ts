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
