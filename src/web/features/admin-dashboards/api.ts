import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ComplianceDashboard,
  PtaDashboard,
  shadowRunDetail,
  shadowRunList,
  shadowRunSummary,
} from '../../../contract/admin-dashboards.ts';
import { apiRequest } from '../../lib/api.ts';

export type { ComplianceDashboard, PtaDashboard };
export type ShadowRunList = z.infer<typeof shadowRunList>;
export type ShadowRun = z.infer<typeof shadowRunSummary>;
export type ShadowRunDetail = z.infer<typeof shadowRunDetail>;

export const useComplianceDashboard = () => useQuery<ComplianceDashboard>({ queryKey: ['/api/admin/compliance-dashboard'] });
export const usePtaDashboard = () => useQuery<PtaDashboard>({ queryKey: ['/api/admin/pta-dashboard'] });
export const useShadowRuns = () => useQuery<ShadowRunList>({ queryKey: ['/api/admin/shadow-runs'] });
export const useShadowRun = (id: string | null) =>
  useQuery<ShadowRunDetail>({ queryKey: [`/api/admin/shadow-runs/${id ?? ''}`], enabled: id !== null });

/** POST /api/admin/shadow-runs: runs a candidate over the stored evaluations (nothing shown to users). */
export function useStartShadowRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (candidate: string) => apiRequest<ShadowRun>('POST', '/api/admin/shadow-runs', { candidate }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/admin/shadow-runs'] }),
  });
}

/** POST /api/admin/shadow-runs/:id/decision: promote or reject, with a reason (audited). */
export function useDecideShadowRun(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: 'promote' | 'reject'; reason: string }) =>
      apiRequest<ShadowRun>('POST', `/api/admin/shadow-runs/${id}/decision`, body),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['/api/admin/shadow-runs'] });
      await qc.invalidateQueries({ queryKey: [`/api/admin/shadow-runs/${id}`] });
    },
  });
}
