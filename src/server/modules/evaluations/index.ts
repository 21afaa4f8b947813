export { registerEvaluationRoutes } from './routes.ts';
export type { EvaluationDeps } from './service.ts';
export { EVALUATION_RUN_JOB } from './runs.ts';
export { listProjectEvaluations, runProjectEvaluation, saveEvaluationInputs } from './service.ts';
export { unappliedFigureCount } from './unapplied.ts';
export { draftInputsOf, type DraftInputs } from './repository.ts';
