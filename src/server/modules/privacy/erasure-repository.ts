// Erasure (art. 17) across the tables other modules own, apart from the export's reads in repository.ts.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  accounts,
  clientErrors,
  consents,
  fundingRequestEvents,
  fundingRequestMessages,
  fundingRequests,
  loginFailures,
  notifications,
  outbox,
  portfolioImportMappings,
  portfolios,
  privacyRequests,
  projectComments,
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
