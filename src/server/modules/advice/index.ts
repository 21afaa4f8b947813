export { registerAdviceRoutes } from './routes.ts';
export type { AdviceDeps } from './records.ts';
