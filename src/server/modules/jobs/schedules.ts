import type { JobRunner } from './runner.ts';

/** A piece of periodic work: run once per slot (`floor(time / periodMs)`) across every instance (ADR 0051). */
export interface Schedule {
  name: string;
  periodMs: number;
  run(): Promise<void>;
}

export const SCHEDULE_JOB = 'schedule.run';

/** The idempotency key of one schedule's slot: the unique index lets one instance queue it, once. */
export function slotKey(name: string, periodMs: number, at: Date): string {
  return `schedule:${name}:${Math.floor(at.getTime() / periodMs)}`;
}

/**
 * Registers the one job kind that runs a schedule's slot and answers the tick each poll calls: for every
 * schedule whose slot this process has not queued yet, a job keyed `schedule:<name>:<slot>` is inserted
 * with `ON CONFLICT DO NOTHING`. Every worker instance ticks; the unique key makes one job per slot, and
 * that job runs on one worker under a lease like any other (retried if its worker dies).
 * Nothing is queued during the first `initialDelayMs` after the start: a start only resumes due jobs.
 */
export function createScheduler(
  jobs: JobRunner,
  schedules: readonly Schedule[],
  o: { now: () => Date; initialDelayMs: number },
): () => Promise<void> {
  const byName = new Map(schedules.map((s) => [s.name, s]));
  jobs.register(SCHEDULE_JOB, {
    run: async (job) => {
      const schedule = byName.get(String(job.payload.name));
      if (schedule) await schedule.run();
    },
    maxAttempts: 3,
  });
  const queued = new Map<string, string>();
  let startedAt: number | null = null;
  return async () => {
    const now = o.now();
    startedAt ??= now.getTime();
    if (now.getTime() - startedAt < o.initialDelayMs) return;
    for (const s of schedules) {
      const key = slotKey(s.name, s.periodMs, now);
      if (queued.get(s.name) === key) continue;
      await jobs.enqueue(SCHEDULE_JOB, { name: s.name, slot: key }, now, { key });
      queued.set(s.name, key);
    }
  };
}
