import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '../../../contract/auth.ts';
import type { LoginResponse } from '../../../contract/account.ts';
import { apiRequest } from '../../lib/api.ts';
import { USER_QUERY_KEY } from '../../lib/session.ts';

/**
 * Signing in or up stores the user the server returns; the route table then switches to the shell.
 * A sign-in that still needs its second factor answers a challenge instead, and stores nothing.
 */
function useSessionMutation<T, R extends AuthResponse | LoginResponse = AuthResponse>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiRequest<R>('POST', path, body),
    onSuccess: (res) => {
      if (!('user' in res)) return;
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') && q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, res.user);
    },
  });
}

export function useLogin() {
  return useSessionMutation<LoginBody, LoginResponse>('/api/auth/login');
}

/** The second step: the challenge from useLogin and a 6-digit or recovery code. */
export function useLoginTwoFactor() {
  return useSessionMutation<{ challenge: string; code: string }>('/api/auth/login/two-factor');
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => apiRequest('POST', '/api/auth/forgot-password', { email }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: { token: string; password: string }) => apiRequest('POST', '/api/auth/reset-password', body) });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => apiRequest('POST', '/api/auth/verify-email', { token }) });
}
