import { evaluationOfRecord, type EvaluationInput, type EvaluationOptions, type EvaluationRun } from '../../../domain/evaluation/index.ts';

export interface PreviewRequest {
  id: number;
  input: EvaluationInput;
  options: EvaluationOptions;
}
export type PreviewReply = { id: number; run: EvaluationRun } | { id: number; error: string };

/** One preview request answered: the evaluation of record (docs/decisions/0012), never its samples. */
export function answerPreview({ id, input, options }: PreviewRequest): PreviewReply {
  try {
    return { id, run: evaluationOfRecord(input, { ...options, keepSamples: false }) };
  } catch (err) {
    return { id, error: err instanceof Error ? err.message : String(err) };
  }
}
