import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

/**
 * Which projects the figures cover: those of the workspaces the caller is a member of (all of them,
 * or the one asked for). Projects merely shared with the caller are someone else's pipeline and stay
 * out of their figures; admins' figures are their own workspaces' too.
 */
export interface StatsScope {
  userId: string;
  workspaceId: string | null;
}
const inScope = (s: StatsScope, alias: SQL): SQL =>
  sql`${alias}.workspace_id in (select workspace_id from workspace_members where user_id = ${s.userId})${s.workspaceId ? sql` and ${alias}.workspace_id = ${s.workspaceId}` : sql``}`;

export interface LatestEvaluation {
  project_id: string;
  status: string;
  score: number;
  irr: number | null;
  payback: number | null;
  p_negative: number | null;
}

/**
 * The latest evaluation of each project in scope (one row per evaluated project); archived
 * projects are left out, like everywhere else on the dashboard.
 */
export async function latestEvaluations(db: Db, scope: StatsScope): Promise<LatestEvaluation[]> {
  const res = await db.execute(sql`
    select distinct on (e.project_id)
      e.project_id, p.status, e.score_total::float8 as score,
      (e.result->'plan'->'metrics'->>'irr')::float8 as irr,
      (e.result->'plan'->'metrics'->>'paybackYears')::float8 as payback,
      (e.result->'simulation'->>'probabilityNpvNegative')::float8 as p_negative
    from evaluations e join projects p on p.id = e.project_id
    where ${inScope(scope, sql`p`)} and p.archived_at is null
    order by e.project_id, e.version desc`);
  return (res as unknown as { rows: LatestEvaluation[] }).rows;
}

export interface ProjectFacts {
  id: string;
  status: string;
  horizon_years: number | null;
  industry: string;
  country: string | null;
  region: string | null;
  currency: string;
  estimated_budget: number;
  funding_sought: number | null;
}

/** The projects in scope (archived ones left out of the dashboard), the facts the metrics need. */
export async function projectFacts(db: Db, scope: StatsScope): Promise<ProjectFacts[]> {
  const res = await db.execute(sql`
    select id, status, horizon_years, industry, country, region, currency,
      estimated_budget::float8 as estimated_budget, funding_sought::float8 as funding_sought
    from projects where ${inScope(scope, sql`projects`)} and archived_at is null`);
  return (res as unknown as { rows: ProjectFacts[] }).rows;
}

/** How many evaluations the history returns at most: the newest ones. */
export const HISTORY_LIMIT = 1000;

/**
 * The evaluations in scope (or of one project the caller may see, checked by the caller), oldest first, capped to the newest HISTORY_LIMIT. One project's history
 * includes it even when archived (its page still opens); the history across all projects leaves
 * archived projects out, as the dashboard does.
 */
export async function historyForOwner(db: Db, scope: StatsScope, projectId: string | null, limit = HISTORY_LIMIT) {
  const res = await db.execute(sql`
    select * from (
    select e.project_id, e.version, e.created_at, e.score_total::float8 as score,
      e.result->'score'->>'tier' as tier, e.npv::float8 as npv,
      (e.result->'plan'->'metrics'->>'irr')::float8 as irr,
      (e.result->'plan'->'metrics'->>'paybackYears')::float8 as payback,
      (e.result->'simulation'->>'probabilityNpvNegative')::float8 as p_negative
    from evaluations e join projects p on p.id = e.project_id
    where ${projectId ? sql`p.id = ${projectId}` : sql`${inScope(scope, sql`p`)} and p.archived_at is null`}
    order by e.created_at desc, e.version desc limit ${limit}
    ) newest order by created_at asc, version asc`);
  return (
    res as unknown as {
      rows: Array<{
        project_id: string;
        version: number;
        created_at: Date | string;
        score: number;
        tier: string;
        npv: number;
        irr: number | null;
        payback: number | null;
        p_negative: number | null;
      }>;
    }
  ).rows;
}
