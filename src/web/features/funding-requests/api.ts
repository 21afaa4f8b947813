import type { ReportSummary } from '../../../contract/reports.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallDetail,
  CallSearchResult,
  CreateFundingRequestBody,
  FundingRequest,
  FundingRequestDetail,
  InvestorCandidate,
  ProjectMatch,
  RequestMessage,
  RequestMessageBody,
  RequestState,
  TransitionBody,
  UpdateFundingRequestBody,
} from '../../../contract/funding.ts';
import type { ProjectCompliance } from '../../../contract/compliance.ts';
import type { DocumentSummary } from '../../../contract/documents.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * The funding requests API (src/contract/funding.ts) as query hooks, and the few reads of other
 * areas the wizard needs (the catalogue, matching, documents, compliance); their failures reach the
 * screen as translated errors.
 */
const BASE = '/api/funding-requests';
export const requestKeys = {
  all: [BASE] as const,
  list: (state: RequestState | '', projectId?: string) => [BASE, 'list', state, projectId ?? ''] as const,
  one: (id: string) => [BASE, id] as const,
  messages: (id: string) => [BASE, id, 'messages'] as const,
};

const qs = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return s ? `?${s}` : '';
};

/** GET that answers null when the route or resource does not exist (404). */
async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404) return null;
    throw e;
  }
}

export function useFundingRequests(state: RequestState | '' = '', projectId?: string) {
  return useQuery<FundingRequest[]>({
    queryKey: requestKeys.list(state, projectId),
    queryFn: () => apiRequest('GET', `${BASE}${qs({ state, projectId })}`),
    ...CACHE_TIERS.realtime,
  });
}
export function useFundingRequest(id: string | null) {
  return useQuery<FundingRequestDetail>({
    queryKey: requestKeys.one(id ?? ''),
    queryFn: () => apiRequest('GET', `${BASE}/${id}`),
    enabled: Boolean(id),
    ...CACHE_TIERS.realtime,
  });
}
export function useMessages(id: string) {
  return useQuery<RequestMessage[]>({
    queryKey: requestKeys.messages(id),
    queryFn: () => apiRequest('GET', `${BASE}/${id}/messages`),
    ...CACHE_TIERS.realtime,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: requestKeys.all }),
      id ? client.invalidateQueries({ queryKey: requestKeys.one(id) }) : null,
      client.invalidateQueries({ queryKey: ['/api/stats'] }),
    ]);
}
export function useCreateRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateFundingRequestBody) => apiRequest<FundingRequestDetail>('POST', BASE, body),
    onSuccess: () => refresh(),
  });
}
export function useUpdateRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFundingRequestBody) => apiRequest<FundingRequestDetail>('PATCH', `${BASE}/${id}`, body),
    onSuccess: (saved) => client.setQueryData(requestKeys.one(id), saved),
  });
}
export function useTransition(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TransitionBody) => apiRequest<FundingRequestDetail>('POST', `${BASE}/${id}/transitions`, body),
    onSuccess: () => refresh(id),
  });
}
export function usePostMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestMessageBody) => apiRequest<RequestMessage>('POST', `${BASE}/${id}/messages`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestKeys.messages(id) }),
        client.invalidateQueries({ queryKey: requestKeys.all }),
      ]),
  });
}

export function useInvestors(projectId: string, email: string) {
  return useQuery<InvestorCandidate[]>({
    queryKey: [BASE, 'investors', projectId, email],
    queryFn: () => apiRequest('GET', `${BASE}/investors${qs({ projectId, email: email || undefined })}`),
    ...CACHE_TIERS.dynamic,
  });
}

/** The catalogue's search (GET /api/funding/calls), ten at a time for the wizard's picker. */
export function useCallSearch(q: string) {
  return useQuery<CallSearchResult>({
    queryKey: ['/api/funding/calls', 'search', q],
    queryFn: () => apiRequest('GET', `/api/funding/calls${qs({ q: q || undefined, limit: '10' })}`),
    ...CACHE_TIERS.dynamic,
  });
}
/** One call in full; null when it is not in the catalogue (a stale `?call=`). */
export function useCall(id: string | null) {
  return useQuery<CallDetail | null>({
    queryKey: ['/api/funding/calls', id],
    queryFn: () => getOrNull(`/api/funding/calls/${id}`),
    enabled: Boolean(id),
    ...CACHE_TIERS.dynamic,
  });
}
/**
 * The project against one call: GET /api/funding/calls/:id/matches lists the caller's projects
 * matched to that call (criteria and fit), so the call is always assessed, whatever its rank among
 * the project's own matches.
 */
export function useCallMatch(callId: string | null, projectId: string) {
  return useQuery<ProjectMatch[], Error, ProjectMatch | null>({
    queryKey: ['/api/funding/calls', callId, 'matches'],
    queryFn: () => apiRequest('GET', `/api/funding/calls/${callId}/matches`),
    select: (list) => list.find((m) => m.projectId === projectId) ?? null,
    enabled: Boolean(callId),
    ...CACHE_TIERS.dynamic,
  });
}
/** The project's documents (GET /api/projects/:id/documents). */
/** The project's sealed reports (GET /api/projects/:id/reports), the unrevoked ones attachable to a request. */
export function useProjectReports(projectId: string) {
  return useQuery<ReportSummary[]>({
    queryKey: ['/api/projects', projectId, 'reports'],
    queryFn: () => apiRequest('GET', `/api/projects/${projectId}/reports`),
    ...CACHE_TIERS.dynamic,
  });
}

export function useProjectDocuments(projectId: string | null) {
  return useQuery<DocumentSummary[]>({
    queryKey: ['/api/projects', projectId, 'documents'],
    queryFn: () => apiRequest('GET', `/api/projects/${projectId}/documents`),
    enabled: Boolean(projectId),
    ...CACHE_TIERS.dynamic,
  });
}
/** The project's compliance by framework (GET /api/projects/:id/compliance). */
export function useProjectCompliance(projectId: string) {
  return useQuery<ProjectCompliance>({
    queryKey: ['/api/projects', projectId, 'compliance'],
    queryFn: () => apiRequest('GET', `/api/projects/${projectId}/compliance`),
    ...CACHE_TIERS.dynamic,
  });
}

/** Records a call request's submission on the funder's portal (issue 27). */
export function usePortalSubmission(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { submittedOn: string; protocol: string }) =>
      apiRequest<FundingRequestDetail>('POST', `${BASE}/${id}/portal-submission`, body),
    onSuccess: () => refresh(id),
  });
}
