import { count, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import {
  accounts,
  clientErrors,
  consents,
  evaluations,
  fundingRequestEvents,
  fundingRequestMessages,
  fundingRequests,
  notifications,
  outbox,
  portfolioHoldings,
  portfolioImportMappings,
  portfolioImportRuns,
  portfolioMcRuns,
  portfolios,
  projectComments,
  projectGrants,
  projectInputs,
  projects,
  reports,
  sessions,
  showcases,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type { PrivacyRequest, PrivacyRequestMeta } from './requests-repository.ts';
export {
  latestExport,
  insertExport,
  getRequest,
  getArchive,
  markRunning,
  storeArchive,
  markFailed,
  markDownloaded,
  expireExports,
  insertErasure,
  listRequests,
  requestsOf,
} from './requests-repository.ts';

/**
 * The privacy module reads and erases across tables that other modules own: an export and an
 * erasure are, by definition, about everything the platform holds on one person. Every such query
 * lives in this module (here the export's reads, erasure-repository.ts the erasure), so a new table holding
 * personal data has one place to be added (and ADR 0014 a list).
 */
export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export const signInMethodsOf = (db: Db, userId: string) =>
  db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));

export const sessionsOf = (db: Db, userId: string) =>
  db
    .select({
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);

export const consentsOf = (db: Db, userId: string) =>
  db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.recordedAt));

export const notificationsOf = (db: Db, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

/** The person's projects, each with its saved draft inputs under the keys the export has always used (ADR 0064). */
export const projectsOf = (db: Db, userId: string) =>
  db
    .select({ ...getTableColumns(projects), evaluationInputs: projectInputs.inputs, evaluationInputsSavedAt: projectInputs.savedAt })
    .from(projects)
    .leftJoin(projectInputs, eq(projectInputs.projectId, projects.id))
    .where(eq(projects.ownerId, userId))
    .orderBy(projects.createdAt);

export const evaluationsOf = (db: Db, projectIds: string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db.select().from(evaluations).where(inArray(evaluations.projectId, projectIds)).orderBy(evaluations.projectId, evaluations.version);

export const errorReportsOf = (db: Db, userId: string) =>
  db.select({ report: clientErrors.report, receivedAt: clientErrors.receivedAt }).from(clientErrors).where(eq(clientErrors.userId, userId));

export const mailTo = (db: Db, email: string) =>
  db
    .select({ subject: outbox.subject, kind: outbox.kind, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(eq(sql`lower(${outbox.to})`, email.toLowerCase()));

export const membershipsOf = (db: Db, userId: string) =>
  db
    .select({ workspace: workspaces.name, kind: workspaces.kind, role: workspaceMembers.role, joinedAt: workspaceMembers.joinedAt })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));

export const grantsTo = (db: Db, userId: string) =>
  db
    .select({
      project: projects.title,
      access: projectGrants.access,
      createdAt: projectGrants.createdAt,
      expiresAt: projectGrants.expiresAt,
      revokedAt: projectGrants.revokedAt,
    })
    .from(projectGrants)
    .innerJoin(projects, eq(projects.id, projectGrants.projectId))
    .where(eq(projectGrants.granteeId, userId));

/** The funding requests the person created or received, the messages they wrote and the transitions they made. */
export async function fundingRequestsOf(db: Db, userId: string) {
  const requests = await db
    .select({
      id: fundingRequests.id,
      projectId: fundingRequests.projectId,
      project: projects.title,
      target: fundingRequests.target,
      callId: fundingRequests.callId,
      state: fundingRequests.state,
      amountRequested: fundingRequests.amountRequested,
      currency: fundingRequests.currency,
      message: fundingRequests.message,
      createdAt: fundingRequests.createdAt,
      submittedAt: fundingRequests.submittedAt,
      fundedAmount: fundingRequests.fundedAmount,
      createdByYou: sql<boolean>`${fundingRequests.createdBy} = ${userId}`,
      addressedToYou: sql<boolean>`${fundingRequests.investorId} = ${userId}`,
    })
    .from(fundingRequests)
    .innerJoin(projects, eq(projects.id, fundingRequests.projectId))
    .where(or(eq(fundingRequests.createdBy, userId), eq(fundingRequests.investorId, userId)))
    .orderBy(fundingRequests.createdAt);
  const messages = await db
    .select({
      id: fundingRequestMessages.id,
      requestId: fundingRequestMessages.requestId,
      body: fundingRequestMessages.body,
      documentIds: fundingRequestMessages.documentIds,
      createdAt: fundingRequestMessages.createdAt,
    })
    .from(fundingRequestMessages)
    .where(eq(fundingRequestMessages.authorId, userId))
    .orderBy(fundingRequestMessages.createdAt);
  const transitions = await db
    .select({
      requestId: fundingRequestEvents.requestId,
      from: fundingRequestEvents.fromState,
      to: fundingRequestEvents.toState,
      at: fundingRequestEvents.at,
      note: fundingRequestEvents.note,
    })
    .from(fundingRequestEvents)
    .where(eq(fundingRequestEvents.byId, userId))
    .orderBy(fundingRequestEvents.at);
  return { requests, messages, transitions };
}

/** The comments the person wrote, on any project, with the project's title (oldest first). */
export const commentsBy = (db: Db, userId: string) =>
  db
    .select({
      id: projectComments.id,
      projectId: projectComments.projectId,
      project: projects.title,
      body: projectComments.body,
      createdAt: projectComments.createdAt,
    })
    .from(projectComments)
    .innerJoin(projects, eq(projects.id, projectComments.projectId))
    .where(eq(projectComments.authorId, userId))
    .orderBy(projectComments.createdAt);

/** The person's portfolios with their holdings, import runs and Monte Carlo runs, and their remembered column mappings. */
export async function portfoliosOf(db: Db, userId: string) {
  const owned = await db.select().from(portfolios).where(eq(portfolios.ownerId, userId)).orderBy(portfolios.createdAt);
  const ids = owned.map((p) => p.id);
  const holdings = ids.length ? await db.select().from(portfolioHoldings).where(inArray(portfolioHoldings.portfolioId, ids)) : [];
  const runs = ids.length ? await db.select().from(portfolioImportRuns).where(inArray(portfolioImportRuns.portfolioId, ids)) : [];
  const mappings = await db.select().from(portfolioImportMappings).where(eq(portfolioImportMappings.userId, userId));
  const mc = ids.length ? await db.select().from(portfolioMcRuns).where(inArray(portfolioMcRuns.portfolioId, ids)) : [];
  return {
    portfolios: owned.map((p) => ({
      ...p,
      holdings: holdings.filter((h) => h.portfolioId === p.id),
      importRuns: runs.filter((r) => r.portfolioId === p.id),
      monteCarloRuns: mc.filter((r) => r.portfolioId === p.id),
    })),
    importMappings: mappings,
  };
}

/** The sealed reports the person generated or revoked (metadata; the PDFs are the project's). */
export const reportsBy = (db: Db, userId: string) =>
  db
    .select({
      id: reports.id,
      projectId: reports.projectId,
      project: reports.projectTitle,
      kind: reports.kind,
      language: reports.language,
      sha256: reports.sha256,
      createdAt: reports.createdAt,
      revokedAt: reports.revokedAt,
      generatedByYou: sql<boolean>`${reports.createdBy} = ${userId}`,
      revokedByYou: sql<boolean>`coalesce(${reports.revokedBy} = ${userId}, false)`,
    })
    .from(reports)
    .where(or(eq(reports.createdBy, userId), eq(reports.revokedBy, userId)))
    .orderBy(reports.createdAt);

/** The showcase pages the person published (slug, fields, when). */
export const showcasesBy = (db: Db, userId: string) =>
  db
    .select({ slug: showcases.slug, projectId: showcases.projectId, fields: showcases.fields, publishedAt: showcases.publishedAt })
    .from(showcases)
    .where(eq(showcases.publishedBy, userId));

export async function holdingCounts(db: Db, userId: string) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const own = db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, userId));
  return {
    projects: await n(db.select({ n: count() }).from(projects).where(eq(projects.ownerId, userId))),
    evaluations: await n(db.select({ n: count() }).from(evaluations).where(inArray(evaluations.projectId, own))),
    notifications: await n(db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId))),
    sessions: await n(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))),
    consents: await n(db.select({ n: count() }).from(consents).where(eq(consents.userId, userId))),
  };
}
