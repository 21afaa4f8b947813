/** The compliance hub's service (issue 13), one file per concern; routes and other modules import it from here. */
export { catalogue, listFrameworks, listControls, frameworkDiff } from './catalogue.ts';
export type { ComplianceDeps, Lang, CatalogueItem } from './catalogue.ts';
export { frameworkStatuses, projectCompliance, complianceReportData, hubSummaryFor, projectItems } from './project-state.ts';
export { answerItem, answerControl, clearOverride, projectControls, projectHistory } from './answers.ts';
export { getScope, putScope } from './scope.ts';
export { projectGaps, listTasks, createTask, updateTask, taskAssignees } from './gaps-tasks.ts';
export { getTaxonomy, putTaxonomyActivity } from './taxonomy.ts';
export { getPnrr } from './pnrr.ts';
export { overview, paDashboardOf } from './overview.ts';
