import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or } from 'drizzle-orm';
import { adminWorkspaceList, adminWorkspaceQuery } from '../../../contract/admin.ts';
import type { AppContext } from '../../context.ts';
import { projects, users, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { errors } from '../../lib/responses.ts';

const LIMIT = 100;
const likeEscaped = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin's view of workspaces (issue 26): name, kind, owners, how many members, projects and pending
 * invitations, newest first; `q` matches the name or an owner's e-mail address. Counts come from the rows.
 */
export function registerAdminWorkspaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/admin/workspaces',
    config: { policy: { permission: 'admin.users.read' } },
    schema: { tags: ['admin'], querystring: adminWorkspaceQuery, response: { 200: adminWorkspaceList, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const q = request.query.q?.trim();
      const ownerMatch = q
        ? ctx.db
            .select({ id: workspaceMembers.workspaceId })
            .from(workspaceMembers)
            .innerJoin(users, eq(users.id, workspaceMembers.userId))
            .where(and(eq(workspaceMembers.role, 'owner'), ilike(users.email, likeEscaped(q))))
        : null;
      const where = q && ownerMatch ? or(ilike(workspaces.name, likeEscaped(q)), inArray(workspaces.id, ownerMatch)) : undefined;
      const rows = await ctx.db.select().from(workspaces).where(where).orderBy(desc(workspaces.createdAt), workspaces.id).limit(LIMIT);
      const [total] = await ctx.db.select({ n: count() }).from(workspaces).where(where);
      const ids = rows.map((w) => w.id);
      if (ids.length === 0) return { items: [], total: Number(total?.n ?? 0) };
      const [members, owners, projectCounts, invites] = await Promise.all([
        ctx.db
          .select({ id: workspaceMembers.workspaceId, n: count() })
          .from(workspaceMembers)
          .where(inArray(workspaceMembers.workspaceId, ids))
          .groupBy(workspaceMembers.workspaceId),
        ctx.db
          .select({ id: workspaceMembers.workspaceId, email: users.email })
          .from(workspaceMembers)
          .innerJoin(users, eq(users.id, workspaceMembers.userId))
          .where(and(inArray(workspaceMembers.workspaceId, ids), eq(workspaceMembers.role, 'owner')))
          .orderBy(workspaceMembers.joinedAt),
        ctx.db
          .select({ id: projects.workspaceId, n: count() })
          .from(projects)
          .where(inArray(projects.workspaceId, ids))
          .groupBy(projects.workspaceId),
        ctx.db
          .select({ id: workspaceInvitations.workspaceId, n: count() })
          .from(workspaceInvitations)
          .where(
            and(
              inArray(workspaceInvitations.workspaceId, ids),
              isNull(workspaceInvitations.acceptedAt),
              isNull(workspaceInvitations.revokedAt),
              gt(workspaceInvitations.expiresAt, ctx.now()),
            ),
          )
          .groupBy(workspaceInvitations.workspaceId),
      ]);
      const countOf = (list: { id: string | null; n: number }[], id: string) => Number(list.find((x) => x.id === id)?.n ?? 0);
      return {
        items: rows.map((w) => ({
          id: w.id,
          name: w.name,
          kind: w.kind,
          owners: owners.filter((o) => o.id === w.id).map((o) => o.email),
          members: countOf(members, w.id),
          projects: countOf(projectCounts, w.id),
          pendingInvitations: countOf(invites, w.id),
          createdAt: w.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      };
    },
  });
}
