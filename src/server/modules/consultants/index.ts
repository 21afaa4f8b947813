export { registerConsultantRoutes } from './routes.ts';
export type { ConsultantDeps } from './profiles.ts';
