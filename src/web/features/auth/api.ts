import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginBody, RegisterBody } from '../../../contract/auth.ts';
import { apiRequest } from '../../lib/api.ts';
import { USER_QUERY_KEY } from '../../lib/session.ts';

/** Signing in or up stores the user the server returns; the route table then switches to the shell. */
function useSessionMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiRequest<AuthResponse>('POST', path, body),
    onSuccess: (res) => {
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') && q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, res.user);
    },
  });
}

export function useLogin() {
  return useSessionMutation<LoginBody>('/api/auth/login');
}

export function useRegister() {
  return useSessionMutation<RegisterBody>('/api/auth/register');
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
