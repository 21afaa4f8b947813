import { useMutation, useQuery } from '@tanstack/react-query';
import type { FrameworkId, ItemAnswer } from '../../../contract/compliance.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { answerOf, arr, num, str } from './adapters.ts';
import { base, k, useRefresh } from './api-base.ts';

// Gaps and remediation tasks of the compliance hub (re-exported by api.ts, the feature's fetch layer).

/** A remediation task (GET/POST …/compliance/tasks, PATCH …/tasks/:taskId). */
export interface RemediationTask {
  id: string;
  itemId: string;
  framework: FrameworkId;
  owner: string;
  /** The person it is assigned to (someone who sees the project), or null. */
  assignee: { id: string; name: string } | null;
  dueDate: string;
  notes: string | null;
  status: 'open' | 'done';
  createdAt: string;
  updatedAt: string;
}
/** GET …/compliance/gaps?framework=: the server's gap rows, in its order (weight descending, then id; section 1.2). */
export interface GapRow {
  itemId: string;
  framework: FrameworkId;
  title: string;
  weight: number;
  answer: ItemAnswer | null;
  reference: string;
  evidenceExpected: string;
  evidenceMissing: string | null;
  taskId: string | null;
}
export function useGaps(projectId: string, framework: FrameworkId) {
  return useQuery<GapRow[]>({
    queryKey: k(projectId, 'gaps', framework),
    queryFn: async () =>
      arr(await apiRequest('GET', `${base(projectId)}/gaps?framework=${encodeURIComponent(framework)}`)).map((g) => ({
        itemId: String(g.itemId ?? ''),
        framework: g.framework as FrameworkId,
        title: String(g.title ?? ''),
        weight: num(g.weight) ?? 1,
        answer: answerOf(g.answer),
        reference: String(g.reference ?? ''),
        evidenceExpected: String(g.evidenceExpected ?? ''),
        evidenceMissing: str(g.evidenceMissing),
        taskId: str(g.taskId),
      })),
    ...CACHE_TIERS.dynamic,
  });
}
export function useTasks(projectId: string) {
  return useQuery<RemediationTask[]>({
    queryKey: k(projectId, 'tasks'),
    queryFn: () => apiRequest('GET', `${base(projectId)}/tasks`),
    ...CACHE_TIERS.dynamic,
  });
}
export function useSaveTask(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (v: {
      taskId?: string;
      itemId: string;
      owner: string;
      dueDate: string;
      assigneeId?: string | null;
      status?: 'open' | 'done';
    }) =>
      v.taskId
        ? apiRequest<RemediationTask>('PATCH', `${base(projectId)}/tasks/${v.taskId}`, {
            owner: v.owner,
            dueDate: v.dueDate,
            ...(v.assigneeId !== undefined ? { assigneeId: v.assigneeId } : {}),
            ...(v.status ? { status: v.status } : {}),
          })
        : apiRequest<RemediationTask>('POST', `${base(projectId)}/tasks`, {
            itemId: v.itemId,
            owner: v.owner,
            dueDate: v.dueDate,
            ...(v.assigneeId ? { assigneeId: v.assigneeId } : {}),
          }),
    onSuccess: refresh,
  });
}
/** GET …/compliance/assignees: who a task may be assigned to (the project's members and grantees); only for those who edit. */
export function useAssignees(projectId: string, enabled: boolean) {
  return useQuery<Array<{ id: string; name: string }>>({
    queryKey: k(projectId, 'assignees'),
    queryFn: () => apiRequest('GET', `${base(projectId)}/assignees`),
    enabled,
    ...CACHE_TIERS.dynamic,
  });
}
