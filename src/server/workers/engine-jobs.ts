// The engine's jobs (run in the CPU worker, cpu.worker.ts): the evaluation of record and the samples CSV.
import { evaluationOfRecord, runEvaluation, type EvaluationInput, type EvaluationOptions } from '../../domain/evaluation/index.ts';
import { samplesCsv } from './samples-csv.ts';
import type { CrMethodologyVersion } from '../../domain/scoring/index.ts';
import { shadowCompare, shadowSummary, type ShadowEvaluation } from '../../domain/shadow/index.ts';

type EnginePayload = { input: EvaluationInput; options: EvaluationOptions };

export const engineJobs = {
  samplesCsv(payload: EnginePayload): unknown {
    const run = runEvaluation(payload.input, { ...payload.options, keepSamples: true });
    return run.ok ? { ok: true, csv: samplesCsv(run.result.simulation?.samples ?? null) } : { ok: false, problems: run.problems };
  },
  // The evaluation of record, JSON-safe (NaN and ±Infinity become null) as jsonb stores it; the
  // browser's preview worker calls the same function (docs/decisions/0012).
  evaluate(payload: EnginePayload): unknown {
    const run = evaluationOfRecord(payload.input, { ...payload.options, keepSamples: false });
    return run.ok ? { ok: true, result: run.result } : { ok: false, problems: run.problems };
  },
  // Shadow mode (ADR 0057): a candidate methodology over the stored evaluations, compared and summarised.
  shadow(payload: { evaluations: ShadowEvaluation[]; candidate: CrMethodologyVersion }): unknown {
    const rows = shadowCompare(payload.evaluations, payload.candidate);
    return { rows, summary: shadowSummary(rows) };
  },
};
