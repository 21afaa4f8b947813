import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealCard, DealCardDetail, DealPipeline, DealQuestion, DdLinkTarget } from '../../../contract/deal-flow.ts';
import type { DocumentSummary } from '../../../contract/documents.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The deal-flow API (src/contract/deal-flow.ts) as query hooks; keys are the GET paths. */
export const dealKeys = {
  pipelines: ['/api/deal-flow/pipelines'] as const,
  cards: ['/api/deal-flow/cards'] as const,
  card: (id: string) => ['/api/deal-flow/cards', id] as const,
  projectQuestions: (projectId: string) => ['/api/projects', projectId, 'questions'] as const,
};

export const usePipelines = () => useQuery<DealPipeline[]>({ queryKey: dealKeys.pipelines, ...CACHE_TIERS.dynamic });
export const useCards = () => useQuery<DealCard[]>({ queryKey: dealKeys.cards, ...CACHE_TIERS.dynamic });
export const useCard = (id: string) => useQuery<DealCardDetail>({ queryKey: dealKeys.card(id), ...CACHE_TIERS.dynamic });
export type ProjectQuestion = DealQuestion & { askedByName: string | null };
export const useProjectQuestions = (projectId: string, enabled: boolean) =>
  useQuery<ProjectQuestion[]>({ queryKey: dealKeys.projectQuestions(projectId), enabled, ...CACHE_TIERS.dynamic });

export function useMoveCard() {
  const client = useQueryClient();
  return useMutation({
    // Moves go to the server one after the other, in the order they were made: two quick moves sent at once could land in
    // either order, and the card would end in the first one's column (a browser test saw "New → Due diligence", then "Due
    // diligence → Screening", for a drag to Screening followed by "Move to… Due diligence").
    scope: { id: 'deal-flow-move' },
    mutationFn: ({ id, stageId }: { id: string; stageId: string }) =>
      apiRequest<DealCard>('POST', `/api/deal-flow/cards/${id}/move`, { stageId }),
    // The board shows the move at once; the server's answer (or a refetch after a refusal) settles it.
    onMutate: ({ id, stageId }) => {
      client.setQueryData<DealCard[]>(dealKeys.cards, (cards) => cards?.map((c) => (c.id === id ? { ...c, stageId } : c)));
    },
    onSuccess: (card) => client.setQueryData<DealCard[]>(dealKeys.cards, (cards) => cards?.map((c) => (c.id === card.id ? card : c))),
    onError: () => client.invalidateQueries({ queryKey: dealKeys.cards }),
    onSettled: (_d, _e, v) => client.invalidateQueries({ queryKey: dealKeys.card(v.id) }),
  });
}

/** A due-diligence write on a card; the card's detail (and the board's counts) are read again after. */
export function useCardAction<B>(id: string, method: 'POST' | 'PATCH' | 'PUT', path: (b: B) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (b: B) => apiRequest(method, `/api/deal-flow/cards/${id}${path(b)}`, stripKey(b)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dealKeys.card(id) });
      await client.invalidateQueries({ queryKey: dealKeys.cards });
    },
  });
}
/** Bodies may carry a routing key (`_item`) that names the sub-resource; it is not sent. */
function stripKey<B>(b: B): unknown {
  if (b && typeof b === 'object' && '_item' in b) {
    const { _item: _ignored, ...rest } = b as Record<string, unknown>;
    return rest;
  }
  return b;
}

export function useAnswerQuestion(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ qid, body, documentIds }: { qid: string; body: string; documentIds?: string[] }) =>
      apiRequest('POST', `/api/projects/${projectId}/questions/${qid}/answer`, { body, ...(documentIds?.length ? { documentIds } : {}) }),
    onSuccess: () => client.invalidateQueries({ queryKey: dealKeys.projectQuestions(projectId) }),
  });
}

/** Pipeline edits (create, rename, stages); the board's pipelines are read again after each. */
export function usePipelineAction<B>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: (b: B) => string,
  body: (b: B) => unknown = () => undefined,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (b: B) => apiRequest<DealPipeline>(method, `/api/deal-flow/pipelines${path(b)}`, body(b)),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: dealKeys.pipelines }), client.invalidateQueries({ queryKey: dealKeys.cards })]),
  });
}

/** The project's documents (the documents module's list, same key as the project page), to attach to an answer. */
export const useProjectDocuments = (projectId: string, enabled: boolean) =>
  useQuery<DocumentSummary[]>({
    queryKey: ['/api/projects', projectId, 'documents'],
    queryFn: () => apiRequest('GET', `/api/projects/${projectId}/documents`),
    enabled,
    ...CACHE_TIERS.dynamic,
  });

export const useLinkTargets = (id: string, enabled: boolean) =>
  useQuery<DdLinkTarget[]>({ queryKey: ['/api/deal-flow/cards', id, 'link-targets'], enabled, ...CACHE_TIERS.dynamic });

export type Follow = { slug: string; projectTitle: string; cardId: string | null; followedAt: string };
const followsKey = ['/api/deal-flow/follows'] as const;
export const useFollows = (enabled: boolean) => useQuery<Follow[]>({ queryKey: followsKey, enabled, ...CACHE_TIERS.dynamic });

export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, follow }: { slug: string; follow: boolean }) =>
      follow
        ? apiRequest<DealCard>('POST', '/api/deal-flow/follows', { slug })
        : apiRequest<null>('DELETE', `/api/deal-flow/follows/${encodeURIComponent(slug)}`),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: followsKey }), client.invalidateQueries({ queryKey: dealKeys.cards })]),
  });
}

export function useRequestAccess(id: string) {
  return useMutation({
    mutationFn: () => apiRequest<{ requestedAt: string; notified: number }>('POST', `/api/deal-flow/cards/${id}/access-request`),
  });
}
