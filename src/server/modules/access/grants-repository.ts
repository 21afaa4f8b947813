import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { projectGrants, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type GrantRow = typeof projectGrants.$inferSelect;

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** A new grant; the grantee's previous unrevoked grant on the project is revoked in the same transaction. */
export async function insertGrant(
  db: Db,
  values: typeof projectGrants.$inferInsert & { createdAt: Date },
): Promise<{ grant: GrantRow; replaced: string | null }> {
  return db.transaction(async (tx) => {
    const replaced = await tx
      .update(projectGrants)
      .set({ revokedAt: values.createdAt, revokedBy: values.grantedBy ?? null })
      .where(
        and(eq(projectGrants.projectId, values.projectId), eq(projectGrants.granteeId, values.granteeId), isNull(projectGrants.revokedAt)),
      )
      .returning({ id: projectGrants.id });
    const [row] = await tx.insert(projectGrants).values(values).returning();
    return { grant: row!, replaced: replaced[0]?.id ?? null };
  });
}

/** The project's grants with their grantees, newest first (revoked and expired ones too, for history). */
export async function listGrants(db: Db, projectId: string) {
  return db
    .select({ grant: projectGrants, grantee: { id: users.id, username: users.username, email: users.email, role: users.role } })
    .from(projectGrants)
    .innerJoin(users, eq(users.id, projectGrants.granteeId))
    .where(eq(projectGrants.projectId, projectId))
    .orderBy(desc(projectGrants.createdAt))
    .limit(500);
}

/** Revokes an unrevoked grant of the project; undefined when there is none by that id. */
export async function revokeGrant(db: Db, projectId: string, grantId: string, by: string, now: Date): Promise<GrantRow | undefined> {
  const [row] = await db
    .update(projectGrants)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(projectGrants.id, grantId), eq(projectGrants.projectId, projectId), isNull(projectGrants.revokedAt)))
    .returning();
  return row;
}

/**
 * The earliest instant after `now` at which a live grant expires, platform-wide: past it someone loses
 * sight of a project without any write, so the read cache keeps no answer that reads grants beyond it
 * (ADR 0045).
 */
export async function earliestGrantExpiry(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${projectGrants.expiresAt})` })
    .from(projectGrants)
    .where(and(isNull(projectGrants.revokedAt), sql`${projectGrants.expiresAt} > ${now.toISOString()}`));
  return row?.at ? new Date(row.at) : null;
}
