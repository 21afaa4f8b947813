import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CreateCommentBody } from '../../../contract/comments.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * The comments API (src/contract/comments.ts) as query hooks. Keys start with the path they GET, so
 * the default query function fetches them.
 */
export const commentKeys = {
  list: (projectId: string) => ['/api/projects', projectId, 'comments'] as const,
};

export function useComments(projectId: string) {
  return useQuery<Comment[]>({ queryKey: commentKeys.list(projectId), ...CACHE_TIERS.dynamic });
}

export function usePostComment(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => apiRequest<Comment>('POST', `/api/projects/${projectId}/comments`, body),
    onSuccess: (posted) => {
      client.setQueryData<Comment[]>(commentKeys.list(projectId), (list) =>
        list && !list.some((c) => c.id === posted.id) ? [...list, posted] : list,
      );
      return client.invalidateQueries({ queryKey: commentKeys.list(projectId) });
    },
  });
}
