import { desc, eq } from 'drizzle-orm';
import type { ImportSchedule } from '../../../../contract/funding.ts';
import type { ImportSource } from '../../../../domain/funding/index.ts';
import { fundingImportSchedules } from '../../../db/schema/index.ts';
import type { JobRunner } from '../../jobs/index.ts';
import { runImport, type ImportDeps } from './import-service.ts';

export const REFRESH_JOB = 'funding.refresh';
const PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;

type Row = typeof fundingImportSchedules.$inferSelect;
const toSchedule = (r: Row): ImportSchedule => ({
  id: r.id,
  source: r.source,
  url: r.url,
  frequency: r.frequency,
  nextRunAt: r.nextRunAt.toISOString(),
  lastRunAt: r.lastRunAt ? r.lastRunAt.toISOString() : null,
});

/**
 * Scheduled refreshes: each schedule keeps one queued job (runAfter = its next run). The job
 * imports the URL, then queues the next run. A deleted schedule's job finds no row and ends.
 */
export function registerRefreshJob(deps: ImportDeps & { jobs: JobRunner }): void {
  deps.jobs.register(REFRESH_JOB, {
    maxAttempts: 2,
    run: async (job) => {
      const id = String(job.payload.scheduleId);
      const [s] = await deps.db.select().from(fundingImportSchedules).where(eq(fundingImportSchedules.id, id));
      if (!s) return;
      // A job older than the schedule's next run (a duplicate, or a rerun after its worker died past the
      // update) only makes sure the next run is queued: the key makes that one job whoever asks (ADR 0051).
      if (s.nextRunAt.getTime() > deps.now().getTime() + 1_000) return void (await queueRun(deps, id, s.nextRunAt));
      const outcome = await runImport(deps, { source: s.source as ImportSource, origin: s.url, trigger: 'schedule' });
      const next = new Date(deps.now().getTime() + PERIOD_MS[s.frequency]);
      await deps.db
        .update(fundingImportSchedules)
        .set({ lastRunAt: deps.now(), lastImportId: outcome.run.id, nextRunAt: next })
        .where(eq(fundingImportSchedules.id, id));
      await queueRun(deps, id, next);
    },
  });
}

const queueRun = (deps: { jobs: JobRunner }, id: string, at: Date) =>
  deps.jobs.enqueue(REFRESH_JOB, { scheduleId: id }, at, { key: `${REFRESH_JOB}:${id}:${at.getTime()}` });

export async function createSchedule(
  deps: ImportDeps & { jobs: JobRunner },
  input: { source: ImportSource; url: string; frequency: 'daily' | 'weekly' },
): Promise<ImportSchedule> {
  const next = new Date(deps.now().getTime() + PERIOD_MS[input.frequency]);
  const [row] = await deps.db
    .insert(fundingImportSchedules)
    .values({ ...input, nextRunAt: next })
    .returning();
  await queueRun(deps, row!.id, next);
  return toSchedule(row!);
}

export async function deleteSchedule(deps: ImportDeps, id: string): Promise<boolean> {
  const rows = await deps.db
    .delete(fundingImportSchedules)
    .where(eq(fundingImportSchedules.id, id))
    .returning({ id: fundingImportSchedules.id });
  return rows.length > 0;
}

export async function listSchedules(deps: ImportDeps): Promise<ImportSchedule[]> {
  return (await deps.db.select().from(fundingImportSchedules).orderBy(desc(fundingImportSchedules.createdAt))).map(toSchedule);
}
