import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '../../../contract/workspaces.ts';
import { apiRequest } from '../../lib/api.ts';

export const workspaceKeys = {
  list: ['/api/workspaces'] as const,
};

/** The caller's workspaces (personal first), for the switcher and the team settings. */
export function useWorkspaces() {
  return useQuery<Workspace[]>({ queryKey: workspaceKeys.list });
}

/** Accepts an e-mailed invitation; the lists that depend on membership are refetched. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<{ workspace: Workspace }>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (q) => ['/api/workspaces', '/api/projects', '/api/stats'].includes(String(q.queryKey[0])) });
    },
  });
}
