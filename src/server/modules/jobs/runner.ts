import type { Db } from '../../db/types.ts';
import { claimJob, failJob, finishJob, hasDueJob, insertJob, releaseJob, renewLease, reportProgress, type JobRow } from './repository.ts';

/**
 * Background jobs in the database (ADR 0014, ADR 0051). Every process that runs jobs polls the `jobs`
 * table; a job survives a restart because it is a row. A claimed job holds a short lease (30 s) that a
 * heartbeat renews while it runs: a process that dies stops renewing, and another runner takes the job
 * again within the lease (handlers must be idempotent). A renewal that finds the lease gone aborts the
 * handler's signal and the runner no longer writes the job's outcome.
 */
export interface JobHandler {
  /** `signal` aborts when the lease is lost or the process shuts down: the job is no longer this runner's. */
  run(job: JobRow, context: JobContext): Promise<void>;
  /** Attempts before the job is marked failed (default 3); `onFailed` is then called once. */
  maxAttempts?: number;
  onFailed?(job: JobRow, error: Error): Promise<void>;
}

export interface JobContext {
  signal: AbortSignal;
  /**
   * Stores how far the job has come (0..1) on its row, at most every PROGRESS_MS (the last call of a
   * burst may be skipped; a handler reports on). A write that finds the job no longer held (cancelled,
   * or taken over) aborts `signal` (ADR 0058).
   */
  progress(fraction: number): Promise<void>;
}

/** The least time between two progress writes of a job. */
export const PROGRESS_MS = 500;

export interface JobsDeps {
  db: Db;
  now: () => Date;
  log?: { error(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
  /** How long a claim lasts without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (default 10 s, a third of the lease). */
  heartbeatMs?: number;
  /**
   * Wraps each run of a handler (issue 26): the metrics time it and count its outcome, the tracer opens
   * a span. Must call `run` once and pass on its result or error.
   */
  instrument?: (job: JobRow, run: () => Promise<void>) => Promise<void>;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  /** With `key`, at most one job with that key is ever queued (the existing one is returned). */
  enqueue(kind: string, payload: Record<string, unknown>, runAfter?: Date, opts?: { key?: string }): Promise<JobRow>;
  /** Runs every due job now, one after another; resolves when none is left (tests, and each poll). */
  drain(): Promise<number>;
  /**
   * Drains at once (jobs a previous process left), then polls every `intervalMs` (timer unref'd) until
   * stop(); `tick` (the scheduler's, jobs/schedules.ts) runs before each poll's drain.
   */
  start(intervalMs: number, tick?: () => Promise<void>): void;
  /**
   * Stops claiming; a job running lets up to `boundMs` to finish, then is released (queued again, lease
   * cleared, the attempt not counted) for another runner. Resolves with how many jobs were released.
   */
  shutdown(boundMs: number): Promise<number>;
  /** shutdown() with the default bound (20 s). */
  stop(): Promise<void>;
}

export const LEASE_MS = 30_000;
export const HEARTBEAT_MS = 10_000;
export const SHUTDOWN_BOUND_MS = 20_000;

interface Active {
  job: JobRow;
  token: string;
  controller: AbortController;
}

export function createJobRunner(deps: JobsDeps): JobRunner {
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const heartbeatMs = deps.heartbeatMs ?? Math.min(HEARTBEAT_MS, Math.floor(leaseMs / 3));
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  let active: Active | null = null;
  let shuttingDown: Promise<number> | null = null;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const a: Active = { job, token: job.leaseToken!, controller: new AbortController() };
    active = a;
    const signal = a.controller.signal;
    const beat = setInterval(() => {
      const until = new Date(deps.now().getTime() + leaseMs);
      renewLease(deps.db, job.id, a.token, until).then(
        (held) => {
          if (held || signal.aborted) return;
          deps.log?.warn?.({ job: job.id, kind: job.kind }, 'job lease lost: another runner owns it now');
          a.controller.abort(new Error('lease lost'));
        },
        // A failed renewal (database unreachable) is tried again at the next beat; the lease may lapse meanwhile.
        (err: unknown) => deps.log?.error({ err, job: job.id }, 'job lease renewal failed'),
      );
    }, heartbeatMs);
    beat.unref();
    // The id of the request that queued the job, so its log lines join the request's (issue 26).
    deps.log?.info?.({ job: job.id, kind: job.kind, requestId: job.requestId, attempt: job.attempts }, 'job started');
    let lastProgress = 0;
    const progress = async (fraction: number) => {
      const at = performance.now();
      if (signal.aborted || at - lastProgress < PROGRESS_MS) return;
      lastProgress = at;
      const held = await reportProgress(deps.db, job.id, a.token, Math.min(1, Math.max(0, fraction)));
      if (!held && !signal.aborted) a.controller.abort(new Error('job no longer held (cancelled)'));
    };
    try {
      const run = () => handler.run(job, { signal, progress });
      await (deps.instrument ? deps.instrument(job, run) : run());
      if (!signal.aborted) await finishJob(deps.db, job.id, a.token, deps.now());
    } catch (err) {
      if (signal.aborted) return; // released or taken over: the outcome is the new holder's to write
      const error = err instanceof Error ? err : new Error(String(err));
      deps.log?.error({ err: error, job: job.id, kind: job.kind, requestId: job.requestId }, 'job failed');
      const last = job.attempts >= (handler.maxAttempts ?? 3);
      const retryAt = last ? null : new Date(deps.now().getTime() + 2 ** job.attempts * 5_000);
      const mine = await failJob(deps.db, job.id, a.token, error.message.slice(0, 500), retryAt, deps.now());
      if (last && mine) await handler.onFailed?.(job, error);
    } finally {
      clearInterval(beat);
      if (active === a) active = null;
    }
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    for (;;) {
      if (stopped) return done;
      // An idle poll only reads: on PGlite a write would make every kept session row stale (ADR 0009).
      // Once a job was claimed, the next claim goes straight to the (one-statement) claim.
      if (done === 0 && !(await hasDueJob(deps.db, [...handlers.keys()], deps.now()))) return done;
      if (stopped) return done;
      const job = await claimJob(deps.db, [...handlers.keys()], deps.now(), leaseMs);
      if (!job) return done;
      if (stopped) {
        // Claimed while shutting down: straight back to the queue.
        await releaseJob(deps.db, job.id, job.leaseToken!, deps.now());
        return done;
      }
      await runOne(job);
      done += 1;
    }
  }

  const runner: JobRunner = {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, runAfter, opts) {
      const row = await insertJob(deps.db, kind, payload, runAfter ?? deps.now(), opts?.key);
      if (timer) void runner.drain().catch((err: unknown) => deps.log?.error({ err }, 'job drain failed'));
      return row;
    },
    drain() {
      // One drain at a time per process; a caller arriving mid-drain waits for it, then drains again.
      const next = (running ?? Promise.resolve(0)).then(() => drainOnce());
      // The caller gets a failed drain's error through `next`; the chain kept for the next caller and for
      // shutdown never rejects, or a drain failing with nobody awaiting the chain (the database closed under
      // it at shutdown) would be an unhandled rejection.
      const guarded: Promise<number> = next
        .catch(() => 0)
        .finally(() => {
          if (running === guarded) running = null;
        });
      running = guarded;
      return next;
    },
    start(intervalMs, tick) {
      stopped = false;
      shuttingDown = null;
      const poll = async () => {
        try {
          await tick?.();
          await runner.drain();
        } catch (err) {
          deps.log?.error({ err }, 'job poll failed');
        }
      };
      timer = setInterval(() => void poll(), intervalMs);
      timer.unref();
      void poll();
    },
    shutdown(boundMs) {
      // Once: a second call (the app's onClose after main's SIGTERM) gets the first one's outcome.
      return (shuttingDown ??= shutdownOnce(boundMs));
    },
    async stop() {
      await runner.shutdown(SHUTDOWN_BOUND_MS);
    },
  };

  async function shutdownOnce(boundMs: number): Promise<number> {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = null;
    const inflight = running;
    if (!inflight) return 0;
    let bound: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      inflight.then(
        () => true,
        () => true,
      ),
      new Promise<false>((r) => (bound = setTimeout(() => r(false), boundMs))),
    ]);
    clearTimeout(bound);
    const a = active;
    if (finished || !a) return 0;
    a.controller.abort(new Error('shutting down'));
    const released = await releaseJob(deps.db, a.job.id, a.token, deps.now());
    deps.log?.warn?.({ job: a.job.id, kind: a.job.kind, released }, 'job released at shutdown');
    return released ? 1 : 0;
  }
  return runner;
}
