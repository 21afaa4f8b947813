import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { projectGrants, workspaceMembers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * Grants made by another module's decision rather than by the Access panel: a funding request
 * submitted to an investor shares the project read-only with that investor while the request is
 * live (ADR 0021). The same `project_grants` rows as any share, so the one access rule, the Access
 * panel and revocation all apply; the caller keeps the returned id to release it later.
 */

/**
 * Gives the person read access to the project unless they reach it already (a member, or a live
 * grant of any level): then nothing is created and null is returned. An expired unrevoked grant is
 * revoked and replaced, as the Access panel does.
 */
export async function grantReadAccess(
  db: Db,
  v: { projectId: string; workspaceId: string; granteeId: string; grantedBy: string | null; now: Date },
): Promise<string | null> {
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, v.workspaceId), eq(workspaceMembers.userId, v.granteeId)))
    .limit(1);
  if (member) return null;
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
  await db
    .update(projectGrants)
    .set({ revokedAt: v.now, revokedBy: v.grantedBy })
    .where(and(eq(projectGrants.projectId, v.projectId), eq(projectGrants.granteeId, v.granteeId), isNull(projectGrants.revokedAt)));
  const [row] = await db
    .insert(projectGrants)
    .values({ projectId: v.projectId, granteeId: v.granteeId, access: 'read', grantedBy: v.grantedBy, createdAt: v.now })
    .returning({ id: projectGrants.id });
  return row!.id;
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
 * consultant held is replaced, as the Access panel does; completion or decline revokes it with
 * releaseGrant.
 */
export async function grantEngagementAccess(
  db: Db,
  v: { projectId: string; workspaceId: string; granteeId: string; grantedBy: string | null; now: Date; expiresAt: Date },
): Promise<string | null> {
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, v.workspaceId), eq(workspaceMembers.userId, v.granteeId)))
    .limit(1);
  if (member) return null;
  await db
    .update(projectGrants)
    .set({ revokedAt: v.now, revokedBy: v.grantedBy })
    .where(and(eq(projectGrants.projectId, v.projectId), eq(projectGrants.granteeId, v.granteeId), isNull(projectGrants.revokedAt)));
  const [row] = await db
    .insert(projectGrants)
    .values({
      projectId: v.projectId,
      granteeId: v.granteeId,
      access: 'edit',
      grantedBy: v.grantedBy,
      expiresAt: v.expiresAt,
      createdAt: v.now,
    })
    .returning({ id: projectGrants.id });
  return row!.id;
}
