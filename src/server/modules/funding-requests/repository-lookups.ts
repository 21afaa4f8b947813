import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { documents, evaluations, fundingCalls, projectGrants, projects, reports, users, workspaceMembers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { FundingRequestState } from '../../../domain/funding/requests.ts';

// Lookups of the people, calls and project facts a funding request refers to (split from repository.ts, which re-exports them).

export const callExists = async (db: Db, id: string) =>
  (await db.select({ id: fundingCalls.id }).from(fundingCalls).where(eq(fundingCalls.id, id)).limit(1)).length > 0;

export async function userById(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function investorByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.username, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.role, 'investor')))
    .limit(1);
  return row;
}

/** Investor accounts with a live grant on the project (the people it is shared with). */
export async function investorsSharedWith(db: Db, projectId: string, now: Date) {
  return db
    .select({ id: users.id, name: users.username, email: users.email })
    .from(projectGrants)
    .innerJoin(users, eq(users.id, projectGrants.granteeId))
    .where(
      and(
        eq(projectGrants.projectId, projectId),
        eq(users.role, 'investor'),
        isNull(projectGrants.revokedAt),
        or(isNull(projectGrants.expiresAt), gt(projectGrants.expiresAt, now)),
      ),
    )
    .orderBy(asc(users.username));
}

/** The project's documents among `ids` that still exist (not deleted): id and file name. */
export async function projectDocuments(
  db: Db,
  projectId: string,
  ids: readonly string[],
): Promise<Array<{ id: string; filename: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), inArray(documents.id, [...ids]), isNull(documents.deletedAt)));
}

/** The latest evaluation of the project: version, score, tier, NPV, IRR (for the package snapshot). */
export async function latestEvaluation(db: Db, projectId: string) {
  const [row] = await db
    .select({
      version: evaluations.version,
      createdAt: evaluations.createdAt,
      score: evaluations.scoreTotal,
      npv: evaluations.npv,
      result: evaluations.result,
      methodologyVersion: evaluations.methodologyVersion,
    })
    .from(evaluations)
    .where(eq(evaluations.projectId, projectId))
    .orderBy(desc(evaluations.version))
    .limit(1);
  return row;
}

export async function projectRow(db: Db, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** Members of the workspace who may edit (owners and editors): the proponent side to notify. */
export async function proponentMembers(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, ['owner', 'editor'])));
  return rows.map((r) => r.userId);
}

/** State and amounts of the requests of the projects in the user's workspaces (archived projects left out, as on the dashboard). */
export async function fundingFactsFor(db: Db, userId: string, workspaceId: string | null) {
  const res = await db.execute(sql`
    select r.state, r.amount_requested::float8 as amount_requested, r.funded_amount::float8 as funded_amount
    from funding_requests r join projects p on p.id = r.project_id
    where p.workspace_id in (select workspace_id from workspace_members where user_id = ${userId})
      ${workspaceId ? sql`and p.workspace_id = ${workspaceId}` : sql``}
      and p.archived_at is null`);
  return (res as unknown as { rows: Array<{ state: FundingRequestState; amount_requested: number | null; funded_amount: number | null }> })
    .rows;
}

/** Which of these ids are unrevoked sealed reports of the project. */
export async function projectReportIds(db: Db, projectId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.projectId, projectId), inArray(reports.id, [...ids]), isNull(reports.revokedAt)));
  return rows.map((r) => r.id);
}
