import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicShowcase, PublishShowcaseBody, ShowcaseState } from '../../../contract/reports.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

export const showcaseKeys = {
  state: (projectId: string) => ['/api/projects', projectId, 'showcase'] as const,
  list: () => ['/api/showcase'] as const,
  page: (slug: string) => ['/api/showcase', slug] as const,
};

export const useShowcaseState = (projectId: string) =>
  useQuery<ShowcaseState>({ queryKey: showcaseKeys.state(projectId), ...CACHE_TIERS.dynamic });
export const usePublicShowcases = () => useQuery<PublicShowcase[]>({ queryKey: showcaseKeys.list(), ...CACHE_TIERS.dynamic });
export const usePublicShowcase = (slug: string) =>
  useQuery<PublicShowcase>({ queryKey: showcaseKeys.page(slug), ...CACHE_TIERS.dynamic, retry: false });

export function usePublishShowcase(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishShowcaseBody) => apiRequest<ShowcaseState>('PUT', `/api/projects/${projectId}/showcase`, body),
    onSuccess: (state) => {
      client.setQueryData(showcaseKeys.state(projectId), state);
      return client.invalidateQueries({ queryKey: showcaseKeys.list() });
    },
  });
}

export function useUnpublishShowcase(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', `/api/projects/${projectId}/showcase`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: showcaseKeys.state(projectId) }),
        client.invalidateQueries({ queryKey: showcaseKeys.list() }),
      ]),
  });
}
