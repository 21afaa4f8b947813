import type { Project } from '../../../contract/projects.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api.ts';
import { CACHE_TIERS, QUERY_RETRIES } from '../../lib/query-client.ts';

export type ProjectSummary = Pick<Project, 'id' | 'title' | 'status'>;

export const paletteKeys = {
  projects: ['/api/projects'] as const,
};

/**
 * GET /api/projects, only while the palette is open (seed section 7). Until the projects API
 * exists the call answers 404: the group is then simply empty.
 */
export function useRecentProjects(enabled: boolean) {
  return useQuery<ProjectSummary[]>({
    queryKey: paletteKeys.projects,
    enabled,
    ...CACHE_TIERS.dynamic,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < QUERY_RETRIES,
  });
}
