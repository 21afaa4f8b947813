export { registerFundingMatchRoutes } from './match-routes.ts';
export { registerAnnouncementFallbackRoute } from './announcement-fallback.ts';
export { registerFundingJobs, scheduleFundingAlerts, runFundingAlerts, FUNDING_ALERTS_JOB } from './alerts-job.ts';
export type { AlertDeps } from './alerts-job.ts';
export type { MatchDeps } from './match-service.ts';
export { fundingDataOf, eraseFundingData } from './saved-service.ts';
