import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { currentRequestId } from '../../lib/request-context.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Queues a job, with the id of the request that queued it (issue 26). With a key, at most one job ever has
 * it (a unique index, `ON CONFLICT DO NOTHING`): the second caller gets the first one's row, so two
 * instances scheduling the same slot queue one job.
 */
export async function insertJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  runAfter: Date,
  key?: string,
  requestId: string | null = currentRequestId(),
): Promise<JobRow> {
  if (key === undefined) {
    const [row] = await db.insert(jobs).values({ kind, payload, runAfter, requestId }).returning();
    return row!;
  }
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, runAfter, requestId, idempotencyKey: key })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(jobs).where(eq(jobs.idempotencyKey, key));
  return existing!;
}

const due = (kinds: readonly string[], now: Date) =>
  and(
    inArray(jobs.kind, [...kinds]),
    or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, now))),
  );

/** Whether any job of these kinds is due: a plain SELECT, so an idle poll writes nothing (ADR 0009's write clock). */
export async function hasDueJob(db: Db, kinds: readonly string[], now: Date): Promise<boolean> {
  if (kinds.length === 0) return false;
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(due(kinds, now)).limit(1);
  return row !== undefined;
}

/**
 * Claims the oldest due job: queued and due, or running with an expired lease (its process died).
 * `FOR UPDATE SKIP LOCKED` lets several processes poll one table without taking the same job; the
 * new lease token makes every later write of the previous holder (heartbeat, finish) a no-op.
 */
export async function claimJob(db: Db, kinds: readonly string[], now: Date, leaseMs: number): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  // One statement, one round trip: the subquery locks the oldest due row (skipping rows others hold), the update takes it.
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(due(kinds, now))
    .orderBy(jobs.runAfter)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      leaseToken: randomUUID(),
    })
    .where(eq(jobs.id, sql`(${next})`))
    .returning();
  return row ?? null;
}

const held = (id: string, token: string) => and(eq(jobs.id, id), eq(jobs.leaseToken, token), eq(jobs.status, 'running'));

/** Extends the lease of a job still held with this token; false when it was lost (expired and taken, or released). */
export async function renewLease(db: Db, id: string, token: string, until: Date): Promise<boolean> {
  const rows = await db.update(jobs).set({ leaseUntil: until }).where(held(id, token)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job done if this token still holds it (false: another runner owns it now). */
export async function finishJob(db: Db, id: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, leaseUntil: null, leaseToken: null })
    .where(held(id, token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function failJob(db: Db, id: string, token: string, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAfter: retryAt, leaseUntil: null, leaseToken: null, lastError: error }
        : { status: 'failed', finishedAt: now, leaseUntil: null, leaseToken: null, lastError: error },
    )
    .where(held(id, token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives a held job back (graceful shutdown): queued at once, its attempt not counted. */
export async function releaseJob(db: Db, id: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', runAfter: now, leaseUntil: null, leaseToken: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(held(id, token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Every job left `running` goes back to the queue: only for a process that alone holds the database
 * (the embedded PGlite, whose data directory is locked), where any running job is a previous process's
 * orphan. Its attempt stays counted: a job that kills its process must not loop forever.
 */
export async function releaseOrphans(db: Db, now: Date): Promise<number> {
  // Reads first: with nothing running the boot writes nothing (ADR 0009's write clock on PGlite).
  const [any] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'running')).limit(1);
  if (!any) return 0;
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', runAfter: now, leaseUntil: null, leaseToken: null })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Finished jobs older than the cut-off go; their outcome lives in the table that asked for them. */
export async function pruneJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed', 'cancelled']), lte(jobs.finishedAt, before)));
}

/**
 * Records how far a held job has come (0..1). False when the job is no longer this holder's (cancelled,
 * or its lease taken over): the runner then aborts the handler (ADR 0058).
 */
export async function reportProgress(db: Db, id: string, token: string, progress: number): Promise<boolean> {
  const rows = await db.update(jobs).set({ progress }).where(held(id, token)).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Writes a held job's outcome inside the caller's transaction (the same one that stores its effect):
 * false when the job is no longer held, and the caller rolls its effect back (a cancelled run stores nothing).
 */
export async function recordOutcome(tx: Db, id: string, token: string, outcome: Record<string, unknown>): Promise<boolean> {
  const rows = await tx.update(jobs).set({ outcome, progress: 1 }).where(held(id, token)).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Cancels a job still queued or running whose outcome is not yet recorded: the row, or null when it had
 * already finished (done, failed, cancelled) or produced its effect.
 */
export async function cancelJob(db: Db, id: string, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: now, leaseUntil: null, leaseToken: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running']), isNull(jobs.outcome)))
    .returning();
  return row ?? null;
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Jobs of a kind whose payload holds `field = value` (a project, a user), newest first: only those queued
 * or running (over the pending rows' partial index), or the latest `limit` of any status.
 */
export async function jobsWith(
  db: Db,
  kind: string,
  field: string,
  value: string,
  o: { active: boolean; limit: number },
): Promise<JobRow[]> {
  const match = and(eq(jobs.kind, kind), sql`${jobs.payload} ->> ${field} = ${value}`);
  return db
    .select()
    .from(jobs)
    .where(o.active ? and(match, inArray(jobs.status, ['queued', 'running'])) : match)
    .orderBy(desc(jobs.createdAt))
    .limit(o.limit);
}
