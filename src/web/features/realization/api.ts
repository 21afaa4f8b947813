import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateObligationBody,
  UpdateObligationBody,
  KpiAnswerBody,
  KpiRequest,
  KpiRequestBody,
  Obligation,
  UpcomingReminder,
  UpdateKpiRequestBody,
  ProgressBody,
  PutRoadmapBody,
  RealizationRow,
  Roadmap,
  RoadmapPhase,
} from '../../../contract/realization.ts';
import type { Project } from '../../../contract/projects.ts';
import type { DocumentSummary } from '../../../contract/documents.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * The realization API (src/contract/realization.ts) as query hooks, plus the few reads of other areas the screens need
 * (projects to choose from, members to own items, documents as evidence). Paths beyond the issue's contract (the draft,
 * the KPI list, the calendar feed, the exports) are in ROUTES, in one place.
 */
export const ROUTES = {
  list: '/api/realization',
  listXlsx: '/api/realization.xlsx',
  roadmap: (id: string) => `/api/projects/${id}/roadmap`,
  draft: (id: string, requestId?: string | null) =>
    `/api/projects/${id}/roadmap/draft${requestId ? `?requestId=${encodeURIComponent(requestId)}` : ''}`,
  progress: (id: string, itemId: string) => `/api/projects/${id}/roadmap/items/${encodeURIComponent(itemId)}/progress`,
  roadmapXlsx: (id: string) => `/api/projects/${id}/roadmap.xlsx`,
  ledger: (id: string) => `/api/projects/${id}/roadmap/ledger`,
  roadmapMsProject: (id: string) => `/api/projects/${id}/roadmap.xml`,
  obligations: (id: string) => `/api/projects/${id}/obligations`,
  obligation: (id: string, obligationId: string) => `/api/projects/${id}/obligations/${obligationId}`,
  kpiRequests: (id: string) => `/api/projects/${id}/kpi-requests`,
  kpiAnswers: (requestId: string) => `/api/kpi-requests/${requestId}/answers`,
  calendar: '/api/calendar/feed',
  kpiRequest: (requestId: string) => `/api/kpi-requests/${requestId}`,
  reminders: '/api/realization/reminders',
  /** The reports module's route: a period's draft sealed as a `progress` report (ADR 0047). */
  reports: (id: string) => `/api/projects/${id}/reports`,
} as const;

export const keys = {
  list: [ROUTES.list] as const,
  roadmap: (id: string) => ['realization', 'roadmap', id] as const,
  draft: (id: string, requestId: string | null) => ['realization', 'draft', id, requestId ?? ''] as const,
  obligations: (id: string) => ['realization', 'obligations', id] as const,
  kpi: (id: string) => ['realization', 'kpi', id] as const,
  calendar: ['realization', 'calendar'] as const,
  reminders: [ROUTES.reminders] as const,
};

/** GET that answers null for a 404 (no roadmap yet, a route not there). */
async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404) return null;
    throw e;
  }
}

export function useRealizationList() {
  return useQuery<RealizationRow[]>({ queryKey: keys.list, queryFn: () => apiRequest('GET', ROUTES.list), ...CACHE_TIERS.realtime });
}

/** The roadmap, or null before the first save (404 ROADMAP_NOT_FOUND). */
export function useRoadmap(projectId: string) {
  return useQuery<Roadmap | null>({
    queryKey: keys.roadmap(projectId),
    queryFn: () => getOrNull(ROUTES.roadmap(projectId)),
    ...CACHE_TIERS.realtime,
  });
}

/** The server's proposal; `templateSource` names where the industry template's phases and durations come from. */
export type Draft = { phases: RoadmapPhase[]; templateId?: string; templateSource?: string };
export function useDraft(projectId: string | null, requestId: string | null) {
  return useQuery<Draft | null>({
    queryKey: keys.draft(projectId ?? '', requestId),
    queryFn: () => getOrNull(ROUTES.draft(projectId!, requestId)),
    enabled: Boolean(projectId),
    ...CACHE_TIERS.realtime,
  });
}

export function useObligations(projectId: string) {
  return useQuery<Obligation[]>({
    queryKey: keys.obligations(projectId),
    queryFn: () => apiRequest('GET', ROUTES.obligations(projectId)),
    ...CACHE_TIERS.realtime,
  });
}

export function useKpiRequests(projectId: string) {
  return useQuery<KpiRequest[] | null>({
    queryKey: keys.kpi(projectId),
    queryFn: () => getOrNull(ROUTES.kpiRequests(projectId)),
    ...CACHE_TIERS.realtime,
  });
}

export function useProjects() {
  return useQuery<Project[]>({ queryKey: ['/api/projects'], queryFn: () => apiRequest('GET', '/api/projects'), ...CACHE_TIERS.dynamic });
}
export function useProject(id: string) {
  return useQuery<Project>({
    queryKey: ['/api/projects', id],
    queryFn: () => apiRequest('GET', `/api/projects/${id}`),
    ...CACHE_TIERS.dynamic,
  });
}

/** People an item may be owned by: the project's members and grantees (the compliance tasks' list; null for readers, who may not ask). */
export function useMembers(projectId: string, enabled: boolean) {
  return useQuery<{ id: string; name: string }[] | null>({
    queryKey: ['realization', 'members', projectId],
    queryFn: () => getOrNull(`/api/projects/${projectId}/compliance/assignees`),
    enabled,
    ...CACHE_TIERS.dynamic,
  });
}

export function useProjectDocuments(projectId: string, enabled: boolean) {
  return useQuery<DocumentSummary[]>({
    queryKey: ['realization', 'documents', projectId],
    queryFn: () => apiRequest('GET', `/api/projects/${projectId}/documents`),
    enabled,
    ...CACHE_TIERS.dynamic,
  });
}

function useRefresh(projectId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.roadmap(projectId) }),
      client.invalidateQueries({ queryKey: keys.obligations(projectId) }),
      client.invalidateQueries({ queryKey: keys.list }),
    ]);
}

export function useSaveRoadmap(projectId: string) {
  const client = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: PutRoadmapBody) => apiRequest<Roadmap>('PUT', ROUTES.roadmap(projectId), body),
    onSuccess: async (saved) => {
      client.setQueryData(keys.roadmap(projectId), saved);
      await refresh();
    },
  });
}

export function useProgress(projectId: string) {
  const client = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: ProgressBody }) =>
      apiRequest<Roadmap>('POST', ROUTES.progress(projectId, itemId), body),
    onSuccess: async (saved) => {
      client.setQueryData(keys.roadmap(projectId), saved);
      await refresh();
    },
  });
}

export function useCreateKpiRequest(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KpiRequestBody) => apiRequest<KpiRequest>('POST', ROUTES.kpiRequests(projectId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.kpi(projectId) }),
  });
}

export function useAnswerKpi(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: KpiAnswerBody }) =>
      apiRequest<KpiRequest>('POST', ROUTES.kpiAnswers(requestId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.kpi(projectId) }),
  });
}

export function useCreateObligation(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: CreateObligationBody) => apiRequest<Obligation>('POST', ROUTES.obligations(projectId), body),
    onSuccess: () => refresh(),
  });
}

export function useUpdateObligation(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateObligationBody }) =>
      apiRequest<Obligation>('PATCH', ROUTES.obligation(projectId, id), body),
    onSuccess: () => refresh(),
  });
}

/** POST …/roadmap/ledger { format, contentBase64 }: a CSV/XLSX of actuals (item id, amount); the totals replace actualCents. */
export function useImportLedger(projectId: string) {
  const client = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      const format = file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
      return apiRequest<Roadmap>('POST', ROUTES.ledger(projectId), { format, contentBase64: btoa(binary) });
    },
    onSuccess: async (saved) => {
      client.setQueryData(keys.roadmap(projectId), saved);
      await refresh();
    },
  });
}

/** What falls due within 30 days (or is overdue) on the projects the caller may see, with the next reminder day. */
export function useReminders() {
  return useQuery<UpcomingReminder[]>({
    queryKey: keys.reminders,
    queryFn: () => apiRequest('GET', ROUTES.reminders),
    ...CACHE_TIERS.realtime,
  });
}

/** PATCH /api/kpi-requests/:id: the asking investor's bounds per KPI. */
export function useUpdateKpiRequest(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: UpdateKpiRequestBody }) =>
      apiRequest<KpiRequest>('PATCH', ROUTES.kpiRequest(requestId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.kpi(projectId) }),
  });
}

/** A reporting period's draft sealed through the reports module (POST /api/projects/:id/reports, kind progress). */
export function useSealPeriod(projectId: string) {
  const client = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ obligationId, language }: { obligationId: string; language: 'en' | 'it' }) =>
      apiRequest<{ id: string; verifyUrl: string }>('POST', ROUTES.reports(projectId), { kind: 'progress', obligationId, language }),
    onSuccess: async () => {
      await refresh();
      await client.invalidateQueries({ queryKey: ['/api/projects', projectId, 'reports'] });
    },
  });
}
