export { registerEvaluationRoutes } from './routes.ts';
export type { EvaluationDeps } from './service.ts';
