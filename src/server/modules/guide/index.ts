export { registerGuideRoutes } from './routes.ts';
export type { GuideDeps } from './service.ts';
