export { registerRoadmapRoutes } from './routes.ts';
export type { RealizationDeps } from './service.ts';
export { generateObligations } from './obligations.ts';
