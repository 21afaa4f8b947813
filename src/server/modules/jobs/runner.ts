import type { Db } from '../../db/types.ts';
import { claimJob, failJob, finishJob, hasDueJob, insertJob, pruneJobs, type JobRow } from './repository.ts';

/**
 * Background jobs in the database (ADR 0014). Every server process polls the `jobs` table; a job
 * survives a restart because it is a row, and a process that dies mid-job leaves a lease that
 * expires, after which the job runs again (handlers must be idempotent). The same interface could be
 * backed by pg-boss on PostgreSQL; the embedded PGlite has no second process to run it, and one small
 * table serves both.
 */
export interface JobHandler {
  run(job: JobRow): Promise<void>;
  /** Attempts before the job is marked failed (default 3); `onFailed` is then called once. */
  maxAttempts?: number;
  onFailed?(job: JobRow, error: Error): Promise<void>;
}

export interface JobsDeps {
  db: Db;
  now: () => Date;
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
  /**
   * Wraps each run of a handler (issue 26): the metrics time it and count its outcome, the tracer opens
   * a span. Must call `run` once and pass on its result or error.
   */
  instrument?: (job: JobRow, run: () => Promise<void>) => Promise<void>;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  enqueue(kind: string, payload: Record<string, unknown>, runAfter?: Date): Promise<JobRow>;
  /** Runs every due job now, one after another; resolves when none is left (tests, and each poll). */
  drain(): Promise<number>;
  /**
   * Drains at once (jobs a previous process left), then polls every `intervalMs` (timer unref'd) until
   * stop(). `sweep` (e.g. deleting expired exports) and the pruning of old finished jobs run every
   * SWEEP_MS, not on every poll.
   */
  start(intervalMs: number, sweep?: () => Promise<void>): void;
  stop(): Promise<void>;
}

const LEASE_MS = 5 * 60_000;
const SWEEP_MS = 10 * 60_000;

export function createJobRunner(deps: JobsDeps): JobRunner {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  let sweepFn: (() => Promise<void>) | undefined;
  let lastSweep = -Infinity;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind)!;
    // The id of the request that queued the job, so its log lines join the request's (issue 26).
    deps.log?.info?.({ job: job.id, kind: job.kind, requestId: job.requestId, attempt: job.attempts }, 'job started');
    try {
      await (deps.instrument ? deps.instrument(job, () => handler.run(job)) : handler.run(job));
      await finishJob(deps.db, job.id, deps.now());
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      deps.log?.error({ err: error, job: job.id, kind: job.kind, requestId: job.requestId }, 'job failed');
      const last = job.attempts >= (handler.maxAttempts ?? 3);
      const retryAt = last ? null : new Date(deps.now().getTime() + 2 ** job.attempts * 5_000);
      await failJob(deps.db, job.id, error.message.slice(0, 500), retryAt, deps.now());
      if (last) await handler.onFailed?.(job, error);
    }
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    for (;;) {
      if (stopped) return done;
      // An idle poll only reads: on PGlite a write would make every kept session row stale (ADR 0009).
      if (!(await hasDueJob(deps.db, [...handlers.keys()], deps.now()))) return done;
      const job = await claimJob(deps.db, [...handlers.keys()], deps.now(), LEASE_MS);
      if (!job) return done;
      await runOne(job);
      done += 1;
    }
  }

  const runner: JobRunner = {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, runAfter) {
      const row = await insertJob(deps.db, kind, payload, runAfter ?? deps.now());
      if (timer) void runner.drain().catch((err: unknown) => deps.log?.error({ err }, 'job drain failed'));
      return row;
    },
    drain() {
      // One drain at a time per process; a caller arriving mid-drain waits for it, then drains again.
      const next = (running ?? Promise.resolve(0)).then(() => drainOnce());
      running = next.finally(() => {
        if (running === guarded) running = null;
      });
      const guarded = running;
      return next;
    },
    start(intervalMs, sweep) {
      sweepFn = sweep;
      stopped = false;
      // The first sweep waits a full period: a start only resumes due jobs, which reads and writes nothing when idle.
      lastSweep = deps.now().getTime();
      const poll = async () => {
        try {
          const now = deps.now().getTime();
          if (now - lastSweep >= SWEEP_MS) {
            lastSweep = now;
            await sweepFn?.();
            await pruneJobs(deps.db, new Date(now - 30 * 86_400_000));
          }
          await runner.drain();
        } catch (err) {
          deps.log?.error({ err }, 'job poll failed');
        }
      };
      timer = setInterval(() => void poll(), intervalMs);
      timer.unref();
      void poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
  return runner;
}
