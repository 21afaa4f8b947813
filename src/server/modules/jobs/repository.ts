import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { currentRequestId } from '../../lib/request-context.ts';

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  runAfter: Date,
  requestId: string | null = currentRequestId(),
): Promise<JobRow> {
  const [row] = await db.insert(jobs).values({ kind, payload, runAfter, requestId }).returning();
  return row!;
}

/** Whether any job of these kinds is due: a plain SELECT, so an idle poll writes nothing (ADR 0009's write clock). */
export async function hasDueJob(db: Db, kinds: readonly string[], now: Date): Promise<boolean> {
  if (kinds.length === 0) return false;
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, now))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Claims the oldest due job: queued and due, or running with an expired lease (its process died).
 * `FOR UPDATE SKIP LOCKED` lets several processes poll one table without taking the same job.
 */
export async function claimJob(db: Db, kinds: readonly string[], now: Date, leaseMs: number): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds]),
          or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, now))),
        ),
      )
      .orderBy(jobs.runAfter)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [row] = await tx
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(eq(jobs.id, due.id))
      .returning();
    return row ?? null;
  });
}

export async function finishJob(db: Db, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', finishedAt: now, leaseUntil: null }).where(eq(jobs.id, id));
}

export async function failJob(db: Db, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAfter: retryAt, leaseUntil: null, lastError: error }
        : { status: 'failed', finishedAt: now, leaseUntil: null, lastError: error },
    )
    .where(eq(jobs.id, id));
}

/** Finished jobs older than the cut-off go; their outcome lives in the table that asked for them. */
export async function pruneJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(or(eq(jobs.status, 'done'), eq(jobs.status, 'failed')), lte(jobs.finishedAt, before)));
}
