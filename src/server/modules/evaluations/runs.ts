import { evaluationRunSize, type EvaluationRunDto } from '../../../contract/evaluation-runs.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { cancelJob, findJob, jobsWith, recordOutcome, type JobRow, type JobRunner } from '../jobs/index.ts';
import { HEAVY_LIMITS } from '../rate-limit/index.ts';
import type { ProjectStatus } from './repository.ts';
import { executeRun, type RunPlan } from './run.ts';
import { planRun, type EvaluationDeps, type RunRequest } from './service.ts';

/**
 * Large evaluations as jobs the browser follows (issue 29, ADR 0058). Above the threshold, POST
 * …/evaluations plans the run at the request (access, validation, seed, the engine's input), queues it
 * and answers 202; a process that runs jobs computes it in rounds of blocks, writes the share of blocks
 * done on the job row, stops between rounds once the run is cancelled, and stores the version together
 * with the job's outcome in one transaction (a cancelled run stores none; a re-run after a crash that
 * finds the outcome stores none again).
 */
export const EVALUATION_RUN_JOB = 'evaluation.run';

export interface RunsDeps extends EvaluationDeps {
  jobs: JobRunner;
  /** Draws above which a run is a job (contract EVALUATION_JOB_THRESHOLD, or EVALUATION_JOB_THRESHOLD in the environment). */
  jobThreshold: number;
}

type RunPayload = RunPlan & { statusBefore: ProjectStatus };

export const runsAsJob = (deps: RunsDeps, body: RunRequest): boolean => evaluationRunSize(body) > deps.jobThreshold;

/** A job row as the run the API shows. */
export function toRun(job: JobRow): EvaluationRunDto {
  const p = job.payload as unknown as RunPayload;
  const version = typeof job.outcome?.version === 'number' ? job.outcome.version : null;
  // Stored but not yet marked done (the worker is between the two writes): done for whoever asks.
  const status = version !== null ? 'done' : job.status;
  return {
    id: job.id,
    projectId: p.projectId,
    status,
    progress: status === 'done' ? 1 : Math.min(1, Math.max(0, job.progress ?? 0)),
    iterations: evaluationRunSize(p),
    version,
    error: status === 'failed' ? (job.lastError ?? null) : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Plans the run and queues it. The user's queued and running runs count as their evaluations in flight
 * (HEAVY_LIMITS.evaluation.inFlight, across every instance since they are rows): one more is 429.
 */
export async function queueEvaluationRun(deps: RunsDeps, user: SessionUser, projectId: string, body: RunRequest) {
  const { plan, status } = await planRun(deps, user, projectId, body);
  const limit = HEAVY_LIMITS.evaluation;
  const inFlight = await jobsWith(deps.db, EVALUATION_RUN_JOB, 'userId', user.id, { active: true, limit: limit.inFlight });
  if (inFlight.length >= limit.inFlight)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.busyRetrySeconds, limit: limit.inFlight });
  const payload: RunPayload = { ...plan, statusBefore: status };
  return toRun(await deps.jobs.enqueue(EVALUATION_RUN_JOB, payload as unknown as Record<string, unknown>));
}

/** The run, only as a run of this project (the route checked the caller's capability on the project). */
async function runOf(deps: RunsDeps, projectId: string, runId: string): Promise<JobRow> {
  const job = await findJob(deps.db, runId);
  if (!job || job.kind !== EVALUATION_RUN_JOB || (job.payload as unknown as RunPayload).projectId !== projectId)
    throw new AppError('NOT_FOUND');
  return job;
}

export const getEvaluationRun = async (deps: RunsDeps, projectId: string, runId: string) => toRun(await runOf(deps, projectId, runId));

/** The project's runs, newest first: only those queued or running with `active` (a returning browser follows them again). */
export async function listEvaluationRuns(deps: RunsDeps, projectId: string, active: boolean) {
  return (await jobsWith(deps.db, EVALUATION_RUN_JOB, 'projectId', projectId, { active, limit: 20 })).map(toRun);
}

/** Cancels a queued or running run (409 EVALUATION_RUN_FINISHED once it is done, failed or cancelled). */
export async function cancelEvaluationRun(deps: RunsDeps, projectId: string, runId: string) {
  const run = toRun(await runOf(deps, projectId, runId));
  const row = run.status === 'done' ? null : await cancelJob(deps.db, runId, deps.now());
  if (!row) throw new AppError('EVALUATION_RUN_FINISHED');
  return toRun(row);
}

/** The job's handler: run by every process that runs jobs (ROLE=all or worker; ADR 0051). */
export function registerEvaluationRunJob(deps: RunsDeps): void {
  deps.jobs.register(EVALUATION_RUN_JOB, {
    // A failure of the run itself (the engine's refusal, a broken input) fails again: one attempt. A
    // worker that dies is not a failed attempt: its lease expires and another runs the job again.
    maxAttempts: 1,
    run: async (job, { signal, progress }) => {
      if (job.outcome) return; // its version was stored by a worker that died before marking the job done
      const plan = job.payload as unknown as RunPayload;
      await executeRun(deps, plan, {
        statusBefore: plan.statusBefore,
        follow: { signal, onProgress: (done, total) => progress(done / total) },
        within: (tx, row) => recordOutcome(tx, job.id, job.leaseToken!, { version: row.version }),
      });
    },
  });
}
