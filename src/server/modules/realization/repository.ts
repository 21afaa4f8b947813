import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  complianceTasks,
  evaluations,
  fundingCalls,
  fundingRequests,
  projectObligations,
  projectRoadmaps,
  realizationSent,
  roadmapProgress,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { toSessionUser, type SessionUser } from '../auth/index.ts';

export type RoadmapRow = typeof projectRoadmaps.$inferSelect;
export type ObligationRow = typeof projectObligations.$inferSelect;

export async function findRoadmap(db: Db, projectId: string): Promise<RoadmapRow | null> {
  const [row] = await db.select().from(projectRoadmaps).where(eq(projectRoadmaps.projectId, projectId));
  return row ?? null;
}

export async function findRoadmaps(db: Db, projectIds: readonly string[]): Promise<RoadmapRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(projectRoadmaps)
    .where(inArray(projectRoadmaps.projectId, [...projectIds]));
}

/** Inserts the first revision, or updates when the stored revision is `expected`; null on a lost race. */
export async function saveRoadmap(
  db: Db,
  projectId: string,
  expected: number | null,
  values: Omit<RoadmapRow, 'projectId' | 'revision'>,
): Promise<RoadmapRow | null> {
  if (expected === null) {
    const rows = await db
      .insert(projectRoadmaps)
      .values({ projectId, revision: 1, ...values })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  }
  const rows = await db
    .update(projectRoadmaps)
    .set({ ...values, revision: expected + 1 })
    .where(and(eq(projectRoadmaps.projectId, projectId), eq(projectRoadmaps.revision, expected)))
    .returning();
  return rows[0] ?? null;
}

export async function insertProgress(db: Db, row: typeof roadmapProgress.$inferInsert): Promise<void> {
  await db.insert(roadmapProgress).values(row);
}

export async function listObligations(db: Db, projectId: string): Promise<ObligationRow[]> {
  return db
    .select()
    .from(projectObligations)
    .where(eq(projectObligations.projectId, projectId))
    .orderBy(asc(projectObligations.dueOn), asc(projectObligations.id));
}

export async function listObligationsOf(db: Db, projectIds: readonly string[]): Promise<ObligationRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(projectObligations)
    .where(inArray(projectObligations.projectId, [...projectIds]));
}

export async function insertObligations(db: Db, rows: (typeof projectObligations.$inferInsert)[]): Promise<ObligationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(projectObligations).values(rows).onConflictDoNothing().returning();
}

export async function updateObligation(
  db: Db,
  projectId: string,
  id: string,
  set: Partial<typeof projectObligations.$inferInsert>,
): Promise<ObligationRow | null> {
  const [row] = await db
    .update(projectObligations)
    .set(set)
    .where(and(eq(projectObligations.projectId, projectId), eq(projectObligations.id, id)))
    .returning();
  return row ?? null;
}

/** The latest evaluation's inputs (the plan the score was earned on), null before the first run. */
export async function latestEvaluationInput(db: Db, projectId: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ input: evaluations.input })
    .from(evaluations)
    .where(eq(evaluations.projectId, projectId))
    .orderBy(desc(evaluations.version))
    .limit(1);
  return row?.input ?? null;
}

export async function openComplianceTasks(db: Db, projectId: string): Promise<{ id: string; title: string; dueOn: string | null }[]> {
  const rows = await db
    .select({ id: complianceTasks.id, itemId: complianceTasks.itemId, notes: complianceTasks.notes, dueDate: complianceTasks.dueDate })
    .from(complianceTasks)
    .where(and(eq(complianceTasks.projectId, projectId), eq(complianceTasks.status, 'open')));
  return rows.map((r) => ({ id: r.id, title: r.notes ? `${r.itemId}: ${r.notes}` : `Compliance gap ${r.itemId}`, dueOn: r.dueDate }));
}

export async function fundingRequestWithCall(db: Db, projectId: string, requestId: string) {
  const [row] = await db
    .select({
      id: fundingRequests.id,
      state: fundingRequests.state,
      fundedAt: fundingRequests.fundedAt,
      fundedAmount: fundingRequests.fundedAmount,
      callTitle: fundingCalls.title,
      callSource: fundingCalls.source,
      cofinancingShare: fundingCalls.cofinancingShare,
    })
    .from(fundingRequests)
    .leftJoin(fundingCalls, eq(fundingCalls.id, fundingRequests.callId))
    .where(and(eq(fundingRequests.projectId, projectId), eq(fundingRequests.id, requestId)));
  return row ?? null;
}

/** Records that a reminder or alert went; false when it had already been recorded (so it is not sent twice). */
export async function markSent(db: Db, subject: string, key: string, at: Date): Promise<boolean> {
  const rows = await db.insert(realizationSent).values({ subject, key, sentAt: at }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** The owner of a calendar token, as the access rule reads a person. */
export async function findUserById(db: Db, id: string): Promise<SessionUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toSessionUser(row as unknown as Record<string, unknown>) : null;
}
