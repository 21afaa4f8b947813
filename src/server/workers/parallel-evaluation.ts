// One evaluation on every thread of the CPU pool (ADR 0050): its Monte Carlo blocks (fixed size,
// each on its own stream (seed, block)) are split into one range per thread, computed in parallel,
// and merged in block order by the worker that finishes the evaluation, so the stored result is the
// same bit for bit whatever the pool's size. Small runs stay a single job on one thread.
import { rankCorrelationOf, type EvaluationInput, type EvaluationOptions, type EvaluationResult } from '../../domain/evaluation/index.ts';
import {
  PlanConvergence,
  drawIterations,
  planBlockCount,
  planConvergenceProblems,
  splitBlocks,
  type PlanChunk,
  type PlanChunkRun,
  type PlanDriverKey,
  type PlanProblem,
} from '../../domain/finance/index.ts';
import type { WorkerPool } from '../lib/worker-pool.ts';
import { chunkBuffers, type MergePlan } from './engine-jobs.ts';

/** Below this many iterations an evaluation is one job on one thread (a block is ~40 ms of work; a message ~1 ms). */
export const PARALLEL_MIN_ITERATIONS = 16_384;

export type EvaluateAnswer = { ok: true; result: EvaluationResult } | { ok: false; problems: PlanProblem[] };

/**
 * A run someone follows (ADR 0058): its blocks go in rounds of about a twentieth of the whole (at least
 * one block per thread), `onProgress` hears the blocks done after each round, and an aborted `signal`
 * stops it between rounds. The rounds change only how the blocks are grouped, never what they draw:
 * the result is the same as unfollowed.
 */
export interface FollowedRun {
  signal: AbortSignal;
  onProgress(blocksDone: number, blocksTotal: number): Promise<void> | void;
}

/**
 * Runs an evaluation on the pool: one job when the pool has one thread or the run is small,
 * otherwise its blocks across `threads` (default the pool's size) and one job that merges them and
 * finishes the evaluation. With a convergence stop the blocks go in rounds ending at the fixed
 * checkpoints (at least one block per thread each), until PlanConvergence says where to stop.
 */
export async function evaluateOnPool(
  pool: WorkerPool,
  input: EvaluationInput,
  options: EvaluationOptions,
  owner: string,
  threads = pool.size,
  follow?: FollowedRun,
): Promise<EvaluateAnswer> {
  const draw = drawIterations(options);
  const single = (threads <= 1 || draw < PARALLEL_MIN_ITERATIONS) && !follow;
  if (single || planConvergenceProblems(options).length > 0) return pool.run<EvaluateAnswer>('evaluate', { input, options }, { owner });
  const rankCorrelation = rankCorrelationOf(input); // the input's rank correlations (ADR 0059), drawn in every chunk
  const drawOptions = {
    iterations: draw,
    seed: options.seed,
    ...(options.sampling ? { sampling: options.sampling } : {}),
    ...(rankCorrelation ? { rankCorrelation } : {}),
  };
  const total = planBlockCount(draw);
  const converging = options.convergence ? new PlanConvergence(options.convergence) : null;
  const chunks: PlanChunk[] = [];
  let drivers: PlanDriverKey[] = [];
  let blocks = total;
  const round = follow ? Math.max(threads, Math.ceil(total / 20)) : total;
  for (let done = 0; done < blocks;) {
    follow?.signal.throwIfAborted();
    const end = converging ? Math.min(total, Math.max(converging.nextCheckpoint(), done + threads)) : total;
    const upTo = Math.min(end, done + round);
    const ranges = splitBlocks(upTo - done, threads).map((r) => ({ ...r, firstBlock: r.firstBlock + done }));
    const runs = await Promise.all(
      ranges.map((r) => pool.run<PlanChunkRun>('planChunk', { assumptions: input.assumptions, options: drawOptions, ...r }, { owner })),
    );
    for (const run of runs) {
      if (!run.ok) return { ok: false, problems: [...run.problems] };
      drivers = [...run.uncertainDrivers];
      chunks.push(run.chunk);
      if (converging) blocks = converging.feed(run.chunk) ?? total;
    }
    done = upTo;
    await follow?.onProgress(Math.min(done, blocks), blocks);
  }
  follow?.signal.throwIfAborted();
  const report = converging?.report() ?? null;
  const merge: MergePlan = {
    chunks,
    blocks,
    iterations: report ? report.iterationsUsed : draw,
    uncertainDrivers: drivers,
    convergence: report,
  };
  return pool.run<EvaluateAnswer>('evaluate', { input, options, merge }, { owner, transfer: chunks.flatMap(chunkBuffers) });
}
