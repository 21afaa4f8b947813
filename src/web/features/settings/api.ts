import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, TwoFactorSetup, TwoFactorStatus } from '../../../contract/account.ts';
import type { User } from '../../../contract/auth.ts';
import type { NotificationPrefs } from '../../../contract/constants.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { USER_QUERY_KEY } from '../../lib/session.ts';

export const SESSIONS_KEY = ['/api/account/sessions'] as const;
export const TWO_FACTOR_KEY = ['/api/account/two-factor'] as const;
export const PREFS_KEY = ['/api/account/notification-preferences'] as const;

function useUserUpdate() {
  const queryClient = useQueryClient();
  return (patch: Partial<User>) => {
    const user = queryClient.getQueryData<User | null>(USER_QUERY_KEY);
    if (user) queryClient.setQueryData<User>(USER_QUERY_KEY, { ...user, ...patch });
  };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { username?: string; language?: 'en' | 'it' }) => apiRequest<User>('PATCH', '/api/account/profile', body),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useUploadAvatar() {
  const update = useUserUpdate();
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch('/api/account/avatar', {
        method: 'PUT',
        body: file,
        credentials: 'include',
        headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      });
      await throwIfNotOk(res);
      return (await res.json()) as { avatar: string };
    },
    onSuccess: ({ avatar }) => update({ avatar }),
  });
}

export function useRemoveAvatar() {
  const update = useUserUpdate();
  return useMutation({ mutationFn: () => apiRequest('DELETE', '/api/account/avatar'), onSuccess: () => update({ avatar: null }) });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest<{ pendingEmail: string; expiresAt: string }>('POST', '/api/account/email', body),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest('POST', '/api/account/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export function useNotificationPrefs() {
  return useQuery({ queryKey: PREFS_KEY, queryFn: () => apiRequest<NotificationPrefs>('GET', PREFS_KEY[0]) });
}

export function useSaveNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPrefs) => apiRequest<NotificationPrefs>('PUT', PREFS_KEY[0], prefs),
    onMutate: (prefs) => queryClient.setQueryData(PREFS_KEY, prefs),
    onError: () => queryClient.invalidateQueries({ queryKey: PREFS_KEY }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ revoked: number }>('POST', '/api/account/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiRequest<AccountSession[]>('GET', SESSIONS_KEY[0]) });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ revoked: number }>('POST', '/api/account/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => apiRequest<TwoFactorStatus>('GET', TWO_FACTOR_KEY[0]) });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<TwoFactorSetup>('POST', '/api/account/two-factor/setup', { password }),
  });
}

/** Two-factor turned on or off: the status and the cached user (which REQUIRE_ADMIN_2FA reads) follow. */
function useTwoFactorChange<TBody, TOut>(path: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const update = useUserUpdate();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<TOut>('POST', path, body),
    onSuccess: () => {
      update({ twoFactorEnabled: enabled, ...(enabled ? { twoFactorSetupRequired: false } : {}) });
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
  });
}

export const useTwoFactorConfirm = () =>
  useTwoFactorChange<{ code: string }, { recoveryCodes: string[] }>('/api/account/two-factor/confirm', true);
export const useTwoFactorDisable = () =>
  useTwoFactorChange<{ password: string; code: string }, { ok: true }>('/api/account/two-factor/disable', false);
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorChange<{ code: string }, { recoveryCodes: string[] }>('/api/account/two-factor/recovery-codes', true);
