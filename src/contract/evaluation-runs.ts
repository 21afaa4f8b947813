import { z } from 'zod';
import { text } from './safe-text.ts';

/**
 * Evaluations larger than this many Monte Carlo draws (the iterations, or convergence's maxIterations)
 * run as a job the browser follows (ADR 0058): on the 2-core reference machine, idle, a run of 200,000 draws
 * takes ~2 s (under a shared load of 16, 3.8 s). At or below it, POST …/evaluations stays synchronous (201
 * with the stored version, as every existing client expects). A deployment may lower it with
 * EVALUATION_JOB_THRESHOLD.
 */
export const EVALUATION_JOB_THRESHOLD = 200_000;

/** The draws a run body asks for: convergence's ceiling when it stops on precision, else the iterations. */
export const evaluationRunSize = (body: { iterations: number; convergence?: { maxIterations: number } | undefined }): number =>
  body.convergence ? body.convergence.maxIterations : body.iterations;

export const EVALUATION_RUN_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type EvaluationRunStatus = (typeof EVALUATION_RUN_STATUSES)[number];

/** A large evaluation run (a job of the queue): its progress, and the stored version once done. */
export const evaluationRun = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  status: z.enum(EVALUATION_RUN_STATUSES),
  /** Share of the Monte Carlo blocks done, 0..1 (1 once the version is stored). */
  progress: z.number().min(0).max(1),
  /** The draws asked for (iterations, or convergence's maxIterations). */
  iterations: z.number().int(),
  /** The stored version, once done. */
  version: z.number().int().nullable(),
  /** Why it failed, when it did. */
  error: text().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type EvaluationRunDto = z.infer<typeof evaluationRun>;

/** POST …/evaluations above the threshold: 202 Accepted with the job to follow (Location: its URL). */
export const evaluationRunAccepted = z.object({ job: evaluationRun });
export const evaluationRunList = z.array(evaluationRun);
export const evaluationRunParams = z.object({ id: z.uuid(), runId: z.uuid() });
export const evaluationRunListQuery = z
  .object({ active: z.enum(['0', '1']).optional().describe("'1': only the runs queued or running (a returning browser finds them)") })
  .strict();
