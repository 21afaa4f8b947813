import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

export interface LatestEvaluation {
  project_id: string;
  status: string;
  score: number;
  irr: number | null;
  payback: number | null;
  p_negative: number | null;
}

/**
 * The latest evaluation of each of the owner's projects (one row per evaluated project); archived
 * projects are left out, like everywhere else on the dashboard.
 */
export async function latestEvaluations(db: Db, ownerId: string): Promise<LatestEvaluation[]> {
  const res = await db.execute(sql`
    select distinct on (e.project_id)
      e.project_id, p.status, e.score_total::float8 as score,
      (e.result->'plan'->'metrics'->>'irr')::float8 as irr,
      (e.result->'plan'->'metrics'->>'paybackYears')::float8 as payback,
      (e.result->'simulation'->>'probabilityNpvNegative')::float8 as p_negative
    from evaluations e join projects p on p.id = e.project_id
    where p.owner_id = ${ownerId} and p.archived_at is null
    order by e.project_id, e.version desc`);
  return (res as unknown as { rows: LatestEvaluation[] }).rows;
}

export interface ProjectFacts {
  status: string;
  industry: string;
  country: string | null;
  region: string | null;
  currency: string;
  estimated_budget: number;
  funding_sought: number | null;
}

/** The owner's projects (archived ones left out of the dashboard), the facts the metrics need. */
export async function projectFacts(db: Db, ownerId: string): Promise<ProjectFacts[]> {
  const res = await db.execute(sql`
    select status, industry, country, region, currency,
      estimated_budget::float8 as estimated_budget, funding_sought::float8 as funding_sought
    from projects where owner_id = ${ownerId} and archived_at is null`);
  return (res as unknown as { rows: ProjectFacts[] }).rows;
}

/** How many evaluations the history returns at most: the newest ones. */
export const HISTORY_LIMIT = 1000;

/**
 * The owner's evaluations, oldest first, capped to the newest HISTORY_LIMIT. One project's history
 * includes it even when archived (its page still opens); the history across all projects leaves
 * archived projects out, as the dashboard does.
 */
export async function historyForOwner(db: Db, ownerId: string, projectId: string | null, limit = HISTORY_LIMIT) {
  const res = await db.execute(sql`
    select * from (
    select e.project_id, e.version, e.created_at, e.score_total::float8 as score,
      e.result->'score'->>'tier' as tier, e.npv::float8 as npv,
      (e.result->'plan'->'metrics'->>'irr')::float8 as irr,
      (e.result->'plan'->'metrics'->>'paybackYears')::float8 as payback,
      (e.result->'simulation'->>'probabilityNpvNegative')::float8 as p_negative
    from evaluations e join projects p on p.id = e.project_id
    where p.owner_id = ${ownerId} ${projectId ? sql`and p.id = ${projectId}` : sql`and p.archived_at is null`}
    order by e.created_at desc, e.version desc limit ${limit}
    ) newest order by created_at asc, version asc`);
  return (res as unknown as { rows: Array<{ project_id: string; version: number; created_at: Date | string; score: number; tier: string; npv: number; irr: number | null; payback: number | null; p_negative: number | null }> }).rows;
}
