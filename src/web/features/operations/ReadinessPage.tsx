import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatBytes, useBackups, useReadiness, useRequestRun, type ReadinessReport } from './readiness-api.ts';
import { BackupRuns } from './BackupRuns.tsx';

type Check = ReadinessReport['checks'][number];
const VARIANT = { pass: 'secondary', fail: 'destructive', not_measured: 'outline' } as const;

/** Evidence values as the reader's language shows them (bytes, dates, numbers), for the detail's sentence. */
function evidenceParams(lng: string, e: Check['evidence']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === null) out[k] = '—';
    else if (typeof v === 'number') out[k] = /Bytes$/.test(k) ? formatBytes(lng, v) : new Intl.NumberFormat(lng).format(v);
    else if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) out[k] = formatDateTime(lng, v);
    else out[k] = String(v);
  }
  return out;
}

/** /r4-readiness (issue 26, ADR 0056): the platform's operational readiness from live checks, and its backups. */
export function ReadinessPage() {
  const { t, i18n } = useTranslation(['operations', 'errors']);
  const readiness = useReadiness();
  const backups = useBackups();
  const request = useRequestRun();
  const qc = useQueryClient();
  // When a run finishes, the checks that read it are read again.
  const busy = (backups.data?.runs ?? []).some((r) => r.status === 'queued' || r.status === 'running');
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) void qc.invalidateQueries({ queryKey: ['/api/admin/readiness'] });
    wasBusy.current = busy;
  }, [busy, qc]);
  const checks = readiness.data?.checks ?? [];
  const passed = checks.filter((c) => c.state === 'pass').length;
  return (
    <div className="mx-auto max-w-5xl" data-testid="readiness-page">
      <PageHeader title={t('title')} description={t('lead')} />
      <Panel id="readiness-checks" title={t('checks.title')} description={t('checks.lead')} testId="readiness-checks">
        {queryFeedback(readiness, t, t('checks.loading')) ?? (
          <>
            <p role="status">
              {t('checks.summary', { passed, total: checks.length, at: formatDateTime(i18n.language, readiness.data!.checkedAt) })}
            </p>
            <ul className="divide-y">
              {checks.map((c) => (
                <li key={c.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-4" data-testid={`check-${c.id}`}>
                  <Badge variant={VARIANT[c.state]} className="w-fit shrink-0" data-state={c.state}>
                    {t(`state.${c.state}`)}
                  </Badge>
                  <div className="min-w-0">
                    <h3 className="font-medium">{t(`check.${c.id}`)}</h3>
                    <p className="break-words text-muted-foreground">
                      {t(`detail.${c.detail}`, evidenceParams(i18n.language, c.evidence))}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Button variant="outline" className="w-fit" onClick={() => void readiness.refetch()} pending={readiness.isFetching}>
              {t('checks.refresh')}
            </Button>
          </>
        )}
      </Panel>
      <Panel id="backups" title={t('backups.title')} description={t('backups.lead')} testId="backups-panel">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => request.mutate('backup')} pending={request.isPending} disabled={busy}>
            {t('backups.runNow')}
          </Button>
          <Button variant="outline" onClick={() => request.mutate('restore_test')} pending={request.isPending} disabled={busy}>
            {t('backups.testRestore')}
          </Button>
        </div>
        {request.isError && (
          <p role="alert" className="text-destructive">
            {errorMessage(t, request.error)}
          </p>
        )}
        {queryFeedback(backups, t, t('backups.loading')) ?? <BackupRuns data={backups.data!} />}
      </Panel>
    </div>
  );
}
