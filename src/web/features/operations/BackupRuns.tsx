import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { BackupsOverview } from '../../../contract/backups.ts';
import { formatBytes } from './readiness-api.ts';
import { RestoreDialog } from './RestoreDialog.tsx';

const VARIANT = { queued: 'outline', running: 'warning', succeeded: 'secondary', failed: 'destructive' } as const;

/** The recorded backup runs and restore tests, newest first, and the backups kept on disk. */
export function BackupRuns({ data }: { data: BackupsOverview }) {
  const { t, i18n } = useTranslation('operations');
  const lng = i18n.language;
  const [restoring, setRestoring] = useState<string | null>(null);
  return (
    <>
      <p>
        {data.scheduled ? t('backups.scheduled', { keep: data.keep }) : t('backups.unscheduled', { keep: data.keep })}{' '}
        {t('backups.stored', { count: data.stored.length })}
      </p>
      {data.stored.length > 0 && (
        <ul className="divide-y" aria-label={t('backups.storedList')} data-testid="stored-backups">
          {data.stored.map((name) => (
            <li key={name} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="stored-backup">
              <span className="break-all font-mono text-sm">{name}</span>
              <Button variant="outline" size="sm" onClick={() => setRestoring(name)} aria-label={t('restore.open', { name })}>
                {t('restore.button')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {restoring && <RestoreDialog name={restoring} onClose={() => setRestoring(null)} />}
      {data.runs.length === 0 ? (
        <p className="text-muted-foreground">{t('backups.none')}</p>
      ) : (
        <ul className="divide-y" aria-label={t('backups.runs')} data-testid="backup-runs">
          {data.runs.map((r) => (
            <li key={r.id} className="grid gap-1 py-2" data-testid="backup-run" data-status={r.status}>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={VARIANT[r.status]}>{t(`runStatus.${r.status}`)}</Badge>
                <span className="font-medium">{t(`kind.${r.kind}`)}</span>
                <span className="text-muted-foreground">
                  {t(`trigger.${r.trigger}`)} · {formatDateTime(lng, r.createdAt)}
                </span>
              </div>
              {r.status === 'succeeded' && (
                <p className="break-all text-muted-foreground">
                  {t('backups.figures', {
                    name: r.backupName,
                    tables: r.tables ?? 0,
                    rows: new Intl.NumberFormat(lng).format(r.rows ?? 0),
                    blobs: r.blobs ?? 0,
                    bytes: formatBytes(lng, r.bytes ?? 0),
                  })}
                </p>
              )}
              {r.detail && <p className="break-words text-destructive">{r.detail}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
