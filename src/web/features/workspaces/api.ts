import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGrantBody,
  CreateInvitationBody,
  Grant,
  Invitation,
  Member,
  ProjectAccessList,
  Workspace,
  WorkspaceLogo,
} from '../../../contract/workspaces.ts';
import type { WorkspaceRole } from '../../../domain/access/index.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { isScopedQuery, useWorkspaces, WORKSPACES_QUERY_KEY } from '../../lib/workspace-scope.ts';

/**
 * The workspaces, members, invitations and grants API (src/contract/workspaces.ts) as query hooks.
 * Keys start with the path they GET, so the default query function fetches them.
 */
export { useWorkspaces };

export const workspaceKeys = {
  all: WORKSPACES_QUERY_KEY,
  members: (id: string) => ['/api/workspaces', id, 'members'] as const,
  invitations: (id: string) => ['/api/workspaces', id, 'invitations'] as const,
  grants: (projectId: string) => ['/api/projects', projectId, 'grants'] as const,
};

export function useMembers(workspaceId: string | undefined) {
  return useQuery<Member[]>({ queryKey: workspaceKeys.members(workspaceId ?? ''), enabled: Boolean(workspaceId), ...CACHE_TIERS.dynamic });
}

export function useInvitations(workspaceId: string | undefined, enabled = true) {
  return useQuery<Invitation[]>({
    queryKey: workspaceKeys.invitations(workspaceId ?? ''),
    enabled: Boolean(workspaceId) && enabled,
    ...CACHE_TIERS.dynamic,
  });
}

/** Membership changes move projects in and out of sight: refresh the lists and figures as well. */
function useRefreshWorkspaces() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['/api/workspaces'] }),
      client.invalidateQueries({ predicate: (q) => isScopedQuery(q.queryKey) }),
    ]);
}

export function useCreateWorkspace() {
  const refresh = useRefreshWorkspaces();
  return useMutation({ mutationFn: (name: string) => apiRequest<Workspace>('POST', '/api/workspaces', { name }), onSuccess: refresh });
}

export function useSetMemberRole(workspaceId: string) {
  const refresh = useRefreshWorkspaces();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      apiRequest<Member>('PATCH', `/api/workspaces/${workspaceId}/members/${encodeURIComponent(userId)}`, { role }),
    onSuccess: refresh,
  });
}

/** Removes a member, or (with one's own id) leaves the workspace. */
export function useRemoveMember(workspaceId: string) {
  const refresh = useRefreshWorkspaces();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>('DELETE', `/api/workspaces/${workspaceId}/members/${encodeURIComponent(userId)}`),
    onSuccess: refresh,
  });
}

export function useInvite(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => apiRequest<Invitation>('POST', `/api/workspaces/${workspaceId}/invitations`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKeys.invitations(workspaceId) }),
  });
}

export function useRevokeInvitation(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiRequest<void>('DELETE', `/api/workspaces/${workspaceId}/invitations/${invitationId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKeys.invitations(workspaceId) }),
  });
}

export function useAcceptInvitation(token: string) {
  const refresh = useRefreshWorkspaces();
  return useMutation({
    mutationFn: () => apiRequest<{ workspace: Workspace }>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: refresh,
  });
}

export function useProjectAccess(projectId: string, enabled = true) {
  return useQuery<ProjectAccessList>({ queryKey: workspaceKeys.grants(projectId), enabled, ...CACHE_TIERS.dynamic });
}

/** The access lists of several projects at once (the settings page's "Sharing" section). */
export function useProjectsAccess(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: workspaceKeys.grants(id), ...CACHE_TIERS.dynamic })),
  }) as { data?: ProjectAccessList; isPending: boolean; isError: boolean; error: unknown }[];
}

export function useGrantAccess(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGrantBody) => apiRequest<Grant>('POST', `/api/projects/${projectId}/grants`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKeys.grants(projectId) }),
  });
}

export function useRevokeGrant(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) => apiRequest<void>('DELETE', `/api/projects/${projectId}/grants/${grantId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKeys.grants(projectId) }),
  });
}

/** The white-label logo (ADR 0031): set from the file's bytes (base64), or removed; the workspace list carries its facts. */
export function useSetLogo(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return apiRequest<WorkspaceLogo>('PUT', `/api/workspaces/${workspaceId}/logo`, { contentBase64: btoa(binary) });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}

export function useRemoveLogo(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/workspaces/${workspaceId}/logo`),
    onSuccess: () => client.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}
