export { registerFundingRequestRoutes, registerApplicationPackageRoute } from './routes.ts';
export type { FundingRequestDeps } from './service.ts';
export { fundingFactsFor } from './repository.ts';
export { createRequest } from './service.ts';
export { transition } from './transition.ts';
export { postMessage } from './messages.ts';
