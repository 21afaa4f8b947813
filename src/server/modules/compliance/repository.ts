import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  complianceAnswers,
  complianceEvidence,
  complianceFrameworkItems,
  complianceFrameworks,
  complianceTasks,
  documents,
  projectComplianceScope,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type AnswerRow = typeof complianceAnswers.$inferSelect & { authorName: string | null };
export type EvidenceRow = typeof complianceEvidence.$inferSelect;
export type ItemRow = typeof complianceFrameworkItems.$inferSelect;
export type ScopeRow = typeof projectComplianceScope.$inferSelect;
export type TaskRow = typeof complianceTasks.$inferSelect;

export async function frameworkRows(db: Db) {
  return db
    .select()
    .from(complianceFrameworks)
    .orderBy(complianceFrameworks.id, complianceFrameworks.loadedAt, complianceFrameworks.version);
}

/** Items of the given (framework, version) pairs, in the reference's order. */
export async function itemRows(db: Db, versions: ReadonlyMap<string, string>): Promise<ItemRow[]> {
  const rows = await db.select().from(complianceFrameworkItems).orderBy(complianceFrameworkItems.position);
  return rows.filter((r) => versions.get(r.framework) === r.version);
}

export async function itemRowsOfVersion(db: Db, framework: string, version: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(complianceFrameworkItems)
    .where(and(eq(complianceFrameworkItems.framework, framework), eq(complianceFrameworkItems.version, version)))
    .orderBy(complianceFrameworkItems.position);
}

export async function scopeRows(db: Db, projectIds: readonly string[]): Promise<ScopeRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(projectComplianceScope)
    .where(inArray(projectComplianceScope.projectId, [...projectIds]));
}

export async function saveScope(
  db: Db,
  projectId: string,
  scope: Record<string, unknown>,
  taxonomy: Record<string, unknown> | null,
  userId: string,
  at: Date,
) {
  const set = { scope, updatedBy: userId, updatedAt: at, ...(taxonomy ? { taxonomy } : {}) };
  await db
    .insert(projectComplianceScope)
    .values({ projectId, scope, taxonomy: taxonomy ?? {}, updatedBy: userId, updatedAt: at })
    .onConflictDoUpdate({ target: projectComplianceScope.projectId, set });
}

/** The latest answer row per (project, item, framework version) of the projects: the current answers. */
/** True when the project has a saved scope or any answer: a compliance assessment exists (one cheap query, no catalogue). */
export async function hasAssessment(db: Db, projectId: string): Promise<boolean> {
  const res =
    await db.execute(sql`select exists (select 1 from ${projectComplianceScope} where ${projectComplianceScope.projectId} = ${projectId})
    or exists (select 1 from ${complianceAnswers} where ${complianceAnswers.projectId} = ${projectId}) as assessed`);
  return (res as unknown as { rows: Array<{ assessed: boolean }> }).rows[0]?.assessed === true;
}

export async function currentAnswers(db: Db, projectIds: readonly string[]): Promise<AnswerRow[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([complianceAnswers.projectId, complianceAnswers.itemId, complianceAnswers.frameworkVersion], {
      a: complianceAnswers,
      authorName: users.username,
    })
    .from(complianceAnswers)
    .leftJoin(users, eq(users.id, complianceAnswers.authorId))
    .where(inArray(complianceAnswers.projectId, [...projectIds]))
    .orderBy(
      complianceAnswers.projectId,
      complianceAnswers.itemId,
      complianceAnswers.frameworkVersion,
      desc(complianceAnswers.createdAt),
      desc(complianceAnswers.id),
    );
  return rows.map((r) => ({ ...r.a, authorName: r.authorName }));
}

export async function answerHistory(db: Db, projectId: string, framework: string | undefined, limit: number): Promise<AnswerRow[]> {
  const rows = await db
    .select({ a: complianceAnswers, authorName: users.username })
    .from(complianceAnswers)
    .leftJoin(users, eq(users.id, complianceAnswers.authorId))
    .where(and(eq(complianceAnswers.projectId, projectId), framework ? eq(complianceAnswers.framework, framework) : undefined))
    .orderBy(desc(complianceAnswers.createdAt), desc(complianceAnswers.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.a, authorName: r.authorName }));
}

export async function evidenceOf(db: Db, answerIds: readonly string[]): Promise<EvidenceRow[]> {
  if (answerIds.length === 0) return [];
  return db
    .select()
    .from(complianceEvidence)
    .where(inArray(complianceEvidence.answerId, [...answerIds]))
    .orderBy(complianceEvidence.position);
}

export async function evidenceCounts(db: Db, answerIds: readonly string[]): Promise<Map<string, number>> {
  if (answerIds.length === 0) return new Map();
  const rows = await db
    .select({ answerId: complianceEvidence.answerId, n: sql<number>`count(*)::int` })
    .from(complianceEvidence)
    .where(inArray(complianceEvidence.answerId, [...answerIds]))
    .groupBy(complianceEvidence.answerId);
  return new Map(rows.map((r) => [r.answerId, Number(r.n)]));
}

/** The live (not deleted) documents of the project among `ids`, with their file names. */
export async function liveDocuments(db: Db, projectId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), inArray(documents.id, [...ids]), isNull(documents.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.filename]));
}

export interface NewAnswer {
  projectId: string;
  framework: string;
  frameworkVersion: string;
  itemId: string;
  answer: 'met' | 'partial' | 'not_met' | 'not_applicable';
  reason: string | null;
  remedy: string | null;
  deadline: string | null;
  owner: string | null;
  dueDate: string | null;
  notes: string | null;
  controlId: string | null;
  overridden: boolean;
  authorId: string;
  createdAt: Date;
}
export type NewEvidence = { documentId: string; sourceFilename: string; page: number | null } | { url: string; description: string };

/** Appends answer versions (and their evidence) in one transaction. */
export async function insertAnswers(db: Db, rows: readonly NewAnswer[], evidence: readonly NewEvidence[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const r of rows) {
      const [a] = await tx.insert(complianceAnswers).values(r).returning({ id: complianceAnswers.id });
      ids.push(a!.id);
      if (evidence.length > 0) {
        await tx.insert(complianceEvidence).values(
          evidence.map((e, position) =>
            'url' in e
              ? { answerId: a!.id, projectId: r.projectId, url: e.url, description: e.description, position }
              : {
                  answerId: a!.id,
                  projectId: r.projectId,
                  documentId: e.documentId,
                  sourceFilename: e.sourceFilename,
                  page: e.page,
                  position,
                },
          ),
        );
      }
    }
    return ids;
  });
}

export async function tasksOf(db: Db, projectId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(complianceTasks)
    .where(eq(complianceTasks.projectId, projectId))
    .orderBy(complianceTasks.dueDate, complianceTasks.createdAt);
}

/** Display names of the given users (compliance task assignees). */
export async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertTask(db: Db, t: typeof complianceTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(complianceTasks).values(t).returning();
  return row!;
}

export async function updateTask(
  db: Db,
  projectId: string,
  taskId: string,
  set: Partial<typeof complianceTasks.$inferInsert>,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(complianceTasks)
    .set(set)
    .where(and(eq(complianceTasks.id, taskId), eq(complianceTasks.projectId, projectId)))
    .returning();
  return row;
}

/** Erasure: the person's answers, scope edits and tasks stay with their projects, without their id. */
export async function eraseAuthorship(db: Db, userId: string): Promise<number> {
  const a = await db
    .update(complianceAnswers)
    .set({ authorId: null })
    .where(eq(complianceAnswers.authorId, userId))
    .returning({ id: complianceAnswers.id });
  const s = await db
    .update(projectComplianceScope)
    .set({ updatedBy: null })
    .where(eq(projectComplianceScope.updatedBy, userId))
    .returning({ id: projectComplianceScope.projectId });
  const t = await db
    .update(complianceTasks)
    .set({ createdBy: null })
    .where(eq(complianceTasks.createdBy, userId))
    .returning({ id: complianceTasks.id });
  return a.length + s.length + t.length;
}

/** Export: the answers the person gave (project, item, answer, when). */
export async function answersBy(db: Db, userId: string) {
  return db
    .select({
      projectId: complianceAnswers.projectId,
      itemId: complianceAnswers.itemId,
      answer: complianceAnswers.answer,
      reason: complianceAnswers.reason,
      notes: complianceAnswers.notes,
      createdAt: complianceAnswers.createdAt,
    })
    .from(complianceAnswers)
    .where(eq(complianceAnswers.authorId, userId))
    .orderBy(complianceAnswers.createdAt);
}

/** The compliance tasks assigned to the person (privacy export): project, requirement, owner, due date, status. */
export async function tasksAssignedTo(db: Db, userId: string) {
  return db
    .select({
      projectId: complianceTasks.projectId,
      itemId: complianceTasks.itemId,
      owner: complianceTasks.owner,
      dueDate: complianceTasks.dueDate,
      notes: complianceTasks.notes,
      status: complianceTasks.status,
      createdAt: complianceTasks.createdAt,
    })
    .from(complianceTasks)
    .where(eq(complianceTasks.assigneeId, userId))
    .orderBy(complianceTasks.dueDate);
}
