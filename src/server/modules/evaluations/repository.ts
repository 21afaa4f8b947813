import { and, desc, eq, max, sql } from 'drizzle-orm';
import { evaluations, projectInputs, projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';

export type EvaluationRow = typeof evaluations.$inferSelect;
export type ProjectStatus = (typeof projects.$inferSelect)['status'];

/** The project's saved draft inputs and when they were saved (ADR 0064), or null when none were saved yet. */
export async function draftInputsOf(db: Db, projectId: string): Promise<DraftInputs | null> {
  const [row] = await db
    .select({ inputs: projectInputs.inputs, savedAt: projectInputs.savedAt })
    .from(projectInputs)
    .where(eq(projectInputs.projectId, projectId))
    .limit(1);
  return row ?? null;
}
export type DraftInputs = { inputs: EvaluationInputs; savedAt: Date };

/** Writes the draft (one row per project), in `db` or the caller's transaction; false when the project is gone. */
async function upsertInputs(db: Db, projectId: string, inputs: EvaluationInputs, at: Date): Promise<boolean> {
  // A plain insert naming only project_inputs: the read cache's local write path bumps every table a write's
  // text names (src/server/db/data-changes.ts), so an `insert … select … from projects` would drop the
  // projects reads this table exists to keep. A project deleted meanwhile fails the foreign key: not saved.
  try {
    await db
      .insert(projectInputs)
      .values({ projectId, inputs, savedAt: at })
      .onConflictDoUpdate({ target: projectInputs.projectId, set: { inputs, savedAt: at } });
    return true;
  } catch (e) {
    const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    if (code === '23503') return false;
    throw e;
  }
}

/**
 * Saves the draft inputs of a project the access resolver authorized (capability editInputs). The `projects`
 * row is not written (ADR 0064): the reads cached on it stay kept.
 */
export async function saveInputs(db: Db, projectId: string, inputs: EvaluationInputs, at: Date): Promise<boolean> {
  return upsertInputs(db, projectId, inputs, at);
}

/** Saves the draft inputs and the project's funding sought together (figures applied from documents), in one transaction. */
export async function saveInputsAndFunding(
  db: Db,
  projectId: string,
  inputs: EvaluationInputs,
  fundingSought: number | null,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(projects)
      .set({ fundingSought, updatedAt: at })
      .where(eq(projects.id, projectId))
      .returning({ id: projects.id });
    return rows.length > 0 && (await upsertInputs(tx as unknown as Db, projectId, inputs, at));
  });
}

/** Why a version was rolled back: the job that computed it is no longer its worker's (cancelled, taken over). */
export class RunNotHeld extends Error {
  constructor() {
    super('the evaluation run is no longer held by this worker (cancelled or taken over)');
  }
}

/**
 * Appends the next version for the project (versions are dense per project: 1, 2, 3 …). `within` runs in
 * the same transaction (a job records its outcome there): false rolls the version back (RunNotHeld).
 */
export async function insertEvaluation(
  db: Db,
  values: Omit<typeof evaluations.$inferInsert, 'version'>,
  within?: (tx: Db, row: EvaluationRow) => Promise<boolean>,
): Promise<EvaluationRow> {
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
    if (within && !(await within(tx as unknown as Db, row!))) throw new RunNotHeld();
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

/** The project's lifecycle status (the run moves it to `analyzing` and back), or null when it is gone. */
export async function projectStatusOf(db: Db, projectId: string): Promise<ProjectStatus | null> {
  const [row] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row?.status ?? null;
}
