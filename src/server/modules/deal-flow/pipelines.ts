import type { DealPipeline } from '../../../contract/deal-flow.ts';
import { DEFAULT_STAGE_NAMES, DEFAULT_STAGES } from '../../../contract/deal-flow.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { investorOnly, type DealFlowDeps } from './deps.ts';
import * as repo from './repository.ts';
import { and, eq } from 'drizzle-orm';

/** The caller's pipelines, the default one created on first use (investors only; others read nothing). */
export async function pipelines(deps: DealFlowDeps, user: SessionUser): Promise<DealPipeline[]> {
  let rows = await repo.pipelinesOf(deps.db, user.id);
  if (rows.length === 0 && user.role === 'investor') {
    await repo.insertPipeline(deps.db, {
      ownerId: user.id,
      name: 'Deal flow',
      position: 0,
      isDefault: true,
      stages: DEFAULT_STAGES.map((k) => ({ kind: k, name: DEFAULT_STAGE_NAMES[k] })),
    });
    rows = await repo.pipelinesOf(deps.db, user.id);
  }
  const stages = await repo.stagesOf(
    deps.db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    stages: stages.filter((s) => s.pipelineId === p.id).map((s) => ({ id: s.id, name: s.name, kind: s.kind })),
  }));
}

export async function createPipeline(deps: DealFlowDeps, user: SessionUser, name: string) {
  investorOnly(user);
  const existing = await pipelines(deps, user);
  await repo.insertPipeline(deps.db, {
    ownerId: user.id,
    name,
    position: existing.length,
    isDefault: false,
    stages: DEFAULT_STAGES.map((k) => ({ kind: k, name: DEFAULT_STAGE_NAMES[k] })),
  });
  const all = await pipelines(deps, user);
  return all[all.length - 1]!;
}

async function ownPipeline(deps: DealFlowDeps, user: SessionUser, id: string) {
  investorOnly(user);
  const p = await repo.ownedPipeline(deps.db, user.id, id);
  if (!p) throw new AppError('DEAL_PIPELINE_NOT_FOUND');
  return p;
}
const one = async (deps: DealFlowDeps, user: SessionUser, id: string) => (await pipelines(deps, user)).find((p) => p.id === id)!;

export async function renamePipeline(deps: DealFlowDeps, user: SessionUser, id: string, name: string) {
  await ownPipeline(deps, user, id);
  await deps.db.update(repo.dealPipelines).set({ name }).where(eq(repo.dealPipelines.id, id));
  return one(deps, user, id);
}

export async function addStage(deps: DealFlowDeps, user: SessionUser, id: string, name: string) {
  await ownPipeline(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [id]);
  await deps.db.insert(repo.dealStages).values({ pipelineId: id, name, kind: null, position: stages.length });
  return one(deps, user, id);
}

export async function renameStage(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string, name: string) {
  await ownPipeline(deps, user, id);
  const rows = await deps.db
    .update(repo.dealStages)
    .set({ name })
    .where(and(eq(repo.dealStages.id, stageId), eq(repo.dealStages.pipelineId, id)))
    .returning();
  if (!rows.length) throw new AppError('DEAL_STAGE_NOT_FOUND');
  return one(deps, user, id);
}

export async function reorderStages(deps: DealFlowDeps, user: SessionUser, id: string, stageIds: string[]) {
  await ownPipeline(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [id]);
  const known = new Set(stages.map((s) => s.id));
  if (stageIds.length !== stages.length || new Set(stageIds).size !== stageIds.length || !stageIds.every((s) => known.has(s)))
    throw new AppError('DEAL_STAGE_NOT_FOUND');
  for (const [i, s] of stageIds.entries()) await deps.db.update(repo.dealStages).set({ position: i }).where(eq(repo.dealStages.id, s));
  return one(deps, user, id);
}

/** Removes an empty stage; a stage holding cards (of any view) answers 409, the last stage too. */
export async function removeStage(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string) {
  await ownPipeline(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [id]);
  if (!stages.some((s) => s.id === stageId)) throw new AppError('DEAL_STAGE_NOT_FOUND');
  if ((await repo.stageCardCount(deps.db, stageId)) > 0) throw new AppError('DEAL_STAGE_NOT_EMPTY');
  if (stages.length === 1) throw new AppError('DEAL_STAGE_LAST');
  await deps.db.delete(repo.dealStages).where(and(eq(repo.dealStages.id, stageId), eq(repo.dealStages.pipelineId, id)));
  const rest = stages.filter((s) => s.id !== stageId);
  for (const [i, s] of rest.entries())
    if (s.position !== i) await deps.db.update(repo.dealStages).set({ position: i }).where(eq(repo.dealStages.id, s.id));
  return one(deps, user, id);
}
