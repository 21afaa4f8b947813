import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPage, AdminUserStatus, AuditVerification } from '../../../contract/admin.ts';
import type { z } from 'zod';
import type { adminWorkspaceList, outboxMessage } from '../../../contract/admin.ts';
import type { StoredClientError } from '../../../contract/client-errors.ts';
import type { Role, Tier } from '../../../domain/rbac/index.ts';
import { apiRequest } from '../../lib/api.ts';

export type { AdminUser, AdminUserStatus, StoredClientError };
export type AdminWorkspaceList = z.infer<typeof adminWorkspaceList>;
export type OutboxMessage = z.infer<typeof outboxMessage>;

export interface UserFilter {
  q: string;
  role: Role | '';
  plan: Tier | '';
  status: AdminUserStatus | '';
  page: number;
}

export const PAGE_SIZE = 20;

/** GET /api/admin/users/search: one page of accounts for the filter (empty fields are no filter). */
export function useUserSearch(f: UserFilter) {
  const params = new URLSearchParams({ page: String(f.page), pageSize: String(PAGE_SIZE) });
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.role) params.set('role', f.role);
  if (f.plan) params.set('plan', f.plan);
  if (f.status) params.set('status', f.status);
  return useQuery<AdminUserPage>({ queryKey: [`/api/admin/users/search?${params.toString()}`], placeholderData: (prev) => prev });
}

/** The newest sign-ups: the first page of the unfiltered search. */
export const useRecentSignUps = () => useQuery<AdminUserPage>({ queryKey: ['/api/admin/users/search?page=1&pageSize=5'] });

export interface AuditRow {
  seq: number;
  at: string;
  actorId: string | null;
  action: string;
  target: string | null;
  outcome: 'success' | 'failure' | 'denied';
}
export const useRecentActivity = () => useQuery<AuditRow[]>({ queryKey: ['/api/admin/audit?limit=15'] });
export const useAuditVerification = () => useQuery<AuditVerification>({ queryKey: ['/api/admin/audit/verify'] });

export type UserAction =
  | { kind: 'role'; user: AdminUser; role: Role; reason: string }
  | { kind: 'plan'; user: AdminUser; plan: Tier; reason: string }
  | { kind: 'suspend' | 'reactivate'; user: AdminUser; reason: string }
  | { kind: 'twoFactor'; user: AdminUser; reason: string; identityCheck: string };

function send(a: UserAction): Promise<AdminUser> {
  const id = encodeURIComponent(a.user.id);
  if (a.kind === 'role') return apiRequest('PATCH', `/api/admin/users/${id}`, { role: a.role, reason: a.reason });
  if (a.kind === 'plan') return apiRequest('PATCH', `/api/admin/users/${id}`, { subscriptionTier: a.plan, reason: a.reason });
  if (a.kind === 'twoFactor')
    return apiRequest<{ user: AdminUser }>('POST', `/api/admin/users/${id}/two-factor/reset`, {
      reason: a.reason,
      identityCheck: a.identityCheck,
    }).then((r) => r.user);
  return apiRequest('POST', `/api/admin/users/${id}/${a.kind}`, { reason: a.reason });
}

/** Every admin query is read again after a change (the list, sign-ups, the audit trail). */
function useAdminRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
}

export function useUserAction() {
  const refresh = useAdminRefresh();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

export function useResendVerification() {
  const refresh = useAdminRefresh();
  return useMutation({
    mutationFn: (user: AdminUser) => apiRequest<{ sent: boolean }>('POST', `/api/admin/users/${encodeURIComponent(user.id)}/verification`),
    onSuccess: refresh,
  });
}

export const useAdminWorkspaces = (q: string) =>
  useQuery<AdminWorkspaceList>({
    queryKey: [`/api/admin/workspaces${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`],
    placeholderData: (prev) => prev,
  });
export const useOutbox = () => useQuery<OutboxMessage[]>({ queryKey: ['/api/admin/outbox'] });
export const useClientErrors = () => useQuery<StoredClientError[]>({ queryKey: ['/api/admin/errors'] });
