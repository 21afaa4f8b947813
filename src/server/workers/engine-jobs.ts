// The engine's jobs (run in the CPU worker, cpu.worker.ts): the evaluation of record, a range of its
// Monte Carlo blocks (one evaluation split across the pool's threads, ADR 0050) and the samples CSV.
import { evaluationOfRecord, runEvaluation, type EvaluationInput, type EvaluationOptions } from '../../domain/evaluation/index.ts';
import {
  PLAN_DRIVERS,
  mergePlanChunks,
  simulatePlanChunk,
  type BusinessPlanAssumptions,
  type ConvergenceReport,
  type PlanChunk,
  type PlanDrawOptions,
  type PlanDriverKey,
} from '../../domain/finance/index.ts';
import type { Answer } from './document-jobs.ts';
import { samplesCsv } from './samples-csv.ts';
import type { CrMethodologyVersion } from '../../domain/scoring/index.ts';
import { shadowCompare, shadowSummary, type ShadowEvaluation } from '../../domain/shadow/index.ts';

type EnginePayload = { input: EvaluationInput; options: EvaluationOptions };

/** Chunks computed on the pool's threads, to be merged into the evaluation's simulation (blocks [0, blocks)). */
export interface MergePlan {
  chunks: PlanChunk[];
  blocks: number;
  iterations: number;
  uncertainDrivers: PlanDriverKey[];
  convergence: ConvergenceReport | null;
}

/** The buffers of a chunk's arrays, moved rather than copied between threads. */
export const chunkBuffers = (c: PlanChunk): ArrayBuffer[] =>
  [c.iteration, c.npv, c.irr, c.paybackYears, c.minDscr, c.blockValid].map((a) => a.buffer as ArrayBuffer);

export const engineJobs = {
  samplesCsv(payload: EnginePayload): unknown {
    const run = runEvaluation(payload.input, { ...payload.options, keepSamples: true });
    if (!run.ok) return { ok: false, problems: run.problems };
    // A version with rank correlations (ADR 0059) adds its correlated drivers' draws as columns.
    const pairs = run.result.simulation?.rankCorrelation?.pairs ?? [];
    const correlated = PLAN_DRIVERS.filter((k) => pairs.some((p) => p.a === k || p.b === k));
    return { ok: true, csv: samplesCsv(run.result.simulation?.samples ?? null, correlated) };
  },
  // The evaluation of record, JSON-safe (NaN and ±Infinity become null) as jsonb stores it; the
  // browser's preview worker calls the same function (docs/decisions/0012). With `merge`, the
  // simulation is the blocks the pool's threads computed, merged exactly (mergePlanChunks).
  evaluate(payload: EnginePayload & { merge?: MergePlan }): unknown {
    const m = payload.merge;
    const simulation = m
      ? mergePlanChunks(m.chunks, {
          blocks: m.blocks,
          iterations: m.iterations,
          uncertainDrivers: m.uncertainDrivers,
          sampling: payload.options.sampling ?? 'random',
          convergence: m.convergence,
        })
      : undefined;
    const run = evaluationOfRecord(payload.input, { ...payload.options, keepSamples: false }, simulation);
    return run.ok ? { ok: true, result: run.result } : { ok: false, problems: run.problems };
  },
  /** Blocks [firstBlock, firstBlock + blockCount) of a plan simulation; the arrays are moved back. */
  planChunk(payload: { assumptions: BusinessPlanAssumptions; options: PlanDrawOptions; firstBlock: number; blockCount: number }): Answer {
    const run = simulatePlanChunk(payload.assumptions, payload.options, payload.firstBlock, payload.blockCount);
    if (!run.ok) return { value: run };
    return { value: run, transfer: chunkBuffers(run.chunk) };
  },
  // Shadow mode (ADR 0057): a candidate methodology over the stored evaluations, compared and summarised.
  shadow(payload: { evaluations: ShadowEvaluation[]; candidate: CrMethodologyVersion }): unknown {
    const rows = shadowCompare(payload.evaluations, payload.candidate);
    return { rows, summary: shadowSummary(rows) };
  },
};
