import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallDetail,
  CallSearchResult,
  CreateFundingRequestBody,
  FundingMatch,
  FundingRequest,
  FundingRequestDetail,
  InvestorCandidate,
  RequestMessage,
  RequestMessageBody,
  RequestState,
  TransitionBody,
  UpdateFundingRequestBody,
} from '../../../contract/funding.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * The funding requests API (src/contract/funding.ts) as query hooks, and the few reads of other
 * areas the wizard needs. Routes built on other branches (the catalogue, matching, documents) may
 * be missing here: those reads answer `null` on 404 and the screen says the part is not available.
 */
const BASE = '/api/funding-requests';
export const requestKeys = {
  all: [BASE] as const,
  list: (state: RequestState | '' , projectId?: string) => [BASE, 'list', state, projectId ?? ''] as const,
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
  return useQuery<FundingRequest[]>({ queryKey: requestKeys.list(state, projectId), queryFn: () => apiRequest('GET', `${BASE}${qs({ state, projectId })}`), ...CACHE_TIERS.realtime });
}
export function useFundingRequest(id: string | null) {
  return useQuery<FundingRequestDetail>({ queryKey: requestKeys.one(id ?? ''), queryFn: () => apiRequest('GET', `${BASE}/${id}`), enabled: Boolean(id), ...CACHE_TIERS.realtime });
}
export function useMessages(id: string) {
  return useQuery<RequestMessage[]>({ queryKey: requestKeys.messages(id), queryFn: () => apiRequest('GET', `${BASE}/${id}/messages`), ...CACHE_TIERS.realtime });
}

function useRefresh() {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([client.invalidateQueries({ queryKey: requestKeys.all }), id ? client.invalidateQueries({ queryKey: requestKeys.one(id) }) : null, client.invalidateQueries({ queryKey: ['/api/stats'] })]);
}
export function useCreateRequest() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateFundingRequestBody) => apiRequest<FundingRequestDetail>('POST', BASE, body), onSuccess: () => refresh() });
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
  return useMutation({ mutationFn: (body: TransitionBody) => apiRequest<FundingRequestDetail>('POST', `${BASE}/${id}/transitions`, body), onSuccess: () => refresh(id) });
}
export function usePostMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestMessageBody) => apiRequest<RequestMessage>('POST', `${BASE}/${id}/messages`, body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: requestKeys.messages(id) }), client.invalidateQueries({ queryKey: requestKeys.all })]),
  });
}

export function useInvestors(projectId: string, email: string) {
  return useQuery<InvestorCandidate[]>({ queryKey: [BASE, 'investors', projectId, email], queryFn: () => apiRequest('GET', `${BASE}/investors${qs({ projectId, email: email || undefined })}`), ...CACHE_TIERS.dynamic });
}

/** The catalogue's search (fund-catalogue's route); null when the catalogue is not on this build. */
export function useCallSearch(q: string) {
  return useQuery<CallSearchResult | null>({ queryKey: ['/api/funding/calls', 'search', q], queryFn: () => getOrNull(`/api/funding/calls${qs({ q: q || undefined, limit: '10' })}`), ...CACHE_TIERS.dynamic });
}
export function useCall(id: string | null) {
  return useQuery<CallDetail | null>({ queryKey: ['/api/funding/calls', id], queryFn: () => getOrNull(`/api/funding/calls/${id}`), enabled: Boolean(id), ...CACHE_TIERS.dynamic });
}
/** Matching (fund-match's route); null when it is not on this build. */
export function useMatches(projectId: string) {
  return useQuery<FundingMatch[] | null>({ queryKey: ['/api/projects', projectId, 'funding-matches'], queryFn: () => getOrNull(`/api/projects/${projectId}/funding-matches`), ...CACHE_TIERS.dynamic });
}
/** The project's documents (the documents branch's route); null when it is not on this build. */
export function useProjectDocuments(projectId: string | null) {
  return useQuery<Array<{ id: string; filename: string }> | null>({
    queryKey: ['/api/projects', projectId, 'documents'],
    queryFn: async () => {
      const res = await getOrNull<unknown>(`/api/projects/${projectId}/documents`);
      const list = Array.isArray(res) ? res : res && typeof res === 'object' && Array.isArray((res as { items?: unknown }).items) ? (res as { items: unknown[] }).items : res === null ? null : [];
      return list === null ? null : (list as Array<{ id: string; filename?: string; name?: string }>).map((d) => ({ id: d.id, filename: d.filename ?? d.name ?? d.id }));
    },
    enabled: Boolean(projectId),
    ...CACHE_TIERS.dynamic,
  });
}
