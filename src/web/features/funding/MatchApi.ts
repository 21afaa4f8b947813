import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallDetail,
  CreateSavedSearchBody,
  ExplainedMatch,
  ProjectMatch,
  SavedCall,
  SavedSearch,
  UpdateSavedSearchBody,
} from '../../../contract/funding.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * Matching, the call in full, saved searches and saved calls (src/contract/funding.ts) as query
 * hooks. Keys start with the path they GET, so the default query function fetches them.
 */
export const matchKeys = {
  projectMatches: (projectId: string) => ['/api/projects', projectId, 'funding-matches?limit=100'] as const,
  callMatches: (callId: string) => ['/api/funding/calls', callId, 'matches'] as const,
  call: (callId: string) => ['/api/funding/calls', callId] as const,
  savedSearches: ['/api/funding/saved-searches'] as const,
  savedCalls: ['/api/funding/saved-calls'] as const,
};

/** A project's calls: eligible first, then unknown, then not eligible (with the reasons). */
export function useFundingMatches(projectId: string | undefined) {
  return useQuery<ExplainedMatch[]>({
    queryKey: matchKeys.projectMatches(projectId ?? ''),
    enabled: Boolean(projectId),
    ...CACHE_TIERS.dynamic,
  });
}

export function useCallMatches(callId: string) {
  return useQuery<ProjectMatch[]>({ queryKey: matchKeys.callMatches(callId), ...CACHE_TIERS.dynamic });
}

export function useCall(callId: string) {
  return useQuery<CallDetail>({ queryKey: matchKeys.call(callId), ...CACHE_TIERS.dynamic });
}

export function useSavedSearches() {
  return useQuery<SavedSearch[]>({ queryKey: matchKeys.savedSearches, ...CACHE_TIERS.dynamic });
}

export function useSavedCalls() {
  return useQuery<SavedCall[]>({ queryKey: matchKeys.savedCalls, ...CACHE_TIERS.dynamic });
}

function useInvalidate(key: readonly unknown[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

export function useCreateSavedSearch() {
  const refresh = useInvalidate(matchKeys.savedSearches);
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) => apiRequest<SavedSearch>('POST', '/api/funding/saved-searches', body),
    onSuccess: refresh,
  });
}

export function useUpdateSavedSearch() {
  const refresh = useInvalidate(matchKeys.savedSearches);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSavedSearchBody }) =>
      apiRequest<SavedSearch>('PATCH', `/api/funding/saved-searches/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteSavedSearch() {
  const refresh = useInvalidate(matchKeys.savedSearches);
  return useMutation({ mutationFn: (id: string) => apiRequest<null>('DELETE', `/api/funding/saved-searches/${id}`), onSuccess: refresh });
}

export function useSaveCall() {
  const refresh = useInvalidate(matchKeys.savedCalls);
  return useMutation({
    mutationFn: (callId: string) => apiRequest<SavedCall>('POST', '/api/funding/saved-calls', { callId }),
    onSuccess: refresh,
  });
}

export function useMuteCall() {
  const refresh = useInvalidate(matchKeys.savedCalls);
  return useMutation({
    mutationFn: ({ callId, muted }: { callId: string; muted: boolean }) =>
      apiRequest<SavedCall>('PATCH', `/api/funding/saved-calls/${callId}`, { muted }),
    onSuccess: refresh,
  });
}

export function useUnsaveCall() {
  const refresh = useInvalidate(matchKeys.savedCalls);
  return useMutation({
    mutationFn: (callId: string) => apiRequest<null>('DELETE', `/api/funding/saved-calls/${callId}`),
    onSuccess: refresh,
  });
}
