import type { z } from 'zod';
import type { createTaskBody, gapRow, remediationTask, updateTaskBody } from '../../../contract/compliance.ts';
import { type ComplianceFrameworkId } from '../../../domain/compliance/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import { type ComplianceDeps, type Lang, catalogue } from './catalogue.ts';
import { stateOf } from './project-state.ts';

/** The gap list and the remediation tasks that close gaps. */

/** Gap rows of the applicable frameworks (reference 1.2: result < 1, weight desc then id). */
export async function projectGaps(deps: ComplianceDeps, p: ResolvedProject, framework: ComplianceFrameworkId | undefined, lang: Lang): Promise<z.infer<typeof gapRow>[]> {
  const s = await stateOf(deps.db, p.row.id);
  const tasks = await repo.tasksOf(deps.db, p.row.id);
  const byId = new Map(s.items.map((i) => [i.id, i]));
  return s.assessments
    .filter((a) => a.applicability.applicable && (!framework || a.framework === framework))
    .flatMap((a) =>
      a.gaps.map((g) => {
        const i = byId.get(g.itemId)!;
        const ans = s.answers.get(g.itemId);
        const task = tasks.find((t) => t.itemId === g.itemId && t.status === 'open');
        return {
          itemId: g.itemId,
          framework: a.framework,
          title: i.title[lang],
          weight: g.weight,
          result: g.result,
          answer: ans?.answer ?? null,
          reference: i.reference,
          evidenceExpected: i.evidence,
          evidenceMissing: (s.evidenceCount.get(g.itemId) ?? 0) > 0 ? null : i.evidence,
          owner: task?.owner ?? ans?.owner ?? null,
          dueDate: task?.dueDate ?? ans?.dueDate ?? ans?.deadline ?? null,
          taskId: task?.id ?? null,
        };
      }),
    );
}

const taskView = (t: repo.TaskRow, fw: ComplianceFrameworkId): z.infer<typeof remediationTask> => ({
  id: t.id,
  itemId: t.itemId,
  framework: fw,
  owner: t.owner,
  dueDate: t.dueDate,
  notes: t.notes,
  status: t.status,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

async function frameworkOfItem(db: Db, itemId: string): Promise<ComplianceFrameworkId> {
  const i = (await catalogue(db)).find((x) => x.id === itemId);
  if (!i) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'itemId', message: 'unknown item', code: 'invalid_value' }] });
  return i.framework;
}

export async function listTasks(deps: ComplianceDeps, p: ResolvedProject) {
  const items = new Map((await catalogue(deps.db)).map((i) => [i.id, i.framework]));
  return (await repo.tasksOf(deps.db, p.row.id)).map((t) => taskView(t, items.get(t.itemId) ?? 'gri'));
}

export async function createTask(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, body: z.infer<typeof createTaskBody>) {
  const fw = await frameworkOfItem(deps.db, body.itemId);
  const at = deps.now();
  const row = await repo.insertTask(deps.db, { projectId: p.row.id, itemId: body.itemId, owner: body.owner, dueDate: body.dueDate, notes: body.notes ?? null, createdBy: user.id, createdAt: at, updatedAt: at });
  return taskView(row, fw);
}

export async function updateTask(deps: ComplianceDeps, p: ResolvedProject, taskId: string, body: z.infer<typeof updateTaskBody>) {
  const row = await repo.updateTask(deps.db, p.row.id, taskId, { ...body, updatedAt: deps.now() });
  if (!row) throw new AppError('NOT_FOUND');
  return taskView(row, await frameworkOfItem(deps.db, row.itemId));
}
