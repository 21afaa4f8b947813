export { registerDealFlowRoutes } from './routes.ts';
export type { DealFlowDeps } from './service.ts';
export { dealFlowOf, eraseDealFlow } from './repository.ts';
