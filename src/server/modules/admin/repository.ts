import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUserStatus } from '../../../contract/admin.ts';
import type { Role, Tier } from '../../../domain/rbac/index.ts';
import { sessions, twoFactor, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserFilter {
  q?: string | undefined;
  role?: Role | undefined;
  plan?: Tier | undefined;
  status?: AdminUserStatus | undefined;
}

/** `%` and `_` typed in the search box are themselves, not wildcards. */
const likeEscaped = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) parts.push(or(ilike(users.username, likeEscaped(q)), ilike(users.email, likeEscaped(q))));
  if (f.role) parts.push(eq(users.role, f.role));
  if (f.plan) parts.push(eq(users.subscriptionTier, f.plan));
  if (f.status === 'suspended') parts.push(isNotNull(users.suspendedAt));
  if (f.status === 'unverified') parts.push(and(isNull(users.suspendedAt), eq(users.emailVerified, false)));
  if (f.status === 'active') parts.push(and(isNull(users.suspendedAt), eq(users.emailVerified, true)));
  return parts.length ? and(...parts) : undefined;
}

/** One page of accounts matching the filter, newest first, and how many match in all. */
export async function searchUsers(db: Db, f: UserFilter, page: number, pageSize: number): Promise<{ rows: UserRow[]; total: number }> {
  const w = where(f);
  const rows = await db
    .select()
    .from(users)
    .where(w)
    .orderBy(desc(users.createdAt), users.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [c] = await db.select({ n: count() }).from(users).where(w);
  return { rows, total: Number(c?.n ?? 0) };
}

export async function getUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Pick<typeof users.$inferInsert, 'role' | 'subscriptionTier' | 'adminTierView'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Suspends (with `by`, `reason`) or reactivates (null) an account. Suspending deletes every session
 * row of the user in the same transaction: the delete trigger of migration 0031 tells every instance
 * to drop the rows it kept (ADR 0036), and session.ts refuses a suspended user's row in any case.
 */
export async function setSuspension(
  db: Db,
  id: string,
  suspension: { at: Date; reason: string; by: string } | null,
): Promise<{ row: UserRow; sessionsEnded: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        suspendedAt: suspension?.at ?? null,
        suspendedReason: suspension?.reason ?? null,
        suspendedBy: suspension?.by ?? null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) return null;
    const ended = suspension ? await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id }) : [];
    return { row, sessionsEnded: ended.length };
  });
}

/**
 * Removes an account's two-factor sign-in (its TOTP secret and recovery codes) and ends every session, in
 * one transaction (issue 26): the owner lost the device, an admin checked who they are. Null if the user is
 * unknown; `reset: false` if it had no two-factor sign-in (nothing changes).
 */
export async function resetTwoFactor(db: Db, id: string): Promise<{ row: UserRow; reset: boolean; sessionsEnded: number } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    if (!before) return null;
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, id)).returning({ userId: twoFactor.userId });
    if (!before.twoFactorEnabled && removed.length === 0) return { row: before, reset: false, sessionsEnded: 0 };
    const [row] = await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    return { row: row!, reset: true, sessionsEnded: ended.length };
  });
}
