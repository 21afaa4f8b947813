export { registerEvaluationRoutes } from './routes.ts';
export type { EvaluationDeps } from './service.ts';
export { listProjectEvaluations, runProjectEvaluation, saveEvaluationInputs } from './service.ts';
export { unappliedFigureCount } from './unapplied.ts';
