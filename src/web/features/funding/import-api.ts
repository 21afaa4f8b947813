import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportOverview, ImportRun, ImportSchedule, ImportSourceName } from '../../../contract/funding.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

export const importKeys = { overview: ['/api/admin/funding/imports'] as const };

export function useImportOverview() {
  return useQuery<ImportOverview>({ queryKey: importKeys.overview, ...CACHE_TIERS.realtime });
}

function useRefreshing<TVars, TResult>(fn: (v: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: importKeys.overview });
      void qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/funding/') });
    },
  });
}

export const useImportUrl = () =>
  useRefreshing((v: { source: ImportSourceName; url: string }) => apiRequest<ImportRun>('POST', '/api/admin/funding/imports', v));

/** Sends the chosen file's text as the body (read by the browser). */
export const useImportUpload = () =>
  useRefreshing(async (v: { source: ImportSourceName; file: File }) => {
    const res = await fetch(`/api/admin/funding/imports/upload?source=${v.source}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'text/plain; charset=utf-8', Accept: 'application/json' },
      body: await v.file.text(),
    });
    await throwIfNotOk(res);
    return (await res.json()) as ImportRun;
  });

export const useCreateSchedule = () =>
  useRefreshing((v: { source: ImportSourceName; url: string; frequency: 'daily' | 'weekly' }) =>
    apiRequest<ImportSchedule>('POST', '/api/admin/funding/schedules', v),
  );
export const useDeleteSchedule = () => useRefreshing((id: string) => apiRequest<void>('DELETE', `/api/admin/funding/schedules/${id}`));
