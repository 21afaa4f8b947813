import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportState, PrivacyOverview, PrivacyRequestRow } from '../../../contract/privacy.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

export const privacyKeys = {
  overview: ['/api/account/privacy'] as const,
  adminRequests: ['/api/admin/privacy/requests'] as const,
};

/** While an export is being produced the overview is polled, so "ready" appears without a reload. */
const EXPORT_POLL_MS = 2_000;
const inProgress = (e: ExportState | null | undefined) => e?.status === 'pending' || e?.status === 'running';

export function usePrivacyOverview() {
  return useQuery<PrivacyOverview>({
    queryKey: privacyKeys.overview,
    ...CACHE_TIERS.realtime,
    refetchInterval: (q) => (inProgress(q.state.data?.export) ? EXPORT_POLL_MS : false),
  });
}

/** `GET /api/account/export` starts an export (or returns the current one); the overview then follows it. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ExportState>('GET', '/api/account/export'),
    onSuccess: (state) => {
      queryClient.setQueryData<PrivacyOverview>(privacyKeys.overview, (old) => (old ? { ...old, export: state } : old));
      void queryClient.invalidateQueries({ queryKey: privacyKeys.overview });
    },
  });
}

export function useEraseAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<{ erased: true; erasedAt: string }>('DELETE', '/api/account', { password }),
  });
}

export function useAdminPrivacyRequests() {
  return useQuery<PrivacyRequestRow[]>({ queryKey: privacyKeys.adminRequests, ...CACHE_TIERS.realtime });
}
