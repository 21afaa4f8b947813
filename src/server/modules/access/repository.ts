import { and, eq, gt, inArray, isNull, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { projectGrants, projects, workspaceMembers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** A project with the caller's membership of its workspace and their unrevoked grant on it. */
export interface ProjectWithFacts {
  project: ProjectRow;
  membership: (typeof workspaceMembers.$inferSelect)['role'] | null;
  grant: {
    id: string;
    access: (typeof projectGrants.$inferSelect)['access'];
    expiresAt: Date | null;
    revokedAt: Date | null;
    lastUsedAt: Date | null;
  } | null;
}

/**
 * The one query shape every project read goes through: projects joined with the caller's
 * membership of the project's workspace and the caller's unrevoked grant on the project (at most
 * one: a partial unique index). The access rule (src/domain/access) is applied to these facts.
 */
const FACT_COLUMNS = {
  project: projects,
  membership: workspaceMembers.role,
  grantId: projectGrants.id,
  grantAccess: projectGrants.access,
  grantExpiresAt: projectGrants.expiresAt,
  grantRevokedAt: projectGrants.revokedAt,
  grantLastUsedAt: projectGrants.lastUsedAt,
};
const memberOf = (userId: string) => and(eq(workspaceMembers.workspaceId, projects.workspaceId), eq(workspaceMembers.userId, userId));
const liveGrantOf = (userId: string) =>
  and(eq(projectGrants.projectId, projects.id), eq(projectGrants.granteeId, userId), isNull(projectGrants.revokedAt));

function withFacts(db: Db, userId: string) {
  return db.select(FACT_COLUMNS).from(projects).leftJoin(workspaceMembers, memberOf(userId)).leftJoin(projectGrants, liveGrantOf(userId));
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof withFacts>['execute']>>[number];
const toFacts = (r: FactsRow): ProjectWithFacts => ({
  project: r.project,
  membership: r.membership,
  grant: r.grantId
    ? { id: r.grantId, access: r.grantAccess!, expiresAt: r.grantExpiresAt, revokedAt: r.grantRevokedAt, lastUsedAt: r.grantLastUsedAt }
    : null,
});

// Every project-scoped route resolves its project with this query: prepared once per database, so
// neither drizzle's query building nor PostgreSQL's planning is paid again on each request.
function prepareFindWithFacts(db: Db) {
  return withFacts(db, sql.placeholder('userId') as unknown as string)
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(1)
    .prepare('project_with_facts');
}
const preparedFind = new WeakMap<Db, ReturnType<typeof prepareFindWithFacts>>();

export async function findWithFacts(db: Db, userId: string, projectId: string): Promise<ProjectWithFacts | undefined> {
  let q = preparedFind.get(db);
  if (!q) preparedFind.set(db, (q = prepareFindWithFacts(db)));
  const [row] = await q.execute({ userId, projectId });
  return row && toFacts(row);
}

/** The same facts for many projects in one query (a project that does not exist is simply absent). */
export async function findManyWithFacts(db: Db, userId: string, projectIds: readonly string[]): Promise<ProjectWithFacts[]> {
  if (projectIds.length === 0) return [];
  return (await withFacts(db, userId).where(inArray(projects.id, [...new Set(projectIds)]))).map(toFacts);
}

/**
 * Rows the caller reaches: a membership of the workspace, or a live grant (the SQL twin of
 * grantIsLive in src/domain/access: unrevoked, and no expiry or an expiry after now). With
 * `everything` (admins listing the platform) every row.
 */
export function reachable(now: Date, everything = false): SQL | undefined {
  if (everything) return undefined;
  return or(
    isNotNull(workspaceMembers.userId),
    and(isNotNull(projectGrants.id), or(isNull(projectGrants.expiresAt), gt(projectGrants.expiresAt, now))),
  )!;
}

/**
 * A superset of `reachable` that PostgreSQL can answer from the caller's own rows (their memberships'
 * workspaces through projects_workspace_idx, their unrevoked grants through the grantee index), so a
 * list never scans every project of the platform; `reachable` still decides.
 */
function candidates(db: Db, userId: string): SQL {
  return or(
    inArray(
      projects.workspaceId,
      db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId)),
    ),
    inArray(
      projects.id,
      db
        .select({ id: projectGrants.projectId })
        .from(projectGrants)
        .where(and(eq(projectGrants.granteeId, userId), isNull(projectGrants.revokedAt))),
    ),
  )!;
}

export interface ListQuery {
  where: SQL[];
  orderBy: SQL[];
  limit: number;
}

/** The projects the caller may see among those matching `q` (filters, order, limit). */
export async function listWithFacts(db: Db, userId: string, now: Date, everything: boolean, q: ListQuery): Promise<ProjectWithFacts[]> {
  return (await listWithFactsAnd(db, userId, now, everything, q, sql`null`)).map((r) => r.facts);
}

/**
 * The same list with one more column per row, computed by PostgreSQL in the same query (the projects
 * list adds each project's latest score: one round trip instead of two).
 */
export async function listWithFactsAnd<T>(
  db: Db,
  userId: string,
  now: Date,
  everything: boolean,
  q: ListQuery,
  extra: SQL<T>,
): Promise<Array<{ facts: ProjectWithFacts; extra: T }>> {
  const rows = await db
    .select({
      ...FACT_COLUMNS,
      extra: extra.as('extra'),
    })
    .from(projects)
    .leftJoin(workspaceMembers, memberOf(userId))
    .leftJoin(projectGrants, liveGrantOf(userId))
    .where(and(everything ? undefined : candidates(db, userId), reachable(now, everything), ...q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit);
  return rows.map((r) => ({ facts: toFacts(r), extra: r.extra as T }));
}

export const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Marks the grant used now; true when this is its first use of the (UTC) day, which is audited. */
export async function markGrantUsed(db: Db, grantId: string, now: Date): Promise<boolean> {
  const dayStart = startOfUtcDay(now);
  const rows = await db
    .update(projectGrants)
    .set({ lastUsedAt: now })
    .where(and(eq(projectGrants.id, grantId), or(isNull(projectGrants.lastUsedAt), lt(projectGrants.lastUsedAt, dayStart))))
    .returning({ id: projectGrants.id });
  return rows.length > 0;
}

/**
 * The people who see a project through a relation (not admins' oversight): the members of its
 * workspace and the holders of a live grant, with their display names, by name. The compliance
 * task assignee is chosen among them (ADR 0030).
 */
export async function peopleWhoSee(db: Db, projectId: string, now: Date): Promise<Array<{ id: string; name: string }>> {
  const res = await db.execute(sql`
    select u.id, u.username as name from users u
    where u.id in (
      select m.user_id from workspace_members m join projects p on p.workspace_id = m.workspace_id where p.id = ${projectId}
      union
      select g.grantee_id from project_grants g where g.project_id = ${projectId} and g.revoked_at is null and (g.expires_at is null or g.expires_at > ${now.toISOString()})
    )
    order by lower(u.username), u.id`);
  return (res as unknown as { rows: Array<{ id: string; name: string }> }).rows.map((r) => ({ id: r.id, name: r.name }));
}
