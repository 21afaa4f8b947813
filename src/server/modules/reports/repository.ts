import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { evaluations, portfolios, projects, reports, users, workspaceLogos, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportListRow = Omit<ReportRow, 'bytes' | 'model'> & { sizeBytes: number; createdByName: string | null };

const listColumns = {
  id: reports.id,
  projectId: reports.projectId,
  portfolioId: reports.portfolioId,
  kind: reports.kind,
  language: reports.language,
  evaluationVersion: reports.evaluationVersion,
  methodologyVersion: reports.methodologyVersion,
  projectTitle: reports.projectTitle,
  issuer: reports.issuer,
  sha256: reports.sha256,
  signature: reports.signature,
  keyId: reports.keyId,
  shortCode: reports.shortCode,
  createdBy: reports.createdBy,
  createdAt: reports.createdAt,
  revokedAt: reports.revokedAt,
  revokedBy: reports.revokedBy,
  sizeBytes: sql<number>`octet_length(${reports.bytes})`.mapWith(Number),
  createdByName: users.username,
};

export const insertReport = async (db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> =>
  (await db.insert(reports).values(values).returning())[0]!;

/** A project's reports, newest first (without the bytes). */
export const listReports = (db: Db, projectId: string): Promise<ReportListRow[]> =>
  db
    .select(listColumns)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(eq(reports.projectId, projectId))
    .orderBy(desc(reports.createdAt))
    .limit(200);

/** A portfolio's reports, newest first (without the bytes). */
export const listPortfolioReports = (db: Db, portfolioId: string): Promise<ReportListRow[]> =>
  db
    .select(listColumns)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(eq(reports.portfolioId, portfolioId))
    .orderBy(desc(reports.createdAt))
    .limit(200);

/** The owner of a portfolio (a portfolio is private to its owner: ADR 0024). */
export async function portfolioOwnerOf(db: Db, portfolioId: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: portfolios.ownerId }).from(portfolios).where(eq(portfolios.id, portfolioId)).limit(1);
  return row?.ownerId;
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** The public view's columns only (never the bytes, the model or who made it). */
export async function findReportPublic(db: Db, id: string) {
  const [row] = await db
    .select({
      id: reports.id,
      kind: reports.kind,
      language: reports.language,
      evaluationVersion: reports.evaluationVersion,
      methodologyVersion: reports.methodologyVersion,
      projectTitle: reports.projectTitle,
      issuer: reports.issuer,
      sha256: reports.sha256,
      signature: reports.signature,
      keyId: reports.keyId,
      shortCode: reports.shortCode,
      createdAt: reports.createdAt,
      revokedAt: reports.revokedAt,
    })
    .from(reports)
    .where(eq(reports.id, id))
    .limit(1);
  return row;
}

/** Revokes once: false when it was already revoked (the trigger allows nothing else). */
export async function revokeReport(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(reports.id, id), isNull(reports.revokedAt)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export async function findEvaluationVersion(db: Db, projectId: string, version: number | undefined) {
  const q = db.select().from(evaluations);
  const [row] =
    version === undefined
      ? await q.where(eq(evaluations.projectId, projectId)).orderBy(desc(evaluations.version)).limit(1)
      : await q.where(and(eq(evaluations.projectId, projectId), eq(evaluations.version, version))).limit(1);
  return row;
}

export async function workspaceOf(db: Db, projectId: string) {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}

/** The team workspaces the user owns, earliest joined first. */
export const ownedTeamWorkspaces = (db: Db, userId: string) =>
  db
    .select({ id: workspaces.id, name: workspaces.name, kind: workspaces.kind })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner'), eq(workspaces.kind, 'team')))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaces.id));

export async function logoOfWorkspace(db: Db, workspaceId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: workspaceLogos.bytes })
    .from(workspaceLogos)
    .where(eq(workspaceLogos.workspaceId, workspaceId))
    .limit(1);
  return row?.bytes;
}
