import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { evaluations, projects, workspaces } from '../../db/schema/index.ts';
import { listWithFactsAnd, type ProjectWithFacts } from '../access/index.ts';
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
 * `everything`, an admin's view of the platform), filtered, sorted and capped, each with its latest
 * score, in one query.
 */
export async function listReachable(
  db: Db,
  userId: string,
  now: Date,
  f: ListFilter & { workspaceId?: string | undefined; everything: boolean },
): Promise<Array<ProjectWithFacts & { latest: LatestScore | null }>> {
  const where: SQL[] = [];
  if (f.workspaceId) where.push(eq(projects.workspaceId, f.workspaceId));
  if (f.status) where.push(eq(projects.status, f.status));
  if (f.archived === 'exclude') where.push(isNull(projects.archivedAt));
  if (f.archived === 'only') where.push(isNotNull(projects.archivedAt));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(projects.title, like),
        ilike(projects.description, like),
        ilike(projects.targetMarket, like),
        ilike(projects.industry, like),
      )!,
    );
  }
  const rows = await listWithFactsAnd(
    db,
    userId,
    now,
    f.everything,
    { where, orderBy: [ORDER[f.sort], desc(projects.id)], limit: 500 },
    sql<LatestJson | null>`(${latestOf(sql`${projects.id}`)})`,
  );
  return rows.map((r) => ({ ...r.facts, latest: fromJson(r.extra) }));
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

type LatestJson = Omit<LatestScore, 'createdAt'> & { createdAt: string };
const fromJson = (j: LatestJson | null): LatestScore | null =>
  j ? { ...j, confidence: Number(j.confidence), createdAt: new Date(j.createdAt) } : null;

/**
 * The latest evaluation of one project as one jsonb value: the newest version only, found by
 * evaluations_project_idx read backwards (LIMIT 1), so the stored results of older versions are never
 * read (a DISTINCT ON over the project's versions evaluated these paths on every version's result).
 */
function latestOf(projectId: SQL): SQL {
  return sql`select jsonb_build_object(
      'version', e.version, 'total', e.score_total, 'tier', e.result->'score'->>'tier', 'createdAt', e.created_at,
      'confidence', (e.result->'score'->'confidence'->>'share')::float8,
      'missing', coalesce(jsonb_path_query_array(e.result->'score'->'subFactors', '$[*] ? (@.status == "missing").id'), '[]'::jsonb),
      'assumptions', e.input->'assumptions')
    from ${evaluations} e where e.project_id = ${projectId} order by e.version desc limit 1`;
}

/** The latest evaluation's score of each project (callers pass ids the caller may see). */
export async function latestScores(db: Db, projectIds: readonly string[]): Promise<Map<string, LatestScore>> {
  if (projectIds.length === 0) return new Map();
  const ids = [...new Set(projectIds)];
  const res = await db.execute(sql`select p.id, (${latestOf(sql`p.id`)}) as latest from unnest(${`{${ids.join(',')}}`}::uuid[]) as p(id)`);
  const rows = (res as unknown as { rows: Array<{ id: string; latest: LatestJson | null }> }).rows;
  return new Map(rows.flatMap((r) => (r.latest ? [[r.id, fromJson(r.latest)!] as const] : [])));
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
