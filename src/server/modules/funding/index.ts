// The funding module (issue 14). Catalogue parts (fund-catalogue): search, call detail, stats, imports.
// fund-match and fund-requests add their exports below.
export { registerCatalogueRoutes } from './catalogue/routes.ts';
export { searchCalls, getCall, fundingStats, searchConditions, statusCondition, toSummary } from './catalogue/search-repository.ts';
export { runImport, applyRecords, listRuns } from './catalogue/import-service.ts';
export type { ImportDeps, ImportOutcome, ParsedWithHashes } from './catalogue/import-service.ts';
export { registerRefreshJob } from './catalogue/schedule.ts';
export { loadCuratedCatalogue } from './catalogue/curated.ts';
export { catalogueToday } from './catalogue/today.ts';
export { callStatus } from '../../../domain/funding/status.ts';
export { registerFundingMatchRoutes } from './match-routes.ts';
export { registerFundingJobs, scheduleFundingAlerts, runFundingAlerts, FUNDING_ALERTS_JOB } from './alerts-job.ts';
export type { AlertDeps } from './alerts-job.ts';
export type { MatchDeps } from './match-service.ts';
export { fundingDataOf, eraseFundingData } from './saved-service.ts';
export { projectFundingMatches } from './match-service.ts';
