export { registerDealFlowRoutes } from './routes.ts';
export type { DealFlowDeps } from './service.ts';
export { dealFlowOf, eraseDealFlow } from './repository.ts';
export { dealPipelinesOf, visibleDealCards } from './visible.ts';
