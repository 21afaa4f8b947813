import { useQuery } from '@tanstack/react-query';
import type { AdviceCitation, AdviceSession, ContextView, DataQuality, DataQualityList, SessionSummary } from '../../../contract/advice.ts';
import type { Project } from '../../../contract/projects.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The advice API (src/contract/advice.ts, issue 25) as query hooks. */
export const ROUTES = {
  projectSessions: (id: string) => `/api/projects/${id}/ai-sessions`,
  sessions: '/api/ai-sessions',
  session: (id: string) => `/api/ai-sessions/${id}`,
  questions: (id: string) => `/api/ai-sessions/${id}/questions`,
  pdf: (id: string) => `/api/ai-sessions/${id}/pdf`,
  context: (id: string) => `/api/projects/${id}/context`,
  quality: (id: string) => `/api/projects/${id}/data-quality`,
  qualityAll: '/api/data-quality',
} as const;

export function useProjects() {
  return useQuery<Project[]>({ queryKey: ['/api/projects'], queryFn: () => apiRequest('GET', '/api/projects'), ...CACHE_TIERS.dynamic });
}
export const useSessions = () =>
  useQuery<SessionSummary[]>({ queryKey: [ROUTES.sessions], queryFn: () => apiRequest('GET', ROUTES.sessions), ...CACHE_TIERS.dynamic });
export const useSession = (id: string) =>
  useQuery<AdviceSession>({ queryKey: [ROUTES.session(id)], queryFn: () => apiRequest('GET', ROUTES.session(id)), ...CACHE_TIERS.dynamic });
export const useContext = (id: string | null) =>
  useQuery<ContextView>({
    queryKey: [id ? ROUTES.context(id) : 'none'],
    queryFn: () => apiRequest('GET', ROUTES.context(id!)),
    enabled: id !== null,
    ...CACHE_TIERS.dynamic,
  });
export const useQuality = () =>
  useQuery<DataQualityList>({ queryKey: [ROUTES.qualityAll], queryFn: () => apiRequest('GET', ROUTES.qualityAll), ...CACHE_TIERS.dynamic });
export type { DataQuality };

/** Where a citation's source opens in the app (the document viewer at its page, the evaluation, the compliance item…). */
export function citationHref(c: AdviceCitation, projectId: string): string {
  switch (c.kind) {
    case 'document': {
      const [doc, page] = c.ref.split(':');
      return `/documents/${doc}${page && page !== '0' ? `?page=${page}` : ''}`;
    }
    case 'evaluation':
      return `/projects/${projectId}`;
    case 'compliance':
      return `/compliance?project=${projectId}&item=${encodeURIComponent(c.ref)}`;
    case 'call':
      return `/announcement/${c.ref}`;
    case 'roadmap':
      return `/project/${projectId}/roadmap`;
    case 'question':
      return '/deal-flow';
    case 'figure':
      return `/documents?project=${projectId}`;
  }
}
