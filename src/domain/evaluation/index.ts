export { runEvaluation, ENGINE_VERSION } from './run.ts';
export type { EvaluationInput, EvaluationOptions, EvaluationResult, EvaluationRun, EvaluationSimulation } from './run.ts';
export {
  appliedCorrelation,
  correlationIssues,
  correlationMatrix,
  correlationProblems,
  rankCorrelationOf,
  MAX_CORRELATIONS,
} from './correlations.ts';
export type { AppliedCorrelation, AppliedPair, CorrelationIssue, CorrelationIssueCode, DriverCorrelation } from './correlations.ts';
export { compareEvaluations, COMPARED_METRICS } from './compare.ts';
export type {
  ComparableEvaluation,
  ComparedMetric,
  EvaluationComparison,
  InputChange,
  InputValue,
  MetricMove,
  SubFactorMove,
} from './compare.ts';
export { EVALUATION_NOTE_MAX } from './note.ts';
export { defaultEvaluationSeed, evaluationOfRecord } from './record.ts';
export { applyFigures } from './apply-figures.ts';
export type { ApplicableFigure, ApplyTarget, AppliedChange, AppliedField, ApplyOutcome, SkippedFigure } from './apply-figures.ts';
