export { registerFundingRequestRoutes, registerApplicationPackageRoute } from './routes.ts';
export type { FundingRequestDeps } from './service.ts';
export { fundingFactsFor } from './repository.ts';
export { createRequest, transition } from './service.ts';
export { postMessage } from './messages.ts';
