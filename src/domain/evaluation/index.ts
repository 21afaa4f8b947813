export { runEvaluation, ENGINE_VERSION } from './run.ts';
export type { EvaluationInput, EvaluationOptions, EvaluationResult, EvaluationRun } from './run.ts';
export { defaultEvaluationSeed, evaluationOfRecord } from './record.ts';
