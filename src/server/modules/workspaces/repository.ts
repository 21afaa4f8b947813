import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { projects, users, workspaceInvitations, workspaceLogos, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MemberRole = (typeof workspaceMembers.$inferSelect)['role'];
export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** The caller's workspaces with their role: personal first, then teams by name. */
export async function listForUser(db: Db, userId: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      kind: workspaces.kind,
      role: workspaceMembers.role,
      logoType: workspaceLogos.mediaType,
      logoWidth: workspaceLogos.width,
      logoHeight: workspaceLogos.height,
      logoUpdatedAt: workspaceLogos.updatedAt,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(workspaceLogos, eq(workspaceLogos.workspaceId, workspaces.id))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.kind} = 'personal' desc`, asc(workspaces.name), asc(workspaces.id));
}

/** The workspace with the caller's role in it, or undefined when they are not a member. */
export async function findMembership(db: Db, userId: string, workspaceId: string) {
  const [row] = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

export async function personalWorkspaceOf(db: Db, userId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.personalOwnerId, userId)).limit(1);
  return row;
}

export async function findWorkspace(db: Db, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id)).limit(1);
  return row;
}

/** Creates a team workspace with its creator as owner, in one transaction. */
export async function insertTeamWorkspace(db: Db, name: string, ownerId: string, now: Date): Promise<WorkspaceRow> {
  return db.transaction(async (tx) => {
    const [ws] = await tx.insert(workspaces).values({ name, kind: 'team', createdAt: now }).returning();
    await tx.insert(workspaceMembers).values({ workspaceId: ws!.id, userId: ownerId, role: 'owner', joinedAt: now });
    return ws!;
  });
}

/** The plan facts of the workspace's owners (its project limit follows the best of their plans). */
export async function ownersOf(db: Db, workspaceId: string) {
  return db
    .select({ id: users.id, role: users.role, subscriptionTier: users.subscriptionTier, adminTierView: users.adminTierView })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
}

export async function countProjects(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(sql`case ${workspaceMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`, asc(users.username), asc(users.id));
}

/**
 * Changes a member's role or removes them, refusing to leave the workspace without an owner. The
 * workspace row is locked for the transaction, so two owners demoting each other at once cannot
 * both succeed. Returns 'not-member', 'last-owner' or 'done'.
 */
export async function changeMember(
  db: Db,
  workspaceId: string,
  userId: string,
  to: MemberRole | null,
): Promise<'not-member' | 'last-owner' | 'done'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${workspaces} where ${workspaces.id} = ${workspaceId} for update`);
    const [current] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    if (!current) return 'not-member';
    if (current.role === 'owner' && to !== 'owner') {
      const [owners] = await tx
        .select({ n: count() })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
      if ((owners?.n ?? 0) <= 1) return 'last-owner';
    }
    const where = and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));
    if (to === null) await tx.delete(workspaceMembers).where(where);
    else await tx.update(workspaceMembers).set({ role: to }).where(where);
    return 'done';
  });
}

export async function memberRow(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

export async function isMemberByEmail(db: Db, workspaceId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row !== undefined;
}

/** A new invitation; a pending one for the same address is revoked (the new one replaces it). */
export async function insertInvitation(
  db: Db,
  values: typeof workspaceInvitations.$inferInsert & { createdAt: Date },
): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: values.createdAt })
      .where(
        and(
          eq(workspaceInvitations.workspaceId, values.workspaceId),
          sql`lower(${workspaceInvitations.email}) = ${values.email.toLowerCase()}`,
          isNull(workspaceInvitations.revokedAt),
          isNull(workspaceInvitations.acceptedAt),
        ),
      );
    const [row] = await tx.insert(workspaceInvitations).values(values).returning();
    return row!;
  });
}

export const listInvitations = (db: Db, workspaceId: string) =>
  db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(desc(workspaceInvitations.createdAt))
    .limit(200);

export async function revokeInvitation(db: Db, workspaceId: string, id: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workspaceInvitations.id, id),
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.revokedAt),
        isNull(workspaceInvitations.acceptedAt),
      ),
    )
    .returning();
  return row;
}

export async function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(workspaceInvitations).where(eq(workspaceInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Accepts the invitation once (the update only matches while it is still pending) and adds the
 * member; someone already a member keeps their role. False when it was used or revoked meanwhile.
 */
export async function acceptInvitation(db: Db, inv: InvitationRow, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(workspaceInvitations.id, inv.id), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
      .returning({ id: workspaceInvitations.id });
    if (marked.length === 0) return false;
    await tx.insert(workspaceMembers).values({ workspaceId: inv.workspaceId, userId, role: inv.role, joinedAt: now }).onConflictDoNothing();
    return true;
  });
}

export type LogoRow = typeof workspaceLogos.$inferSelect;

export async function findLogo(db: Db, workspaceId: string): Promise<LogoRow | undefined> {
  const [row] = await db.select().from(workspaceLogos).where(eq(workspaceLogos.workspaceId, workspaceId)).limit(1);
  return row;
}

/** Sets (or replaces) the workspace's logo. */
export async function upsertLogo(db: Db, values: typeof workspaceLogos.$inferInsert & { updatedAt: Date }): Promise<LogoRow> {
  const { workspaceId: _id, ...set } = values;
  const [row] = await db.insert(workspaceLogos).values(values).onConflictDoUpdate({ target: workspaceLogos.workspaceId, set }).returning();
  return row!;
}

export async function deleteLogo(db: Db, workspaceId: string): Promise<boolean> {
  return (
    (await db.delete(workspaceLogos).where(eq(workspaceLogos.workspaceId, workspaceId)).returning({ id: workspaceLogos.workspaceId }))
      .length > 0
  );
}
