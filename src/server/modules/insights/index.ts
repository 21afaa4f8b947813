export { registerInsightsRoutes } from './routes.ts';
export type { InsightsDeps } from './service.ts';
