import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dealFollows, evaluations, projects, reports, showcases, workspaceMembers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/** Showcase follows (ADR 0029): what an investor follows, what was published, and who may share it. */
/** The published showcase of each project (fields chosen and the values behind them), for the projects given. */
export async function publishedFacts(db: Db, projectIds: string[]) {
  if (!projectIds.length)
    return new Map<
      string,
      {
        slug: string;
        fields: string[];
        title: string;
        industry: string;
        country: string | null;
        fundingSought: number | null;
        score: number | null;
      }
    >();
  const rows = await db
    .select({
      projectId: showcases.projectId,
      slug: showcases.slug,
      fields: showcases.fields,
      title: projects.title,
      industry: projects.industry,
      country: projects.country,
      fundingSought: projects.fundingSought,
      score: evaluations.scoreTotal,
    })
    .from(showcases)
    .innerJoin(projects, eq(projects.id, showcases.projectId))
    .innerJoin(reports, eq(reports.id, showcases.reportId))
    .leftJoin(evaluations, and(eq(evaluations.projectId, reports.projectId), eq(evaluations.version, reports.evaluationVersion)))
    .where(inArray(showcases.projectId, projectIds));
  return new Map(rows.map((r) => [r.projectId, r]));
}

export async function showcaseBySlug(db: Db, slug: string) {
  const [r] = await db
    .select({ projectId: showcases.projectId, slug: showcases.slug, title: projects.title })
    .from(showcases)
    .innerJoin(projects, eq(projects.id, showcases.projectId))
    .where(eq(showcases.slug, slug));
  return r ?? null;
}

export const followsOf = (db: Db, investorId: string) =>
  db.select().from(dealFollows).where(eq(dealFollows.investorId, investorId)).orderBy(asc(dealFollows.createdAt));

export async function insertFollow(db: Db, investorId: string, projectId: string, at: Date) {
  await db.insert(dealFollows).values({ investorId, projectId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, investorId: string, projectId: string): Promise<boolean> {
  return (
    (
      await db
        .delete(dealFollows)
        .where(and(eq(dealFollows.investorId, investorId), eq(dealFollows.projectId, projectId)))
        .returning({ p: dealFollows.projectId })
    ).length > 0
  );
}

/** Marks an access request unless one was made after `since`; true when this one counts. */
export async function markAccessRequested(db: Db, investorId: string, projectId: string, at: Date, since: Date): Promise<boolean> {
  const rows = await db
    .update(dealFollows)
    .set({ accessRequestedAt: at })
    .where(
      and(
        eq(dealFollows.investorId, investorId),
        eq(dealFollows.projectId, projectId),
        sql`(${dealFollows.accessRequestedAt} is null or ${dealFollows.accessRequestedAt} < ${since.toISOString()})`,
      ),
    )
    .returning({ p: dealFollows.projectId });
  return rows.length > 0;
}

/** The owners of the project's workspace: those who may share it (manageAccess, ADR 0013). */
export async function projectSharers(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(projects)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, projects.workspaceId), eq(workspaceMembers.role, 'owner')))
    .where(eq(projects.id, projectId));
  return rows.map((r) => r.userId);
}
