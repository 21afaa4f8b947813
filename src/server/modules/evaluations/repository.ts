import { and, desc, eq, max, sql } from 'drizzle-orm';
import { evaluations, projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';

export type EvaluationRow = typeof evaluations.$inferSelect;

/** Saves the draft inputs of a project the access resolver authorized (capability editInputs). */
export async function saveInputs(db: Db, projectId: string, inputs: EvaluationInputs, at: Date): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ evaluationInputs: inputs, evaluationInputsSavedAt: at, updatedAt: at })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Saves the draft inputs and the project's funding sought together (figures applied from documents). */
export async function saveInputsAndFunding(
  db: Db,
  projectId: string,
  inputs: EvaluationInputs,
  fundingSought: number | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ evaluationInputs: inputs, evaluationInputsSavedAt: at, fundingSought, updatedAt: at })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Appends the next version for the project (versions are dense per project: 1, 2, 3 …). */
export async function insertEvaluation(db: Db, values: Omit<typeof evaluations.$inferInsert, 'version'>): Promise<EvaluationRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${projects} where ${projects.id} = ${values.projectId} for update`);
    const [last] = await tx
      .select({ v: max(evaluations.version) })
      .from(evaluations)
      .where(eq(evaluations.projectId, values.projectId));
    const [row] = await tx
      .insert(evaluations)
      .values({ ...values, version: (last?.v ?? 0) + 1 })
      .returning();
    return row!;
  });
}

export const listEvaluations = (db: Db, projectId: string) =>
  db.select().from(evaluations).where(eq(evaluations.projectId, projectId)).orderBy(desc(evaluations.version)).limit(200);

export async function findEvaluation(db: Db, projectId: string, version: number): Promise<EvaluationRow | undefined> {
  const [row] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.projectId, projectId), eq(evaluations.version, version)))
    .limit(1);
  return row;
}
