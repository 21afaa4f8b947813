import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  CreatedWebhook,
  RotatedWebhookSecret,
  UpdateWebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../contract/webhooks.ts';
import { apiRequest } from '../../lib/api.ts';

/** The webhooks' API (src/contract/webhooks.ts) as query hooks. */
export const WEBHOOK_ROUTES = {
  list: '/api/developer/webhooks',
  one: (id: string) => `/api/developer/webhooks/${id}`,
  rotate: (id: string) => `/api/developer/webhooks/${id}/rotate-secret`,
  deliveries: (id: string) => `/api/developer/webhooks/${id}/deliveries`,
  redeliver: (id: string, deliveryId: string) => `/api/developer/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
} as const;

export function useWebhooks() {
  return useQuery({ queryKey: [WEBHOOK_ROUTES.list], queryFn: () => apiRequest<WebhookEndpoint[]>('GET', WEBHOOK_ROUTES.list) });
}

function useInvalidateList() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: [WEBHOOK_ROUTES.list] });
}

export function useCreateWebhook() {
  const onSuccess = useInvalidateList();
  return useMutation({ mutationFn: (body: CreateWebhookBody) => apiRequest<CreatedWebhook>('POST', WEBHOOK_ROUTES.list, body), onSuccess });
}

export function useUpdateWebhook() {
  const onSuccess = useInvalidateList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
      apiRequest<WebhookEndpoint>('PATCH', WEBHOOK_ROUTES.one(id), body),
    onSuccess,
  });
}

export function useDeleteWebhook() {
  const onSuccess = useInvalidateList();
  return useMutation({ mutationFn: (id: string) => apiRequest<WebhookEndpoint>('DELETE', WEBHOOK_ROUTES.one(id)), onSuccess });
}

export function useRotateWebhookSecret() {
  const onSuccess = useInvalidateList();
  return useMutation({ mutationFn: (id: string) => apiRequest<RotatedWebhookSecret>('POST', WEBHOOK_ROUTES.rotate(id)), onSuccess });
}

/** The delivery log, refreshed every 5 s while it is open (a retry or a new event shows without reloading). */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: [WEBHOOK_ROUTES.deliveries(id)],
    queryFn: () => apiRequest<WebhookDelivery[]>('GET', WEBHOOK_ROUTES.deliveries(id)),
    refetchInterval: 5_000,
  });
}

export function useRedeliver(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiRequest<WebhookDelivery>('POST', WEBHOOK_ROUTES.redeliver(id, deliveryId)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [WEBHOOK_ROUTES.deliveries(id)] }),
  });
}
