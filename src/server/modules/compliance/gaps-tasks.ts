import type { z } from 'zod';
import type { createTaskBody, gapRow, remediationTask, updateTaskBody } from '../../../contract/compliance.ts';
import { itemEvidence, type ComplianceFrameworkId } from '../../../domain/compliance/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { peopleWhoSee, type ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import { type ComplianceDeps, type Lang, catalogue } from './catalogue.ts';
import { stateOf } from './project-state.ts';

/** The gap list and the remediation tasks that close gaps. */

/** Gap rows of the applicable frameworks (reference 1.2: result < 1, weight desc then id). */
export async function projectGaps(
  deps: ComplianceDeps,
  p: ResolvedProject,
  framework: ComplianceFrameworkId | undefined,
  lang: Lang,
): Promise<z.infer<typeof gapRow>[]> {
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
        const evidence = itemEvidence(i, i.version, lang);
        return {
          itemId: g.itemId,
          framework: a.framework,
          title: i.title[lang],
          weight: g.weight,
          result: g.result,
          answer: ans?.answer ?? null,
          reference: i.reference,
          evidenceExpected: evidence,
          evidenceMissing: (s.evidenceCount.get(g.itemId) ?? 0) > 0 ? null : evidence,
          owner: task?.owner ?? ans?.owner ?? null,
          dueDate: task?.dueDate ?? ans?.dueDate ?? ans?.deadline ?? null,
          taskId: task?.id ?? null,
        };
      }),
    );
}

type Person = { id: string; name: string };
const taskView = (t: repo.TaskRow, fw: ComplianceFrameworkId, names: ReadonlyMap<string, string>): z.infer<typeof remediationTask> => ({
  id: t.id,
  itemId: t.itemId,
  framework: fw,
  owner: t.owner,
  assignee: t.assigneeId ? { id: t.assigneeId, name: names.get(t.assigneeId) ?? '' } : null,
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

/** The people a task of this project may be assigned to: its members and live grantees (ADR 0030). */
export async function taskAssignees(deps: ComplianceDeps, p: ResolvedProject): Promise<Person[]> {
  return peopleWhoSee(deps.db, p.row.id, deps.now());
}

/**
 * The assignees' display names. An assignee who lost access keeps the assignment (the project's
 * side sees it, to reassign); their own dashboard no longer lists it.
 */
async function namesOf(deps: ComplianceDeps, rows: readonly repo.TaskRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.assigneeId).filter((x): x is string => Boolean(x)))];
  return ids.length ? repo.userNames(deps.db, ids) : new Map();
}

/** Undefined (not given) stays; null clears; an id must be someone who sees the project, else 422 TASK_ASSIGNEE_CANNOT_SEE. */
async function checkedAssignee(
  deps: ComplianceDeps,
  p: ResolvedProject,
  id: string | null | undefined,
): Promise<string | null | undefined> {
  if (id === undefined || id === null) return id;
  if (!(await taskAssignees(deps, p)).some((x) => x.id === id)) throw new AppError('TASK_ASSIGNEE_CANNOT_SEE');
  return id;
}

export async function listTasks(deps: ComplianceDeps, p: ResolvedProject) {
  const items = new Map((await catalogue(deps.db)).map((i) => [i.id, i.framework]));
  const rows = await repo.tasksOf(deps.db, p.row.id);
  const names = await namesOf(deps, rows);
  return rows.map((t) => taskView(t, items.get(t.itemId) ?? 'gri', names));
}

export async function createTask(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, body: z.infer<typeof createTaskBody>) {
  const fw = await frameworkOfItem(deps.db, body.itemId);
  const assigneeId = (await checkedAssignee(deps, p, body.assigneeId)) ?? null;
  const at = deps.now();
  const row = await repo.insertTask(deps.db, {
    projectId: p.row.id,
    itemId: body.itemId,
    owner: body.owner,
    assigneeId,
    dueDate: body.dueDate,
    notes: body.notes ?? null,
    createdBy: user.id,
    createdAt: at,
    updatedAt: at,
  });
  return taskView(row, fw, await namesOf(deps, [row]));
}

export async function updateTask(deps: ComplianceDeps, p: ResolvedProject, taskId: string, body: z.infer<typeof updateTaskBody>) {
  const assigneeId = await checkedAssignee(deps, p, body.assigneeId);
  const { assigneeId: _given, ...rest } = body;
  const row = await repo.updateTask(deps.db, p.row.id, taskId, {
    ...rest,
    ...(assigneeId === undefined ? {} : { assigneeId }),
    updatedAt: deps.now(),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return taskView(row, await frameworkOfItem(deps.db, row.itemId), await namesOf(deps, [row]));
}
