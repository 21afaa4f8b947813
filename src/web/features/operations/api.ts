import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Detector, DetectorStatus, HealRun, ProviderHealth } from '../../../contract/operations.ts';
import { apiRequest } from '../../lib/api.ts';

export type { Detector, DetectorStatus, HealRun, ProviderHealth };

export const useProviderHealth = () => useQuery<ProviderHealth[]>({ queryKey: ['/api/admin/health'] });
export const useHealthHistory = () => useQuery<ProviderHealth[]>({ queryKey: ['/api/admin/health/history?hours=24'] });
export const useDetectors = () => useQuery<DetectorStatus[]>({ queryKey: ['/api/admin/auto-heal'] });

function useRefresh(prefix: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(prefix) });
}

/** POST /api/admin/health/check: every probe now; the current state and the history are read again. */
export function useCheckNow() {
  const refresh = useRefresh('/api/admin/health');
  return useMutation({
    mutationFn: () => apiRequest<ProviderHealth[]>('POST', '/api/admin/health/check'),
    onSuccess: refresh,
  });
}

/** POST /api/admin/auto-heal/:detector { dryRun }. */
export function useRunDetector() {
  const refresh = useRefresh('/api/admin/auto-heal');
  return useMutation({
    mutationFn: (v: { detector: Detector; dryRun: boolean }) =>
      apiRequest<HealRun>('POST', `/api/admin/auto-heal/${v.detector}`, { dryRun: v.dryRun }),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/auto-heal/:detector/auto { auto }. */
export function useSetAuto() {
  const refresh = useRefresh('/api/admin/auto-heal');
  return useMutation({
    mutationFn: (v: { detector: Detector; auto: boolean }) =>
      apiRequest<{ detector: Detector; auto: boolean }>('PUT', `/api/admin/auto-heal/${v.detector}/auto`, { auto: v.auto }),
    onSuccess: refresh,
  });
}
