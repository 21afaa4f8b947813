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
  for (const w of new Set(projects.map((p) => p.workspaceId))) tiers.set(w, await workspaceTier(db, w));
  const wsOf = new Map(projects.map((p) => [p.id, p.workspaceId]));
  for (const r of rows) {
    const tier = tiers.get(wsOf.get(r.id)!)!;
    const limit = projectLimit(tier);
    out.set(r.id, { readOnly: limit !== null && Number(r.rank) >= limit, tier, limit, rank: Number(r.rank) });
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
  if (memberLevel && memberLevel !== 'owner' && !tierHasFeature(facts.tier, 'multi_user')) {
    const [ws] = await db.select({ kind: workspaces.kind }).from(workspaces).where(eq(workspaces.id, project.workspaceId));
    if (ws?.kind === 'team')
      throw new AppError('PROJECT_READ_ONLY_PLAN', {
        upgradeUrl: upgradeUrl('enterprise', `/projects/${project.id}`),
        tier: facts.tier,
        limit: 1,
      });
  }
}
