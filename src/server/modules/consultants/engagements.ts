import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Engagement, completeBody, createEngagementBody } from '../../../contract/consultants.ts';
import { canMove, grantExpiry, type EngagementState } from '../../../domain/consultants/index.ts';
import { consultantProfiles, engagements, projectGrants, projects, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantEngagementAccess, releaseEngagementGrant, requireCapability, resolveProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import type { ConsultantDeps } from './profiles.ts';
import { latestScore } from './suggestions.ts';

export type EngagementRow = typeof engagements.$inferSelect;

const nameOf = sql<string>`coalesce(nullif(${users.username}, ''), ${users.email})`;

/** The caller's side of an engagement, or null when they are neither party (then it does not exist for them). */
function sideOf(user: SessionUser, e: EngagementRow, canViewProject: boolean): Engagement['side'] | null {
  if (e.consultantId === user.id) return 'consultant';
  if (canViewProject && user.role !== 'admin') return 'proponent';
  if (user.role === 'admin') return 'admin';
  return null;
}

async function view(db: Db, rows: EngagementRow[], sides: Map<string, Engagement['side']>): Promise<Engagement[]> {
  if (rows.length === 0) return [];
  const titles = new Map(
    (
      await db
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(inArray(projects.id, [...new Set(rows.map((r) => r.projectId))]))
    ).map((p) => [p.id, p.title]),
  );
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: nameOf })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.consultantId))]))
    ).map((u) => [u.id, u.name]),
  );
  const grantIds = rows.map((r) => r.grantId).filter((x): x is string => x !== null);
  const grants = new Map(
    grantIds.length
      ? (
          await db
            .select({ id: projectGrants.id, expiresAt: projectGrants.expiresAt })
            .from(projectGrants)
            .where(inArray(projectGrants.id, grantIds))
        ).map((g) => [g.id, g.expiresAt])
      : [],
  );
  return rows.map((e) => ({
    id: e.id,
    projectId: e.projectId,
    projectTitle: titles.get(e.projectId) ?? '',
    consultantId: e.consultantId,
    consultantName: names.get(e.consultantId) ?? '',
    requestedBy: e.requestedBy,
    scope: e.scope,
    gaps: e.gaps,
    budgetCents: e.budgetCents,
    deadline: e.deadline,
    state: e.state,
    grantExpiresAt: e.grantId ? (grants.get(e.grantId)?.toISOString() ?? null) : null,
    rating: e.rating,
    review: e.review,
    createdAt: e.createdAt.toISOString(),
    acceptedAt: e.acceptedAt?.toISOString() ?? null,
    closedAt: e.closedAt?.toISOString() ?? null,
    side: sides.get(e.id)!,
  }));
}

/** One engagement as the caller may see it: its consultant, or someone who may view its project (an admin reads). */
export async function loadEngagement(deps: ConsultantDeps, user: SessionUser, id: string) {
  const [e] = await deps.db.select().from(engagements).where(eq(engagements.id, id));
  if (!e) throw new AppError('ENGAGEMENT_NOT_FOUND');
  // Not seeing the project (404 from the rule) leaves only the consultant's own side.
  const project = await resolveProject(deps.db, user, e.projectId, deps.now()).catch(() => null);
  const side = sideOf(user, e, project !== null && project.access.relation.via === 'member');
  if (!side) throw new AppError('ENGAGEMENT_NOT_FOUND');
  return { e, side, project, view: async (row: EngagementRow = e) => (await view(deps.db, [row], new Map([[row.id, side]])))[0]! };
}

async function notify(deps: ConsultantDeps, userId: string | null, e: EngagementRow, title: string, state: EngagementState, by: string) {
  if (!userId) return;
  await sendNotification(deps, {
    userId,
    type: 'info',
    message: { key: 'engagements.changed', params: { project: title, step: state, by } },
    linkUrl: `/consultants/engagements/${e.id}`,
  });
}

/** A request from the project's owner or editor to a verified consultant. */
export async function createEngagement(
  deps: ConsultantDeps,
  user: SessionUser,
  body: z.infer<typeof createEngagementBody>,
): Promise<Engagement> {
  const p = await resolveProject(deps.db, user, body.projectId, deps.now());
  requireCapability(p, 'editDetails');
  const [profile] = await deps.db
    .select({ userId: consultantProfiles.userId })
    .from(consultantProfiles)
    .where(and(eq(consultantProfiles.userId, body.consultantId), eq(consultantProfiles.status, 'verified')));
  if (!profile) throw new AppError('CONSULTANT_PROFILE_NOT_FOUND');
  const [row] = await deps.db
    .insert(engagements)
    .values({
      projectId: p.row.id,
      consultantId: body.consultantId,
      requestedBy: user.id,
      scope: body.scope,
      gaps: body.gaps,
      budgetCents: body.budgetCents ?? null,
      deadline: body.deadline ?? null,
      createdAt: deps.now(),
    })
    .returning();
  await notify(deps, body.consultantId, row!, p.row.title, 'requested', user.username || user.email);
  return (await view(deps.db, [row!], new Map([[row!.id, 'proponent']])))[0]!;
}

/**
 * Moves the engagement: accept/decline by its consultant, complete by the proponent with a review.
 * Accepting gives the consultant an 'edit' grant until grantExpiry (ADR 0042) and records the project's
 * CR total of the moment; completing or declining revokes the grant. One transaction each.
 */
export async function moveEngagement(
  deps: ConsultantDeps,
  user: SessionUser,
  id: string,
  to: 'accepted' | 'declined' | 'completed',
  review?: z.infer<typeof completeBody>,
): Promise<Engagement> {
  const { e, side, project, view: show } = await loadEngagement(deps, user, id);
  const mine = to === 'completed' ? side === 'proponent' && project?.access.capabilities.editDetails === true : side === 'consultant';
  if (!mine) throw new AppError('ENGAGEMENT_NOT_FOUND');
  if (!canMove(e.state, to)) throw new AppError('ENGAGEMENT_STATE');
  const now = deps.now();
  const [p] = await deps.db.select().from(projects).where(eq(projects.id, e.projectId));
  const updated = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const set: Partial<EngagementRow> = { state: to };
    if (to === 'accepted') {
      set.acceptedAt = now;
      set.scoreBefore = (await latestScore(db, e.projectId))?.total ?? null;
      set.grantId = await grantEngagementAccess(db, {
        projectId: e.projectId,
        workspaceId: p!.workspaceId,
        granteeId: e.consultantId,
        grantedBy: e.requestedBy,
        now,
        expiresAt: grantExpiry(now, e.deadline),
      });
    } else {
      set.closedAt = now;
      if (e.grantId) await releaseEngagementGrant(db, e.grantId, user.id, now);
      if (review) Object.assign(set, { rating: review.rating, review: review.review });
    }
    const [row] = await tx
      .update(engagements)
      .set(set)
      .where(and(eq(engagements.id, e.id), eq(engagements.state, e.state)))
      .returning();
    if (!row) throw new AppError('ENGAGEMENT_STATE');
    return row;
  });
  const other = side === 'consultant' ? e.requestedBy : e.consultantId;
  await notify(deps, other, updated, p!.title, to, user.username || user.email);
  return show(updated);
}

/** The caller's engagements: as consultant, and on projects they are a member of; newest first. */
export async function listEngagements(deps: ConsultantDeps, user: SessionUser): Promise<Engagement[]> {
  const rows = await deps.db
    .select()
    .from(engagements)
    .where(
      or(
        eq(engagements.consultantId, user.id),
        sql`${engagements.projectId} in (select p.id from projects p join workspace_members m on m.workspace_id = p.workspace_id where m.user_id = ${user.id})`,
      ),
    )
    .orderBy(desc(engagements.createdAt))
    .limit(500);
  return view(deps.db, rows, new Map(rows.map((r) => [r.id, r.consultantId === user.id ? 'consultant' : 'proponent'])));
}
