import type { PlanSimulation } from '../finance/index.ts';
import { runEvaluation, type EvaluationInput, type EvaluationOptions, type EvaluationRun } from './run.ts';

/**
 * The seed of a project's evaluations when the user names none (docs/decisions/0012): a 31-bit
 * FNV-1a hash of the project's id. The browser's preview and the server's run both take it from
 * here, so an untouched seed field gives the preview and the stored version the same draws, and a
 * re-run of unchanged inputs gives the same numbers.
 * @example defaultEvaluationSeed('4f1c…') // the same integer in 0 … 2^31 − 1 every time
 */
export function defaultEvaluationSeed(projectId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < projectId.length; i++) {
    h ^= projectId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 0x7fffffff;
}

/** JSON-safe copy: NaN and ±Infinity become null, as they do in the stored jsonb. */
function jsonSafe<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The evaluation of record: {@link runEvaluation} with its result in the form it is stored in
 * (JSON-safe). The server's worker thread stores what this returns and the browser's preview worker
 * shows what this returns, so for the same input, iterations and seed the two are equal figure by figure.
 */
export function evaluationOfRecord(input: EvaluationInput, options: EvaluationOptions, simulated?: PlanSimulation | null): EvaluationRun {
  const run = runEvaluation(input, options, simulated);
  return run.ok ? { ok: true, result: jsonSafe(run.result) } : run;
}
