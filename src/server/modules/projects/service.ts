import type { CreateProjectBody, Project, UpdateProjectBody } from '../../../contract/projects.ts';
import { checkLocation } from '../../../domain/geo/index.ts';
import { canCreateProject, canTransition, type ProjectStatus } from '../../../domain/projects/index.ts';
import { projectLimit } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { userTier, type SessionUser } from '../auth/index.ts';
import {
  countForOwner,
  deleteForOwner,
  findForOwner,
  insertWithinLimit,
  listForOwner,
  transitionForOwner,
  updateForOwner,
  latestScores,
  type LatestScore,
  type ListFilter,
  type ProjectRow,
} from './repository.ts';

export interface ProjectDeps {
  db: Db;
  /** Labels of an industry code, or null when the code is unknown (the request is then refused). */
  industry: (code: string) => { labels: { en: string; it: string } | null } | null;
}

export function toApiProject(row: ProjectRow, deps: Pick<ProjectDeps, 'industry'>, latest: LatestScore | null = null): Project {
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
    estimatedBudget: row.estimatedBudget,
    fundingSought: row.fundingSought,
    currency: row.currency,
    horizonYears: row.horizonYears,
    isSample: row.isSample,
    latestScore: latest && { version: latest.version, total: latest.total, tier: latest.tier, createdAt: latest.createdAt.toISOString() },
    archivedAt: row.archivedAt?.toISOString() ?? null,
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
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: [{ path: problem.field, message: problem.code.replaceAll('_', ' '), code: problem.code }] });
}

export async function listProjects(deps: ProjectDeps, user: SessionUser, filter: ListFilter): Promise<Project[]> {
  const rows = await listForOwner(deps.db, user.id, filter);
  const scores = await latestScores(deps.db, rows.map((r) => r.id));
  return rows.map((r) => toApiProject(r, deps, scores.get(r.id) ?? null));
}

export async function getProject(deps: ProjectDeps, user: SessionUser, id: string): Promise<Project> {
  const row = await findForOwner(deps.db, user.id, id);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return withLatestScore(deps, row);
}

async function withLatestScore(deps: ProjectDeps, row: ProjectRow): Promise<Project> {
  const scores = await latestScores(deps.db, [row.id]);
  return toApiProject(row, deps, scores.get(row.id) ?? null);
}

/** Creates a draft project, within the tier's limit (403 PROJECT_LIMIT_REACHED with an upgrade link). */
export async function createProject(deps: ProjectDeps, user: SessionUser, body: CreateProjectBody): Promise<Project> {
  checkIndustry(deps, body.industry);
  checkLocationOf(body.country, body.region);
  const tier = userTier(user);
  const { created, existing } = await insertWithinLimit(deps.db, { ...body, ownerId: user.id, currency: body.currency ?? 'EUR' }, (n) => canCreateProject(tier, n));
  if (!created) throw new AppError('PROJECT_LIMIT_REACHED', { upgradeUrl: '/pricing', used: existing, limit: projectLimit(tier), tier });
  return toApiProject(created, deps);
}

export async function updateProject(deps: ProjectDeps, user: SessionUser, id: string, body: UpdateProjectBody): Promise<Project> {
  checkIndustry(deps, body.industry);
  if (body.country !== undefined || body.region !== undefined) {
    // The pair as it will be stored; a location saved before the lists (free text) loads and stays until changed.
    const current = await findForOwner(deps.db, user.id, id);
    if (!current) throw new AppError('PROJECT_NOT_FOUND');
    checkLocationOf(body.country !== undefined ? body.country : current.country, body.region !== undefined ? body.region : current.region);
  }
  // An emptied description is no description, as a cleared field is.
  const row = await updateForOwner(deps.db, user.id, id, body.description === '' ? { ...body, description: null } : body);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return withLatestScore(deps, row);
}

/** Moves the status along the allowed transitions only; anything else is VALIDATION_FAILED. */
export async function changeProjectStatus(deps: ProjectDeps, user: SessionUser, id: string, to: ProjectStatus): Promise<Project> {
  const current = await findForOwner(deps.db, user.id, id);
  if (!current) throw new AppError('PROJECT_NOT_FOUND');
  if (!canTransition(current.status, to)) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'status', message: `cannot go from ${current.status} to ${to}`, code: 'invalid_transition' }] });
  }
  const row = await transitionForOwner(deps.db, user.id, id, current.status, to);
  if (!row) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'status', message: 'the status changed meanwhile; reload', code: 'conflict' }] });
  return withLatestScore(deps, row);
}

export async function setProjectArchived(deps: ProjectDeps, user: SessionUser, id: string, archived: boolean, now: Date): Promise<Project> {
  const row = await updateForOwner(deps.db, user.id, id, { archivedAt: archived ? now : null });
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return withLatestScore(deps, row);
}

export async function deleteProject(deps: ProjectDeps, user: SessionUser, id: string): Promise<void> {
  if (!(await deleteForOwner(deps.db, user.id, id))) throw new AppError('PROJECT_NOT_FOUND');
}

export async function projectUsage(deps: ProjectDeps, user: SessionUser) {
  const tier = userTier(user);
  return { used: await countForOwner(deps.db, user.id), limit: projectLimit(tier), tier };
}
