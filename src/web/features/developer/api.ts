import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary, CreateApiKeyBody, CreatedApiKey, UsageReport } from '../../../contract/developer.ts';
import { apiRequest } from '../../lib/api.ts';

/** The developer platform's API (src/contract/developer.ts) as query hooks. */
export const ROUTES = {
  keys: '/api/developer/keys',
  key: (id: string) => `/api/developer/keys/${id}`,
  usage: (from: string, to: string) => `/api/developer/usage?from=${from}&to=${to}`,
  usageCsv: (from: string, to: string) => `/api/developer/usage?from=${from}&to=${to}&format=csv`,
  openapi: '/api/openapi.json',
  scalar: '/api/docs/scalar.js',
} as const;

export function useApiKeys(enabled = true) {
  return useQuery({ queryKey: [ROUTES.keys], queryFn: () => apiRequest<ApiKeySummary[]>('GET', ROUTES.keys), enabled });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => apiRequest<CreatedApiKey>('POST', ROUTES.keys, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [ROUTES.keys] }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ApiKeySummary>('DELETE', ROUTES.key(id)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [ROUTES.keys] }),
  });
}

export function useUsage(from: string, to: string, enabled = true) {
  return useQuery({ queryKey: [ROUTES.usage(from, to)], queryFn: () => apiRequest<UsageReport>('GET', ROUTES.usage(from, to)), enabled });
}

/** The last `days` UTC days, ending today: [from, to] as ISO dates. */
export function lastDays(days: number, now: Date = new Date()): [string, string] {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return [from, to];
}
