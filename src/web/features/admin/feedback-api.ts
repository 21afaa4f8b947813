import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackItem, FeedbackList } from '../../../contract/feedback.ts';
import type { FeedbackStatus } from '../../../domain/feedback/index.ts';
import { apiRequest } from '../../lib/api.ts';

export type { FeedbackItem, FeedbackStatus };

/** The admin's feedback inbox (ADR 0054): the list by status, and moving an item with a note. */
export const useFeedbackInbox = (status: FeedbackStatus | '') =>
  useQuery<FeedbackList>({ queryKey: [`/api/admin/feedback${status ? `?status=${status}` : ''}`] });

export function useMoveFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: { id: string; status: FeedbackStatus; note?: string }) =>
      apiRequest<FeedbackItem>('PATCH', `/api/admin/feedback/${encodeURIComponent(m.id)}`, {
        status: m.status,
        ...(m.note ? { note: m.note } : {}),
      }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') }),
  });
}
