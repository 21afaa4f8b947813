import { eq, sql } from 'drizzle-orm';
import { workspaces } from '../../db/schema/index.ts';
import { nextPlanIdFor, upgradeUrl } from '../../../domain/billing/index.ts';
import { projectLimit, tierHasFeature, type Tier } from '../../../domain/rbac/index.ts';
import type { ProjectCapability } from '../../../domain/access/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { workspaceTier } from '../workspaces/index.ts';

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

/** Per project: its age rank in its workspace and whether the workspace's plan leaves it editable. */
export async function planFactsOf(db: Db, projects: ReadonlyArray<{ id: string; workspaceId: string }>): Promise<Map<string, PlanFacts>> {
  const out = new Map<string, PlanFacts>();
  if (projects.length === 0) return out;
  const ids = projects.map((p) => p.id);
  const res = await db.execute<{ id: string; rank: number }>(sql`
    select p.id, (select count(*) from projects q where q.workspace_id = p.workspace_id and (q.created_at, q.id) < (p.created_at, p.id))::int as rank
    from projects p where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const rows = (res as unknown as { rows: Array<{ id: string; rank: number }> }).rows;
  const tiers = new Map<string, Tier>();
  const teams = new Set<string>();
  for (const w of new Set(projects.map((p) => p.workspaceId))) {
    tiers.set(w, await workspaceTier(db, w));
    const [ws] = await db.select({ kind: workspaces.kind }).from(workspaces).where(eq(workspaces.id, w));
    if (ws?.kind === 'team') teams.add(w);
  }
  const wsOf = new Map(projects.map((p) => [p.id, p.workspaceId]));
  for (const r of rows) {
    const ws = wsOf.get(r.id)!;
    const tier = tiers.get(ws)!;
    const limit = projectLimit(tier);
    out.set(r.id, {
      readOnly: limit !== null && Number(r.rank) >= limit,
      tier,
      limit,
      rank: Number(r.rank),
      seatsLapsed: teams.has(ws) && !tierHasFeature(tier, 'multi_user'),
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
