import { sql } from 'drizzle-orm';
import { nextPlanIdFor, upgradeUrl } from '../../../domain/billing/index.ts';
import { projectLimit, tierHasFeature, type Tier } from '../../../domain/rbac/index.ts';
import type { ProjectCapability } from '../../../domain/access/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { bestTierOf } from '../workspaces/index.ts';

/**
 * Plan limits never delete (issue 22): when a workspace holds more projects than its owner's plan
 * allows (after a downgrade, an expiry, a failed renewal), the oldest N stay editable and the others
 * become read-only — viewed, commented, shared, archived or deleted, but not edited or run — until
 * the plan allows them again. These are the capabilities a read-only project loses.
 */
export const PLAN_GATED: ReadonlySet<ProjectCapability> = new Set<ProjectCapability>([
  'editDetails',
  'editInputs',
  'runEvaluation',
  'changeStatus',
]);

export interface PlanFacts {
  readOnly: boolean;
  tier: Tier;
  limit: number | null;
  /** 0 for the workspace's oldest project. */
  rank: number;
  /**
   * A team workspace whose plan has no team seats (only Enterprise has them): its members other than
   * the owners are beyond the plan's seats and keep read access only.
   */
  seatsLapsed: boolean;
}

/**
 * Per project: its age rank in its workspace and whether the workspace's plan leaves it editable. One
 * statement for any number of projects (ADR 0045: fewer round trips per read): each project's rank, its
 * workspace's kind and the owners' user rows the plan follows (the best of them, as workspaceTier).
 */
export async function planFactsOf(db: Db, projects: ReadonlyArray<{ id: string; workspaceId: string }>): Promise<Map<string, PlanFacts>> {
  const out = new Map<string, PlanFacts>();
  if (projects.length === 0) return out;
  const ids = projects.map((p) => p.id);
  type Owner = { role: string; subscriptionTier: string | null; adminTierView: string | null };
  const res = await db.execute<{ id: string; rank: number; kind: string; owners: Owner[] | null }>(sql`
    select p.id,
      (select count(*) from projects q where q.workspace_id = p.workspace_id and (q.created_at, q.id) < (p.created_at, p.id))::int as rank,
      w.kind,
      (select json_agg(json_build_object('role', u.role, 'subscriptionTier', u.subscription_tier, 'adminTierView', u.admin_tier_view))
         from workspace_members m join users u on u.id = m.user_id
        where m.workspace_id = p.workspace_id and m.role = 'owner') as owners
    from projects p join workspaces w on w.id = p.workspace_id
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const rows = (res as unknown as { rows: Array<{ id: string; rank: number; kind: string; owners: Owner[] | string | null }> }).rows;
  for (const r of rows) {
    const owners = (typeof r.owners === 'string' ? (JSON.parse(r.owners) as Owner[]) : r.owners) ?? [];
    const tier = bestTierOf(owners);
    const limit = projectLimit(tier);
    out.set(r.id, {
      readOnly: limit !== null && Number(r.rank) >= limit,
      tier,
      limit,
      rank: Number(r.rank),
      seatsLapsed: r.kind === 'team' && !tierHasFeature(tier, 'multi_user'),
    });
  }
  return out;
}

/**
 * 403 PROJECT_READ_ONLY_PLAN (with the upgrade link back to the project) for an edit of a project above
 * the plan's limit — or by a member of a team workspace whose plan no longer has team seats (only
 * Enterprise has them): members beyond the plan's seats keep read access, the owners keep editing.
 */
export async function refuseEditAbovePlan(
  db: Db,
  project: { id: string; workspaceId: string },
  capability: ProjectCapability,
  memberLevel: string | null = null,
): Promise<void> {
  if (!PLAN_GATED.has(capability)) return;
  const facts = (await planFactsOf(db, [project])).get(project.id);
  if (!facts) return;
  const back = upgradeUrl(nextPlanIdFor(facts.tier), `/projects/${project.id}`);
  if (facts.readOnly) throw new AppError('PROJECT_READ_ONLY_PLAN', { upgradeUrl: back, tier: facts.tier, limit: facts.limit });
  if (beyondSeats(facts, memberLevel))
    throw new AppError('PROJECT_READ_ONLY_SEATS', { upgradeUrl: upgradeUrl('enterprise', `/projects/${project.id}`), tier: facts.tier });
}

/** A workspace member other than an owner, in a team workspace whose plan lost its team seats. */
export function beyondSeats(facts: PlanFacts, memberLevel: string | null): boolean {
  return facts.seatsLapsed && memberLevel !== null && memberLevel !== 'owner';
}

/** Why a project is read-only for this caller (the lists' and pages' mark), and the way back. */
export function readOnlyOf(
  facts: PlanFacts | null,
  projectId: string,
  memberLevel: string | null,
): { readOnlyReason: 'plan_limit' | 'team_seats' | null; upgradeUrl: string | null } {
  if (facts?.readOnly) return { readOnlyReason: 'plan_limit', upgradeUrl: upgradeUrl(nextPlanIdFor(facts.tier), `/projects/${projectId}`) };
  if (facts && beyondSeats(facts, memberLevel))
    return { readOnlyReason: 'team_seats', upgradeUrl: upgradeUrl('enterprise', `/projects/${projectId}`) };
  return { readOnlyReason: null, upgradeUrl: null };
}
