import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../contract/notifications.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** Seed section 9: the list is polled every 30 s while signed in. */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationKeys = {
  all: ['/api/notifications'] as const,
};

export function useNotifications() {
  return useQuery<Notification[]>({
    queryKey: notificationKeys.all,
    ...CACHE_TIERS.realtime,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** Updates the cached list at once; the server's answer then replaces it. */
function useOptimistic<T>(mutationFn: (arg: T) => Promise<unknown>, apply: (list: Notification[], arg: T) => Notification[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (arg: T) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const previous = queryClient.getQueryData<Notification[]>(notificationKeys.all);
      if (previous) queryClient.setQueryData(notificationKeys.all, apply(previous, arg));
      return { previous };
    },
    onError: (_error, _arg, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkRead() {
  return useOptimistic(
    (id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`),
    (list, id) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
  );
}

export function useMarkAllRead() {
  return useOptimistic(
    () => apiRequest<{ updated: number }>('POST', '/api/notifications/read-all'),
    (list) => list.map((n) => ({ ...n, isRead: true })),
  );
}

export function useDeleteNotification() {
  return useOptimistic(
    (id: string) => apiRequest('DELETE', `/api/notifications/${encodeURIComponent(id)}`),
    (list, id) => list.filter((n) => n.id !== id),
  );
}
