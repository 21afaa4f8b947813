import { useQuery } from '@tanstack/react-query';
import type { ConsultantProfile, Engagement, EngagementDetail, Professionisti } from '../../../contract/consultants.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The consultants API (src/contract/consultants.ts, issue 25) as query hooks. */
export type Suggestion = {
  consultantId: string;
  covers: { kind: 'subfactor' | 'compliance_item'; id: string }[];
  profile: ConsultantProfile;
};
export type { ConsultantProfile, Engagement, EngagementDetail, Professionisti };

const useApi = <T>(key: string, enabled = true) =>
  useQuery<T>({ queryKey: [key], queryFn: () => apiRequest('GET', key), enabled, ...CACHE_TIERS.dynamic });

export const useDirectory = (params: string) => useApi<ConsultantProfile[]>(`/api/consultants${params ? `?${params}` : ''}`);
export const useSuggestions = (projectId: string) =>
  useApi<Suggestion[]>(`/api/projects/${projectId}/consultant-suggestions`, projectId !== '');
export const useEngagements = () => useApi<Engagement[]>('/api/engagements');
export const useEngagement = (id: string) => useApi<EngagementDetail>(`/api/engagements/${id}`);
export const useMyProfile = (enabled: boolean) => useApi<ConsultantProfile | null>('/api/consultant-profile', enabled);
export const useProfessionisti = () => useApi<Professionisti>('/api/admin/professionisti');
