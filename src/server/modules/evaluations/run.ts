import { ENGINE_VERSION, type EvaluationInput } from '../../../domain/evaluation/index.ts';
import type { ConvergenceOptions, SamplingMethod } from '../../../domain/finance/index.ts';
import { projectLifecycle, statusAfterEvaluation } from '../../../domain/projects/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { evaluateOnPool, type FollowedRun } from '../../workers/parallel-evaluation.ts';
import { moveProjectStatus } from '../projects/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { insertEvaluation, projectStatusOf, type EvaluationRow, type ProjectStatus } from './repository.ts';
import { fieldsOf, toSummary } from './summary.ts';

/**
 * Everything a run needs once the request was admitted and its inputs validated: plain JSON, so the
 * job path (runs.ts) keeps it as the job's payload and a worker runs exactly what was asked.
 */
export interface RunPlan {
  projectId: string;
  userId: string;
  seed: number;
  iterations: number;
  sampling?: SamplingMethod | undefined;
  convergence?: ConvergenceOptions | undefined;
  note: string | null;
  engineInput: EvaluationInput;
  /** Whether the inputs are still the industry's starting plan (the lifecycle reads it). */
  ranOnStartingPlan: boolean;
}

export interface ExecuteOptions {
  /** A followed run (ADR 0058): progress and cancel between rounds of blocks. */
  follow?: FollowedRun;
  /** The status the project had before the run (a re-run after a crash finds it still `analyzing`). */
  statusBefore?: ProjectStatus | undefined;
  /** The project's status as the caller just read it (the synchronous path: no second read). */
  current?: ProjectStatus;
  /** Runs in the version's transaction; false rolls the version back (the job is no longer this worker's). */
  within?: (tx: Db, row: EvaluationRow) => Promise<boolean>;
}

/**
 * Runs an evaluation in the worker pool and stores it as the next immutable version. The project shows
 * `analyzing` while it runs; after, `completed` only when the new evaluation makes its lifecycle `ready`,
 * otherwise `draft` (docs/methodology/lifecycle.md); a failed or cancelled run puts the status back.
 * Funded projects keep their status.
 */
export async function executeRun(deps: { db: Db; pool: WorkerPool; now: () => Date }, plan: RunPlan, o: ExecuteOptions = {}) {
  const { projectId } = plan;
  const current = o.current ?? (await projectStatusOf(deps.db, projectId));
  if (!current) throw new AppError('PROJECT_NOT_FOUND');
  const before = current === 'analyzing' && o.statusBefore ? o.statusBefore : current;
  const tracks = before === 'draft' || before === 'completed';
  if (tracks && current !== 'analyzing') await moveProjectStatus(deps.db, projectId, before, 'analyzing');
  try {
    // A large run's blocks go to every thread of the pool, merged exactly (ADR 0050); the options that
    // decide the draws (sampling, the convergence stop) are stored in result.simulation.
    const out = await evaluateOnPool(
      deps.pool,
      plan.engineInput,
      {
        iterations: plan.iterations,
        seed: plan.seed,
        ...(plan.sampling ? { sampling: plan.sampling } : {}),
        ...(plan.convergence ? { convergence: plan.convergence } : {}),
      },
      plan.userId,
      deps.pool.size,
      o.follow,
    );
    if (!out.ok) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(out.problems, 'assumptions.') });
    const row = await insertEvaluation(
      deps.db,
      {
        projectId,
        createdBy: plan.userId,
        methodologyVersion: out.result.methodologyVersion,
        engineVersion: ENGINE_VERSION,
        seed: plan.seed,
        // with a convergence stop, the iterations it used: a fixed run of as many gives the same draws
        iterations: out.result.simulation?.iterations ?? plan.iterations,
        input: plan.engineInput as unknown as Record<string, unknown>,
        result: out.result as unknown as Record<string, unknown>,
        scoreTotal: out.result.score.total,
        npv: out.result.plan.metrics.npv,
        note: plan.note,
      },
      o.within,
    );
    if (tracks) {
      const score = out.result.score;
      const lifecycle = projectLifecycle('analyzing', {
        ranOnStartingPlan: plan.ranOnStartingPlan,
        total: score.total,
        tier: score.tier,
        confidence: score.confidence.share,
        missing: score.subFactors.filter((f) => f.status === 'missing').map((f) => f.id),
      });
      await moveProjectStatus(deps.db, projectId, 'analyzing', statusAfterEvaluation(lifecycle));
    }
    await emitWebhookEvent(deps, 'evaluation.completed', projectId, {
      version: row.version,
      score: out.result.score.total,
      tier: out.result.score.tier,
      npv: out.result.plan.metrics.npv,
      methodologyVersion: out.result.methodologyVersion,
    });
    return { ...toSummary(row), input: row.input, result: row.result as never };
  } catch (err) {
    if (tracks) await moveProjectStatus(deps.db, projectId, 'analyzing', before === 'draft' ? 'draft' : 'completed');
    throw err;
  }
}
