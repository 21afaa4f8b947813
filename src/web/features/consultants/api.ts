import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { remediationTask } from '../../../contract/compliance.ts';
import type { ConsultantProfile, Engagement, EngagementDetail, Professionisti } from '../../../contract/consultants.ts';
import type { DocumentListItem, DocumentSummary } from '../../../contract/documents.ts';
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

/** The engagement screen's pickers: the project's documents and compliance tasks, the caller's uploads. */
export type ProjectDocument = DocumentSummary;
export type UploadedDocument = DocumentListItem;
export type ProjectTask = z.infer<typeof remediationTask>;
export const useProjectDocuments = (projectId: string, enabled: boolean) =>
  useApi<ProjectDocument[]>(`/api/projects/${projectId}/documents`, enabled && projectId !== '');
export const useProjectTasks = (projectId: string, enabled: boolean) =>
  useApi<ProjectTask[]>(`/api/projects/${projectId}/compliance/tasks`, enabled && projectId !== '');
export const useVisibleDocuments = (enabled: boolean) => useApi<UploadedDocument[]>('/api/documents', enabled);
