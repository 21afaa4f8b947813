import type { FastifyInstance, FastifyRequest } from 'fastify';
import { projectAccess, type ProjectAccess, type ProjectCapability } from '../../../domain/access/index.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import type { SQL } from 'drizzle-orm';
import {
  findManyWithFacts,
  findWithFacts,
  listWithFacts,
  markGrantUsed,
  startOfUtcDay,
  type ProjectRow,
  type ProjectWithFacts,
} from './repository.ts';
import { refuseEditAbovePlan } from './plan-limit.ts';

/** A project the caller reaches, with what they may do there (src/domain/access). */
export interface ResolvedProject {
  row: ProjectRow;
  access: ProjectAccess;
  /** The caller's live grant, when they reach it through one. */
  grantId: string | null;
  /** When that grant was last marked used, as read with the project. */
  grantLastUsedAt?: Date | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For routes under /api/projects/:id: the capability the route needs. The resolver answers
     * 404 PROJECT_NOT_FOUND when the caller may not see the project, 403 FORBIDDEN when they see it
     * but lack the capability, and otherwise sets `request.project`.
     */
    project?: ProjectCapability;
  }
  interface FastifyRequest {
    project: ResolvedProject | null;
  }
}

export function accessOf(user: Pick<SessionUser, 'role'>, f: ProjectWithFacts, now: Date): ResolvedProject {
  const access = projectAccess({ userRole: user.role, membership: f.membership, grant: f.grant, now });
  const viaGrant = access.relation.via === 'grant';
  return {
    row: f.project,
    access,
    grantId: viaGrant ? (f.grant?.id ?? null) : null,
    grantLastUsedAt: viaGrant ? (f.grant?.lastUsedAt ?? null) : null,
  };
}

/**
 * The project as the caller may reach it, or PROJECT_NOT_FOUND when they may not even see it (its
 * existence is never confirmed to someone who cannot see it).
 */
export async function resolveProject(db: Db, user: SessionUser, projectId: string, now: Date): Promise<ResolvedProject> {
  const facts = await findWithFacts(db, user.id, projectId);
  if (!facts) throw new AppError('PROJECT_NOT_FOUND');
  const resolved = accessOf(user, facts, now);
  if (!resolved.access.capabilities.view) throw new AppError('PROJECT_NOT_FOUND');
  return resolved;
}

/**
 * Which of these projects the caller may see, decided by the same rule as resolveProject (one query
 * for all of them, for lists such as the deal-flow board that would otherwise resolve one by one).
 */
export async function visibleProjectIds(db: Db, user: SessionUser, projectIds: readonly string[], now: Date): Promise<Set<string>> {
  return new Set((await visibleProjects(db, user, projectIds, now)).keys());
}

/** The same decision, keeping the rows of the projects the caller may see (a list shows their title without reading them again). */
export async function visibleProjects(
  db: Db,
  user: SessionUser,
  projectIds: readonly string[],
  now: Date,
): Promise<Map<string, ProjectRow>> {
  const facts = await findManyWithFacts(db, user.id, projectIds);
  return new Map(facts.filter((f) => accessOf(user, f, now).access.capabilities.view).map((f) => [f.project.id, f.project]));
}

/**
 * The projects matching `where` that the caller may see, found from the caller's own memberships and grants (an admin:
 * the platform) rather than by reading every matching row of the platform and filtering afterwards; the same rule decides.
 */
export async function visibleProjectsWhere(db: Db, user: SessionUser, where: SQL, now: Date): Promise<Map<string, ProjectRow>> {
  const facts = await listWithFacts(db, user.id, now, user.role === 'admin', { where: [where], orderBy: [], limit: 100_000 });
  return new Map(facts.filter((f) => accessOf(user, f, now).access.capabilities.view).map((f) => [f.project.id, f.project]));
}

/** FORBIDDEN unless the resolved access carries the capability. */
export function requireCapability(p: ResolvedProject, capability: ProjectCapability): void {
  if (!p.access.capabilities[capability]) throw new AppError('FORBIDDEN');
}

/** Audits the caller's use of a project they do not reach as a member (grant use, admin read). */
export async function auditUse(ctx: AppContext, request: FastifyRequest, p: ResolvedProject): Promise<void> {
  const wasAudited = request.audited; // these entries do not stand for the request's own outcome
  // Marked once per UTC day: a grant already used today is not written again. The UPDATE would change no
  // row, yet as a write to project_grants it would drop every cached read declaring that table, for everyone
  // (ADR 0045: the statement trigger fires for zero rows, and this instance's write path counts the statement).
  const now = ctx.now();
  const usedToday = p.grantLastUsedAt != null && p.grantLastUsedAt >= startOfUtcDay(now);
  if (p.grantId && !usedToday && (await markGrantUsed(ctx.db, p.grantId, now))) {
    await ctx.audit(request, {
      action: 'project.grant.use',
      target: p.row.id,
      outcome: 'success',
      details: { grantId: p.grantId, access: p.access.relation.level },
    });
  }
  if (p.access.relation.via === 'admin') {
    await ctx.audit(request, {
      action: 'project.admin.read',
      target: p.row.id,
      outcome: 'success',
      details: { route: `${request.method} ${request.routeOptions.url}`, workspaceId: p.row.workspaceId },
    });
  }
  request.audited = wasAudited;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place project-scoped routes are authorized: every route under /api/projects/:id must
 * declare `config.project` (the app refuses to boot otherwise), and this hook resolves it right after
 * the route policy and before the body is validated, so a caller who may not see the project gets
 * 404 whatever they send (and one who may not change it 403, not a validation message). An id
 * that is not a UUID names no project: it is left to the parameter schema (400).
 */
export function registerProjectAccess(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('project', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/projects/:id') && !route.config?.project) {
      throw new Error(`Route ${String(route.method)} ${route.url} is project-scoped but declares no capability (config.project).`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const capability = request.routeOptions.config.project;
    if (!capability) return;
    const id = (request.params as { id?: string }).id;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (!id || !UUID.test(id)) return;
    const resolved = await resolveProject(ctx.db, request.user, id, ctx.now());
    if (!resolved.access.capabilities[capability]) {
      await ctx.audit(request, {
        action: 'project.denied',
        target: id,
        outcome: 'denied',
        details: { capability, relation: resolved.access.relation },
      });
      throw new AppError('FORBIDDEN');
    }
    // A project above its workspace plan's limit is read-only (issue 22); an admin's override aside.
    if (resolved.access.relation.via !== 'admin')
      await refuseEditAbovePlan(
        ctx.db,
        resolved.row,
        capability,
        resolved.access.relation.via === 'member' ? resolved.access.relation.level : null,
      );
    await auditUse(ctx, request, resolved);
    request.project = resolved;
  });
}
