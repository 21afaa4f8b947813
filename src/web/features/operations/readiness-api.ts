import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupRun, BackupsOverview, ReadinessReport, RestoreRequest } from '../../../contract/backups.ts';
import { apiRequest } from '../../lib/api.ts';

export type { BackupRun, ReadinessReport };

const pending = (runs: BackupRun[] | undefined) => (runs ?? []).some((r) => r.status === 'queued' || r.status === 'running');

/** GET /api/admin/backups: runs and stored backups; read again every 2 s while a run is queued or running. */
export const useBackups = () =>
  useQuery<BackupsOverview>({
    queryKey: ['/api/admin/backups'],
    refetchInterval: (q) => (pending(q.state.data?.runs) ? 2_000 : false),
  });

/** GET /api/admin/readiness: the live checks; read again when a run finishes (see ReadinessPage). */
export const useReadiness = () => useQuery<ReadinessReport>({ queryKey: ['/api/admin/readiness'] });

/** POST /api/admin/backups: queues a backup or a restore test. */
export function useRequestRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: BackupRun['kind']) => apiRequest<BackupRun>('POST', '/api/admin/backups', { kind }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/admin/backups'] }),
  });
}

/** POST /api/admin/backups/restore: queues a restore of a stored backup over the platform (ADR 0063). */
export function useRestore() {
  return useMutation({
    mutationFn: (body: RestoreRequest) => apiRequest<BackupRun>('POST', '/api/admin/backups/restore', body),
  });
}

export function formatBytes(lng: string, bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i += 1;
  }
  return `${new Intl.NumberFormat(lng, { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
}
