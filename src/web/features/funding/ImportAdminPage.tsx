import { useTranslation } from 'react-i18next';
import type { ImportRun } from '../../../contract/funding.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useDeleteSchedule, useImportOverview } from './import-api.ts';
import { ImportRunForm } from './ImportRunForm.tsx';

function RunReport({ run }: { run: ImportRun }) {
  const { t, i18n } = useTranslation('funding');
  const r = run.report;
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="funding-import-run">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {t(`catalogue.sources.${run.source}`)} · {t(`import.triggers.${run.trigger}`)} · {formatDateTime(i18n.language, run.startedAt)}
        </p>
        <Badge variant={run.status === 'succeeded' ? 'secondary' : 'destructive'}>{t(`import.statuses.${run.status}`)}</Badge>
      </div>
      <p className="break-all text-muted-foreground">{run.origin}</p>
      <p className="mt-1">
        {t('import.counts', {
          imported: r.imported,
          updated: r.updated,
          unchanged: r.unchanged,
          skipped: r.skipped.length,
          missing: r.missing.length,
        })}
      </p>
      {run.error ? <p className="mt-1 break-words text-destructive">{run.error}</p> : null}
      {r.skipped.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer">{t('import.skippedRows', { count: r.skipped.length })}</summary>
          <ul className="mt-1 max-h-48 overflow-auto text-xs" lang="en">
            {r.skipped.slice(0, 200).map((s) => (
              <li key={`${s.row}-${s.reason}`}>
                {t('import.row', { row: s.row })}: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** /admin/funding: run an import (URL or file), see the last reports, schedule and remove refreshes. */
export function ImportAdminPage() {
  const { t, i18n } = useTranslation('funding');
  const overview = useImportOverview();
  const remove = useDeleteSchedule();
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6" data-testid="funding-admin">
      <PageHeader title={t('import.title')} description={t('import.lead')} className="mb-0" />
      <Card>
        <CardContent className="pt-6">
          <ImportRunForm />
        </CardContent>
      </Card>
      {overview.isPending ? <Spinner aria-label={t('search.loading')} /> : null}
      {overview.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, overview.error)}
        </p>
      ) : null}
      {overview.data ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('import.schedules')}</CardTitle>
            </CardHeader>
            <CardContent>
              {overview.data.schedules.length === 0 ? <p className="text-sm text-muted-foreground">{t('import.noSchedules')}</p> : null}
              <ul className="grid gap-2">
                {overview.data.schedules.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
                    <span className="min-w-0 break-all">
                      {t(`catalogue.sources.${s.source}`)} · {t(`import.${s.frequency}`)} · {s.url}
                      <span className="block text-muted-foreground">
                        {t('import.nextRun', { when: formatDateTime(i18n.language, s.nextRunAt) })}
                      </span>
                    </span>
                    <Button variant="outline" size="sm" pending={remove.isPending} onClick={() => remove.mutate(s.id)}>
                      {t('import.removeSchedule')}
                    </Button>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('import.runs')}</CardTitle>
            </CardHeader>
            <CardContent>
              {overview.data.runs.length === 0 ? <p className="text-sm text-muted-foreground">{t('import.noRuns')}</p> : null}
              <ul className="grid gap-2">
                {overview.data.runs.map((r) => (
                  <RunReport key={r.id} run={r} />
                ))}
              </ul>
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
