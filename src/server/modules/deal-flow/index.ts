export { registerDealFlowRoutes } from './routes.ts';
export type { DealFlowDeps } from './deps.ts';
export { dealFlowOf, eraseDealFlow } from './repository.ts';
export { registerDealViewRoutes } from './views-routes.ts';
export { dealViewsOf, eraseDealViews } from './views-repository.ts';
export { dealPipelinesOf, visibleDealCards } from './visible.ts';
export { boardCache } from './read-cache.ts';
