import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { evaluations, projects, workspaces } from '../../db/schema/index.ts';
import { listWithFacts, type ProjectWithFacts } from '../access/index.ts';
import type { Db } from '../../db/types.ts';

export type ProjectRow = typeof projects.$inferSelect;
type NewProject = typeof projects.$inferInsert;

export interface ListFilter {
  search?: string | undefined;
  status?: ProjectRow['status'] | undefined;
  sort: 'updated' | 'created' | 'title' | 'budget';
  archived: 'exclude' | 'include' | 'only';
}

const ORDER = {
  updated: desc(projects.updatedAt),
  created: desc(projects.createdAt),
  title: asc(projects.title),
  budget: desc(projects.estimatedBudget),
} as const;

/**
 * The projects the caller may see (src/domain/access: workspace memberships and live grants; with
 * `everything`, an admin's view of the platform), filtered, sorted and capped.
 */
export async function listReachable(db: Db, userId: string, now: Date, f: ListFilter & { workspaceId?: string | undefined; everything: boolean }): Promise<ProjectWithFacts[]> {
  const where: SQL[] = [];
  if (f.workspaceId) where.push(eq(projects.workspaceId, f.workspaceId));
  if (f.status) where.push(eq(projects.status, f.status));
  if (f.archived === 'exclude') where.push(isNull(projects.archivedAt));
  if (f.archived === 'only') where.push(isNotNull(projects.archivedAt));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(projects.title, like), ilike(projects.description, like), ilike(projects.targetMarket, like), ilike(projects.industry, like))!);
  }
  return listWithFacts(db, userId, now, f.everything, { where, orderBy: [ORDER[f.sort], desc(projects.id)], limit: 500 });
}

export interface LatestScore {
  version: number;
  total: number;
  tier: string;
  createdAt: Date;
  /** The score's confidence share (0…1). */
  confidence: number;
  /** Ids of the score's sub-factors without an input. */
  missing: string[];
  /** The business plan the evaluation ran on. */
  assumptions: unknown;
}

/** The latest evaluation's score of each project (callers pass ids the caller may see). */
export async function latestScores(db: Db, projectIds: readonly string[]): Promise<Map<string, LatestScore>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([evaluations.projectId], {
      projectId: evaluations.projectId,
      version: evaluations.version,
      total: evaluations.scoreTotal,
      tier: sql<string>`${evaluations.result}->'score'->>'tier'`,
      createdAt: evaluations.createdAt,
      confidence: sql<number>`(${evaluations.result}->'score'->'confidence'->>'share')::float8`,
      missing: sql<string[]>`coalesce(jsonb_path_query_array(${evaluations.result}->'score'->'subFactors', '$[*] ? (@.status == "missing").id'), '[]'::jsonb)`,
      assumptions: sql<unknown>`${evaluations.input}->'assumptions'`,
    })
    .from(evaluations)
    .where(inArray(evaluations.projectId, [...projectIds]))
    .orderBy(evaluations.projectId, desc(evaluations.version));
  return new Map(rows.map((r) => [r.projectId, { version: r.version, total: r.total, tier: r.tier, createdAt: r.createdAt, confidence: Number(r.confidence), missing: r.missing, assumptions: r.assumptions }]));
}

/**
 * Inserts a project if `fits(existing)` says its workspace has room, race-free: the workspace row
 * is locked for the transaction, so two concurrent creations (by any of its members) count one
 * after the other.
 */
export async function insertWithinLimit(
  db: Db,
  values: NewProject,
  fits: (existing: number) => boolean,
): Promise<{ created: ProjectRow; existing: number } | { created: null; existing: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${workspaces} where ${workspaces.id} = ${values.workspaceId} for update`);
    const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.workspaceId, values.workspaceId));
    const existing = row?.n ?? 0;
    if (!fits(existing)) return { created: null, existing };
    const [created] = await tx.insert(projects).values(values).returning();
    return { created: created!, existing };
  });
}

/*
 * The writes below take a project id the access resolver (src/server/modules/access) already
 * authorized for this caller and capability; they never run for a project the caller cannot reach.
 */

export async function updateById(db: Db, id: string, patch: Partial<NewProject>): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

/** Moves the status only if it is still `from` (no lost update between read and write). */
export async function transitionById(db: Db, id: string, from: ProjectRow['status'], to: ProjectRow['status']) {
  const [row] = await db
    .update(projects)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.status, from)))
    .returning();
  return row;
}

export async function deleteById(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return rows.length > 0;
}
