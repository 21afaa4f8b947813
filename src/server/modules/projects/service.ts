import type { CreateProjectBody, Project, UpdateProjectBody } from '../../../contract/projects.ts';
import { checkLocation } from '../../../domain/geo/index.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import {
  canCreateProject,
  canTransition,
  isStartingPlan,
  projectLifecycle,
  type Lifecycle,
  type LifecycleStage,
  type ProjectStatus,
} from '../../../domain/projects/index.ts';
import { projectAccess, type ProjectAccess } from '../../../domain/access/index.ts';
import { projectLimit } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { accessOf, planFactsOf, readOnlyOf, type PlanFacts, type ResolvedProject } from '../access/index.ts';
import { nextPlanIdFor, upgradeUrl } from '../../../domain/billing/index.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  countWorkspaceProjects,
  membershipOrNotFound,
  personalWorkspaceOf,
  workspaceForNewProject,
  workspaceTier,
} from '../workspaces/index.ts';
import {
  deleteById,
  insertWithinLimit,
  listReachable,
  transitionById,
  updateById,
  latestScores,
  type LatestScore,
  type ListFilter,
  type ProjectRow,
} from './repository.ts';

export interface ProjectDeps {
  db: Db;
  now: () => Date;
  /** Labels of an industry code, or null when the code is unknown (the request is then refused). */
  industry: (code: string) => { labels: { en: string; it: string } | null } | null;
  /** The industry's starting business plan for a project (the evaluation workspace's defaults). */
  startingPlan: (industry: string, opts: { estimatedBudget: number; horizonYears?: number | null }) => BusinessPlanAssumptions;
  /** Called before a project is deleted (the documents module queues the deletion of its stored files). */
  beforeDelete?: (projectId: string) => Promise<void>;
}

/**
 * The project's lifecycle from its status and latest evaluation (docs/methodology/lifecycle.md). The
 * starting plan is the one the industry offers the project as it is now (budget, horizon).
 */
export function lifecycleOf(
  row: Pick<ProjectRow, 'status' | 'industry' | 'estimatedBudget' | 'horizonYears'>,
  latest: LatestScore | null,
  startingPlan: ProjectDeps['startingPlan'],
): Lifecycle {
  return projectLifecycle(
    row.status,
    latest && {
      ranOnStartingPlan: isStartingPlan(
        latest.assumptions as BusinessPlanAssumptions,
        startingPlan(row.industry, { estimatedBudget: row.estimatedBudget, horizonYears: row.horizonYears }),
      ),
      total: latest.total,
      tier: latest.tier,
      confidence: latest.confidence,
      missing: latest.missing,
    },
  );
}

/**
 * The lifecycle stage of each project (ids the caller may see), from its latest evaluation: what the
 * dashboard and Analytics count, so they speak the project page's vocabulary (issue 27).
 */
export async function lifecycleStages(
  db: Db,
  rows: readonly Pick<ProjectRow, 'id' | 'status' | 'industry' | 'estimatedBudget' | 'horizonYears'>[],
  startingPlan: ProjectDeps['startingPlan'],
): Promise<Map<string, LifecycleStage>> {
  const latest = await latestScores(
    db,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, lifecycleOf(r, latest.get(r.id) ?? null, startingPlan).stage]));
}

export function toApiProject(
  row: ProjectRow,
  access: ProjectAccess,
  deps: Pick<ProjectDeps, 'industry' | 'startingPlan'>,
  latest: LatestScore | null = null,
  plan: PlanFacts | null = null,
): Project {
  const { relation, capabilities } = access;
  const mark =
    relation.via === 'admin'
      ? { readOnlyReason: null, upgradeUrl: null }
      : readOnlyOf(plan, row.id, relation.via === 'member' ? relation.level : null);
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    description: row.description,
    industry: row.industry,
    industryLabel: deps.industry(row.industry)?.labels ?? null,
    targetMarket: row.targetMarket,
    country: row.country,
    region: row.region,
    stage: row.stage,
    applicantSize: row.applicantSize,
    estimatedBudget: row.estimatedBudget,
    fundingSought: row.fundingSought,
    currency: row.currency,
    horizonYears: row.horizonYears,
    isSample: row.isSample,
    workspaceId: row.workspaceId,
    access: { via: relation.via === 'none' ? 'admin' : relation.via, level: relation.level ?? 'admin', capabilities: { ...capabilities } },
    sharedWithMe: relation.via === 'grant',
    latestScore: latest && { version: latest.version, total: latest.total, tier: latest.tier, createdAt: latest.createdAt.toISOString() },
    lifecycle: lifecycleOf(row, latest, deps.startingPlan),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    readOnlyReason: mark.readOnlyReason,
    upgradeUrl: mark.upgradeUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkIndustry(deps: ProjectDeps, code: string | undefined) {
  if (code !== undefined && !deps.industry(code)) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'industry', message: 'unknown NACE/ATECO code', code: 'invalid_value' }] });
  }
}

/** The country must be ISO 3166-1; the region one of the country's NUTS 2 regions where a list exists (src/domain/geo). */
function checkLocationOf(country: string | null | undefined, region: string | null | undefined) {
  const problem = checkLocation(country, region);
  if (problem)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: problem.field, message: problem.code.replaceAll('_', ' '), code: problem.code }],
    });
}

/**
 * The projects the caller may see: those of their workspaces (or of one, `workspaceId`) and those
 * shared with them; `scope: 'all'` is an admin's view of the whole platform (audited by the route).
 */
export async function listProjects(
  deps: ProjectDeps,
  user: SessionUser,
  filter: ListFilter & { workspaceId?: string | undefined; scope: 'mine' | 'all'; stage?: LifecycleStage | undefined },
): Promise<Project[]> {
  if (filter.scope === 'all' && user.role !== 'admin') throw new AppError('FORBIDDEN');
  const now = deps.now();
  const rows = (await listReachable(deps.db, user.id, now, { ...filter, everything: filter.scope === 'all' }))
    .map((f) => ({ ...accessOf(user, f, now), latest: f.latest }))
    .filter((p) => p.access.capabilities.view);
  const plans = await planFactsOf(
    deps.db,
    rows.map((r) => r.row),
  );
  const projects = rows.map((r) => toApiProject(r.row, r.access, deps, r.latest, plans.get(r.row.id) ?? null));
  // The stage is computed from the latest evaluation, so it filters here rather than in SQL.
  return filter.stage ? projects.filter((p) => p.lifecycle.stage === filter.stage) : projects;
}

export async function getProject(deps: ProjectDeps, p: ResolvedProject): Promise<Project> {
  return withLatestScore(deps, p.row, p.access);
}

async function withLatestScore(deps: ProjectDeps, row: ProjectRow, access: ProjectAccess): Promise<Project> {
  const scores = await latestScores(deps.db, [row.id]);
  const plans = await planFactsOf(deps.db, [row]);
  return toApiProject(row, access, deps, scores.get(row.id) ?? null, plans.get(row.id) ?? null);
}

/**
 * Creates a draft project in the caller's personal workspace or the one named (where they are owner
 * or editor), within the limit of the workspace owner's plan (403 PROJECT_LIMIT_REACHED with an
 * upgrade link).
 */
export async function createProject(deps: ProjectDeps, user: SessionUser, body: CreateProjectBody): Promise<Project> {
  checkIndustry(deps, body.industry);
  checkLocationOf(body.country, body.region);
  const { workspaceId, ...fields } = body;
  const target = await workspaceForNewProject(deps.db, user, workspaceId);
  const tier = await workspaceTier(deps.db, target.workspace.id);
  const { created, existing } = await insertWithinLimit(
    deps.db,
    { ...fields, workspaceId: target.workspace.id, ownerId: user.id, currency: body.currency ?? 'EUR' },
    (n) => canCreateProject(tier, n),
  );
  if (!created)
    throw new AppError('PROJECT_LIMIT_REACHED', {
      upgradeUrl: upgradeUrl(nextPlanIdFor(tier), '/projects/new'),
      used: existing,
      limit: projectLimit(tier),
      tier,
    });
  return toApiProject(created, projectAccess({ userRole: user.role, membership: target.role, grant: null, now: deps.now() }), deps);
}

export async function updateProject(deps: ProjectDeps, p: ResolvedProject, body: UpdateProjectBody): Promise<Project> {
  checkIndustry(deps, body.industry);
  if (body.country !== undefined || body.region !== undefined) {
    // The pair as it will be stored; a location saved before the lists (free text) loads and stays until changed.
    const current = p.row;
    checkLocationOf(body.country !== undefined ? body.country : current.country, body.region !== undefined ? body.region : current.region);
  }
  // An emptied description is no description, as a cleared field is.
  const row = await updateById(deps.db, p.row.id, body.description === '' ? { ...body, description: null } : body);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return withLatestScore(deps, row, p.access);
}

/** Moves the status along the allowed transitions only; anything else is VALIDATION_FAILED. */
export async function changeProjectStatus(deps: ProjectDeps, p: ResolvedProject, to: ProjectStatus): Promise<Project> {
  const current = p.row;
  if (!canTransition(current.status, to)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'status', message: `cannot go from ${current.status} to ${to}`, code: 'invalid_transition' }],
    });
  }
  // "Completed" means ready for investors (docs/methodology/lifecycle.md), never just "a run happened".
  if (to === 'completed') {
    const latest = (await latestScores(deps.db, [current.id])).get(current.id) ?? null;
    if (lifecycleOf(current, latest, deps.startingPlan).stage !== 'ready') {
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          { path: 'status', message: 'completed needs the lifecycle stage ready (docs/methodology/lifecycle.md)', code: 'not_ready' },
        ],
      });
    }
  }
  const row = await transitionById(deps.db, current.id, current.status, to);
  if (!row)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'status', message: 'the status changed meanwhile; reload', code: 'conflict' }],
    });
  return withLatestScore(deps, row, p.access);
}

export async function setProjectArchived(deps: ProjectDeps, p: ResolvedProject, archived: boolean, now: Date): Promise<Project> {
  const row = await updateById(deps.db, p.row.id, { archivedAt: archived ? now : null });
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return withLatestScore(deps, row, p.access);
}

export async function deleteProject(deps: ProjectDeps, p: ResolvedProject): Promise<void> {
  await deps.beforeDelete?.(p.row.id);
  if (!(await deleteById(deps.db, p.row.id))) throw new AppError('PROJECT_NOT_FOUND');
}

/** Projects used and allowed in a workspace (default: the caller's personal one), by its owner's plan. */
export async function projectUsage(deps: ProjectDeps, user: SessionUser, workspaceId: string | undefined) {
  const id = workspaceId ?? (await personalWorkspaceOf(deps.db, user.id))?.id;
  if (!id) throw new AppError('WORKSPACE_NOT_FOUND');
  if (workspaceId) await membershipOrNotFound(deps.db, user, workspaceId);
  const tier = await workspaceTier(deps.db, id);
  return { used: await countWorkspaceProjects(deps.db, id), limit: projectLimit(tier), tier };
}
