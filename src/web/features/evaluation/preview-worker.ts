// The live preview's Web Worker: the evaluation of record (docs/decisions/0012), Monte Carlo
// included, computed off the main thread so typing stays smooth. One message in, one message out.
import { evaluationOfRecord, type EvaluationInput, type EvaluationOptions, type EvaluationRun } from '../../../domain/evaluation/index.ts';

export interface PreviewRequest {
  id: number;
  input: EvaluationInput;
  options: EvaluationOptions;
}
export type PreviewReply = { id: number; run: EvaluationRun } | { id: number; error: string };

/** The worker's global scope, typed by what this file uses (the web config has the DOM lib, not WebWorker). */
const scope = self as unknown as { onmessage: ((e: MessageEvent<PreviewRequest>) => void) | null; postMessage: (m: PreviewReply) => void };
scope.onmessage = (e: MessageEvent<PreviewRequest>) => {
  const { id, input, options } = e.data;
  try {
    scope.postMessage({ id, run: evaluationOfRecord(input, { ...options, keepSamples: false }) } satisfies PreviewReply);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies PreviewReply);
  }
};
