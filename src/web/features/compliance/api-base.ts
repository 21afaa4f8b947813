import { useQueryClient } from '@tanstack/react-query';
import type { FrameworkId } from '../../../contract/compliance.ts';

// The compliance hub's paths, query keys and refresh, shared by api.ts and api-tasks.ts.
export const base = (projectId: string) => `/api/projects/${projectId}/compliance`;
export const gapsExportUrl = (projectId: string, format: 'csv' | 'xlsx', framework: FrameworkId) =>
  `${base(projectId)}/gaps.${format}?framework=${encodeURIComponent(framework)}`;

export const complianceKeys = {
  all: ['compliance'] as const,
  project: (projectId: string) => ['compliance', 'project', projectId] as const,
};
export const k = (projectId: string, ...rest: unknown[]) => [...complianceKeys.project(projectId), ...rest];

/**
 * Every answer changes scores, gaps, items, the hub and the PA view: refresh them all, and everything under
 * ['/api/projects', id]: the project, its evaluations and its evaluation-inputs (whose `complianceHub` the
 * cr-v2 preview reads).
 */
export function useRefresh(projectId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: complianceKeys.all }),
      client.invalidateQueries({ queryKey: ['/api/projects', projectId] }),
    ]);
}
