import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDealViewBody, DealView, UpdateDealViewBody } from '../../../contract/deal-views.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The saved views' API (src/contract/deal-views.ts) as query hooks; the key is the GET path. */
const key = ['/api/deal-flow/views'] as const;

export const useDealViews = () => useQuery<DealView[]>({ queryKey: key, ...CACHE_TIERS.dynamic });

export function useSaveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDealViewBody) => apiRequest<DealView>('POST', '/api/deal-flow/views', body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useUpdateView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDealViewBody & { id: string }) => apiRequest<DealView>('PATCH', `/api/deal-flow/views/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/deal-flow/views/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
