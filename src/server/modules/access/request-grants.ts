import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { projectGrants, workspaceMembers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * Grants made by another module's decision rather than by the Access panel: a funding request
 * submitted to an investor shares the project read-only with that investor while the request is
 * live (ADR 0021). The same `project_grants` rows as any share, so the one access rule, the Access
 * panel and revocation all apply; the caller keeps the returned id to release it later.
 */

/** Whether the person is a member of the project's workspace (then no grant is needed). */
async function isMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return member !== undefined;
}

/**
 * Revokes the person's unrevoked grants on the project and inserts the new one, as the Access panel
 * does (one grant per person and project). The replaced grants carry `revokedAt` = the new grant's
 * `createdAt` and `revokedBy` = its grantor: that is how restorePriorGrant finds them again.
 */
export async function replaceGrant(
  db: Db,
  v: { projectId: string; granteeId: string; grantedBy: string | null; now: Date; access: 'read' | 'edit'; expiresAt?: Date | null },
): Promise<string> {
  await db
    .update(projectGrants)
    .set({ revokedAt: v.now, revokedBy: v.grantedBy })
    .where(and(eq(projectGrants.projectId, v.projectId), eq(projectGrants.granteeId, v.granteeId), isNull(projectGrants.revokedAt)));
  const [row] = await db
    .insert(projectGrants)
    .values({
      projectId: v.projectId,
      granteeId: v.granteeId,
      access: v.access,
      grantedBy: v.grantedBy,
      expiresAt: v.expiresAt ?? null,
      createdAt: v.now,
    })
    .returning({ id: projectGrants.id });
  return row!.id;
}

/**
 * Gives the person read access to the project unless they reach it already (a member, or a live
 * grant of any level): then nothing is created and null is returned. An expired unrevoked grant is
 * revoked and replaced, as the Access panel does.
 */
export async function grantReadAccess(
  db: Db,
  v: { projectId: string; workspaceId: string; granteeId: string; grantedBy: string | null; now: Date },
): Promise<string | null> {
  if (await isMember(db, v.workspaceId, v.granteeId)) return null;
  const [live] = await db
    .select({ id: projectGrants.id })
    .from(projectGrants)
    .where(
      and(
        eq(projectGrants.projectId, v.projectId),
        eq(projectGrants.granteeId, v.granteeId),
        isNull(projectGrants.revokedAt),
        or(isNull(projectGrants.expiresAt), gt(projectGrants.expiresAt, v.now)),
      ),
    )
    .limit(1);
  if (live) return null;
  return replaceGrant(db, { ...v, access: 'read' });
}

/** Revokes the grant if it is still unrevoked; true when it was. */
export async function releaseGrant(db: Db, grantId: string, by: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(projectGrants)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(projectGrants.id, grantId), isNull(projectGrants.revokedAt)))
    .returning({ id: projectGrants.id });
  return rows.length > 0;
}

/**
 * An accepted engagement's grant (issue 25, ADR 0042): 'edit' (a consultant's level: compliance
 * answers and evaluation inputs) until `expiresAt`. A member gets none (null). A live grant the
 * consultant held is replaced (replaceGrant); releaseEngagementGrant gives it back.
 */
export async function grantEngagementAccess(
  db: Db,
  v: { projectId: string; workspaceId: string; granteeId: string; grantedBy: string | null; now: Date; expiresAt: Date },
): Promise<string | null> {
  if (await isMember(db, v.workspaceId, v.granteeId)) return null;
  return replaceGrant(db, { ...v, access: 'edit' });
}

/**
 * Ends an engagement's grant (completion or decline) and, when it had replaced a grant the person
 * held before (revoked by replaceGrant at the engagement grant's creation instant), restores that one
 * under its own id: a funding request's read share, say, keeps working and can still be released by
 * the id its module kept. Nothing is restored when the engagement grant was already gone (the owner
 * revoked or replaced it from the Access panel: their later decision stands) or when the person holds
 * another live grant now. True when the engagement grant was revoked here.
 */
export async function releaseEngagementGrant(db: Db, grantId: string, by: string | null, now: Date): Promise<boolean> {
  const [grant] = await db.select().from(projectGrants).where(eq(projectGrants.id, grantId));
  if (!grant || !(await releaseGrant(db, grantId, by, now))) return false;
  const [live] = await db
    .select({ id: projectGrants.id })
    .from(projectGrants)
    .where(and(eq(projectGrants.projectId, grant.projectId), eq(projectGrants.granteeId, grant.granteeId), isNull(projectGrants.revokedAt)))
    .limit(1);
  if (live) return true;
  const [prior] = await db
    .select({ id: projectGrants.id })
    .from(projectGrants)
    .where(
      and(
        eq(projectGrants.projectId, grant.projectId),
        eq(projectGrants.granteeId, grant.granteeId),
        ne(projectGrants.id, grant.id),
        eq(projectGrants.revokedAt, grant.createdAt),
        grant.grantedBy === null ? isNull(projectGrants.revokedBy) : eq(projectGrants.revokedBy, grant.grantedBy),
      ),
    )
    .orderBy(desc(projectGrants.createdAt))
    .limit(1);
  if (prior) await db.update(projectGrants).set({ revokedAt: null, revokedBy: null }).where(eq(projectGrants.id, prior.id));
  return true;
}
