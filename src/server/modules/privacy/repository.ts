import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  accounts,
  clientErrors,
  consents,
  evaluations,
  fundingRequestEvents,
  fundingRequestMessages,
  fundingRequests,
  loginFailures,
  notifications,
  outbox,
  portfolioHoldings,
  portfolioImportMappings,
  portfolioImportRuns,
  portfolios,
  privacyRequests,
  projectComments,
  projectGrants,
  projects,
  reports,
  sessions,
  showcases,
  users,
  verifications,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { NOTIFICATION_CATALOGUE } from '../notifications/index.ts';

const OWNERSHIP_HANDED_OVER = NOTIFICATION_CATALOGUE.en.messages.workspaces.ownershipHandedOver;

/**
 * The privacy module reads and erases across tables that other modules own: an export and an
 * erasure are, by definition, about everything the platform holds on one person. Every such query
 * lives here, so a new table holding personal data has one place to be added (and ADR 0014 a list).
 */
export type PrivacyRequest = typeof privacyRequests.$inferSelect;
/** A request without its archive bytes (lists and states never load them). */
export type PrivacyRequestMeta = Omit<PrivacyRequest, 'archive'>;

const meta = {
  id: privacyRequests.id,
  kind: privacyRequests.kind,
  userId: privacyRequests.userId,
  status: privacyRequests.status,
  receivedAt: privacyRequests.receivedAt,
  completedAt: privacyRequests.completedAt,
  expiresAt: privacyRequests.expiresAt,
  downloadedAt: privacyRequests.downloadedAt,
  archiveBytes: privacyRequests.archiveBytes,
  error: privacyRequests.error,
};

export async function latestExport(db: Db, userId: string): Promise<PrivacyRequestMeta | null> {
  const [row] = await db
    .select(meta)
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'export')))
    .orderBy(desc(privacyRequests.receivedAt))
    .limit(1);
  return row ?? null;
}

/** Inserts a pending export; null when one is already open (the partial unique index). */
export async function insertExport(db: Db, userId: string, now: Date): Promise<PrivacyRequestMeta | null> {
  const [row] = await db
    .insert(privacyRequests)
    .values({ kind: 'export', userId, status: 'pending', receivedAt: now })
    .onConflictDoNothing()
    .returning(meta);
  return row ?? null;
}

export async function getRequest(db: Db, id: string): Promise<PrivacyRequestMeta | null> {
  const [row] = await db.select(meta).from(privacyRequests).where(eq(privacyRequests.id, id));
  return row ?? null;
}

export async function getArchive(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ archive: privacyRequests.archive }).from(privacyRequests).where(eq(privacyRequests.id, id));
  return row?.archive ?? null;
}

export async function markRunning(db: Db, id: string): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ status: 'running' })
    .where(and(eq(privacyRequests.id, id), inArray(privacyRequests.status, ['pending', 'running'])));
}

export async function storeArchive(db: Db, id: string, archive: Buffer, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ status: 'ready', archive, archiveBytes: archive.length, completedAt: now, expiresAt, error: null })
    .where(eq(privacyRequests.id, id));
}

export async function markFailed(db: Db, id: string, error: string, now: Date): Promise<void> {
  await db.update(privacyRequests).set({ status: 'failed', error, completedAt: now }).where(eq(privacyRequests.id, id));
}

export async function markDownloaded(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ downloadedAt: now })
    .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.downloadedAt)));
}

/** Deletes the archives of exports past their expiry; the request's record (dates) stays. */
export async function expireExports(db: Db, now: Date): Promise<number> {
  const gone = await db
    .update(privacyRequests)
    .set({ status: 'expired', archive: null })
    .where(and(eq(privacyRequests.kind, 'export'), eq(privacyRequests.status, 'ready'), lte(privacyRequests.expiresAt, now)))
    .returning({ id: privacyRequests.id });
  return gone.length;
}

export async function insertErasure(db: Db, userId: string, receivedAt: Date, completedAt: Date): Promise<void> {
  await db.insert(privacyRequests).values({ kind: 'erasure', userId, status: 'completed', receivedAt, completedAt });
}

export async function listRequests(db: Db, limit: number): Promise<Array<PrivacyRequestMeta & { email: string | null }>> {
  return db
    .select({ ...meta, email: users.email })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.userId))
    .orderBy(desc(privacyRequests.receivedAt))
    .limit(limit);
}

// ---- what the platform holds on one person (export, art. 15 and 20) ----

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

export const projectsOf = (db: Db, userId: string) =>
  db.select().from(projects).where(eq(projects.ownerId, userId)).orderBy(projects.createdAt);

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

/** The person's portfolios with their holdings and import runs, and their remembered column mappings. */
export async function portfoliosOf(db: Db, userId: string) {
  const owned = await db.select().from(portfolios).where(eq(portfolios.ownerId, userId)).orderBy(portfolios.createdAt);
  const ids = owned.map((p) => p.id);
  const holdings = ids.length ? await db.select().from(portfolioHoldings).where(inArray(portfolioHoldings.portfolioId, ids)) : [];
  const runs = ids.length ? await db.select().from(portfolioImportRuns).where(inArray(portfolioImportRuns.portfolioId, ids)) : [];
  const mappings = await db.select().from(portfolioImportMappings).where(eq(portfolioImportMappings.userId, userId));
  return {
    portfolios: owned.map((p) => ({
      ...p,
      holdings: holdings.filter((h) => h.portfolioId === p.id),
      importRuns: runs.filter((r) => r.portfolioId === p.id),
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

export const requestsOf = (db: Db, userId: string) =>
  db.select(meta).from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(privacyRequests.receivedAt);

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

// ---- erasure (art. 17): each returns how many rows it removed ----

const removed = (rows: unknown[]) => rows.length;

/**
 * Team workspaces the person belongs to, each with the members who stay (owners first, then by
 * seniority), so erasure can hand the workspace and the person's projects in it over.
 */
export async function teamMembershipsOf(db: Db, userId: string) {
  const mine = await db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.kind, 'team')));
  const out = [];
  for (const m of mine) {
    const others = await db
      .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, m.workspaceId), sql`${workspaceMembers.userId} <> ${userId}`))
      .orderBy(sql`case ${workspaceMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`, workspaceMembers.joinedAt);
    out.push({ ...m, others });
  }
  return out;
}

export const erase = {
  /**
   * Hands one team workspace over: the person's projects there pass to `heir` (made owner when no
   * owner stays), then their membership ends. Returns the number of projects handed over.
   */
  handOverTeamWorkspace: async (db: Db, userId: string, workspaceId: string, heir: { userId: string; role: string }) => {
    if (heir.role !== 'owner') {
      await db
        .update(workspaceMembers)
        .set({ role: 'owner' })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, heir.userId)));
      // Never silently (issue 26): the member who takes it over, an editor or else the earliest
      // member, is told, in their language on the screen (the stored words are the English fallback).
      const [w] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
      const text = OWNERSHIP_HANDED_OVER;
      await db.insert(notifications).values({
        userId: heir.userId,
        type: 'system',
        title: text.title.replace('{{workspace}}', w?.name ?? ''),
        content: text.content,
        linkUrl: '/settings',
        messageKey: 'workspaces.ownershipHandedOver',
        messageParams: { workspace: w?.name ?? '' },
      });
    }
    const moved = await db
      .update(projects)
      .set({ ownerId: heir.userId })
      .where(and(eq(projects.workspaceId, workspaceId), eq(projects.ownerId, userId)))
      .returning({ id: projects.id });
    await db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return moved.length;
  },
  /** A team workspace nobody else belongs to: there is no one to hand it to, so it goes (with its projects). */
  soleTeamWorkspace: async (db: Db, workspaceId: string) =>
    removed(
      await db
        .delete(workspaces)
        .where(and(eq(workspaces.id, workspaceId), eq(workspaces.kind, 'team')))
        .returning({ id: workspaces.id }),
    ),
  /** Invitations addressed to the person's e-mail (they carry it); those they sent stay with the workspace, sender set null with the user. */
  invitationsTo: async (db: Db, email: string) =>
    removed(
      await db
        .delete(workspaceInvitations)
        .where(eq(sql`lower(${workspaceInvitations.email})`, email.toLowerCase()))
        .returning({ id: workspaceInvitations.id }),
    ),
  /** Projects of the person's personal workspace (their evaluations and grants go with them). */
  personalProjects: async (db: Db, userId: string) => {
    const personal = db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, userId));
    return removed(await db.delete(projects).where(inArray(projects.workspaceId, personal)).returning({ id: projects.id }));
  },
  /**
   * Comments the person wrote stay in the projects they belong to (the other participants' conversation)
   * with no author, shown as "deleted account"; the foreign key would do the same when the user row goes,
   * this step makes it explicit and counted.
   */
  /** Sealed reports stay (others may hold and verify them); who generated or revoked one is forgotten. */
  reportAuthorship: async (db: Db, userId: string) => {
    const made = await db.update(reports).set({ createdBy: null }).where(eq(reports.createdBy, userId)).returning({ id: reports.id });
    const revoked = await db.update(reports).set({ revokedBy: null }).where(eq(reports.revokedBy, userId)).returning({ id: reports.id });
    const published = await db
      .update(showcases)
      .set({ publishedBy: null })
      .where(eq(showcases.publishedBy, userId))
      .returning({ slug: showcases.slug });
    return removed(made) + removed(revoked) + removed(published);
  },
  commentAuthorship: async (db: Db, userId: string) =>
    removed(
      await db
        .update(projectComments)
        .set({ authorId: null })
        .where(eq(projectComments.authorId, userId))
        .returning({ id: projectComments.id }),
    ),
  /**
   * Funding requests belong to their project (the other side's record of what was asked): the person's
   * messages stay with no author, like comments, and their name leaves the requests they created, the
   * transitions they made and the requests addressed to them (ADR 0021).
   */
  fundingRequestAuthorship: async (db: Db, userId: string) => {
    const messages = await db
      .update(fundingRequestMessages)
      .set({ authorId: null })
      .where(eq(fundingRequestMessages.authorId, userId))
      .returning({ id: fundingRequestMessages.id });
    const events = await db
      .update(fundingRequestEvents)
      .set({ byId: null })
      .where(eq(fundingRequestEvents.byId, userId))
      .returning({ id: fundingRequestEvents.id });
    const created = await db
      .update(fundingRequests)
      .set({ createdBy: null })
      .where(eq(fundingRequests.createdBy, userId))
      .returning({ id: fundingRequests.id });
    const addressed = await db
      .update(fundingRequests)
      .set({ investorId: null })
      .where(eq(fundingRequests.investorId, userId))
      .returning({ id: fundingRequests.id });
    return messages.length + events.length + created.length + addressed.length;
  },
  /** Portfolios are private to their owner: they go with their holdings and runs; the mappings too. */
  portfolios: async (db: Db, userId: string) => {
    const mappings = await db
      .delete(portfolioImportMappings)
      .where(eq(portfolioImportMappings.userId, userId))
      .returning({ u: portfolioImportMappings.userId });
    const gone = await db.delete(portfolios).where(eq(portfolios.ownerId, userId)).returning({ id: portfolios.id });
    return gone.length + mappings.length;
  },
  notifications: async (db: Db, userId: string) =>
    removed(await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id })),
  consents: async (db: Db, userId: string) =>
    removed(await db.delete(consents).where(eq(consents.userId, userId)).returning({ id: consents.id })),
  sessions: async (db: Db, userId: string) =>
    removed(await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })),
  accounts: async (db: Db, userId: string) =>
    removed(await db.delete(accounts).where(eq(accounts.userId, userId)).returning({ id: accounts.id })),
  verificationTokens: async (db: Db, userId: string, email: string) =>
    removed(
      await db
        .delete(verifications)
        .where(or(eq(verifications.value, userId), sql`position(${email.toLowerCase()} in lower(${verifications.identifier})) > 0`))
        .returning({ id: verifications.id }),
    ),
  signInFailures: async (db: Db, email: string) =>
    removed(
      await db
        .delete(loginFailures)
        // The account's own count and its per-client counts (`account:<email>|client:<ip>`, ADR 0048).
        .where(
          or(
            eq(loginFailures.key, `account:${email.toLowerCase()}`),
            sql`starts_with(${loginFailures.key}, ${`account:${email.toLowerCase()}|`})`,
          ),
        )
        .returning({ id: loginFailures.id }),
    ),
  outbox: async (db: Db, email: string) =>
    removed(
      await db
        .delete(outbox)
        .where(eq(sql`lower(${outbox.to})`, email.toLowerCase()))
        .returning({ id: outbox.id }),
    ),
  errorReports: async (db: Db, userId: string) =>
    removed(await db.delete(clientErrors).where(eq(clientErrors.userId, userId)).returning({ id: clientErrors.id })),
  exportArchives: async (db: Db, userId: string) =>
    removed(
      await db
        .update(privacyRequests)
        .set({ archive: null, status: 'expired' })
        .where(
          and(
            eq(privacyRequests.userId, userId),
            eq(privacyRequests.kind, 'export'),
            inArray(privacyRequests.status, ['pending', 'running', 'ready']),
          ),
        )
        .returning({ id: privacyRequests.id }),
    ),
  user: async (db: Db, userId: string) => removed(await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id })),
};
