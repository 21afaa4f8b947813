export { computeDashboard } from './metrics.ts';
export type { DashboardFigures, ProjectFact, LatestEvaluationFact, UnavailableReason } from './metrics.ts';
