import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportSourceName } from '../../../contract/funding.ts';
import { IMPORT_SOURCES } from '../../../domain/funding/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { nativeSelect } from './SearchFilters.tsx';
import { useCreateSchedule, useImportUpload, useImportUrl } from './import-api.ts';

/** Run an import from a URL or an uploaded file, or schedule a refresh of a URL. */
export function ImportRunForm() {
  const { t } = useTranslation('funding');
  const id = useId();
  const [source, setSource] = useState<ImportSourceName>('incentivi');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly');
  const byUrl = useImportUrl();
  const upload = useImportUpload();
  const schedule = useCreateSchedule();
  const busy = byUrl.isPending || upload.isPending || schedule.isPending;
  const error = byUrl.error ?? upload.error ?? schedule.error;
  const validUrl = /^https?:\/\/\S+$/i.test(url.trim());

  return (
    <form className="grid gap-4" onSubmit={(e) => e.preventDefault()} data-testid="funding-import-form">
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-source`}>{t('import.source')}</Label>
        <select id={`${id}-source`} className={nativeSelect} value={source} onChange={(e) => setSource(e.target.value as ImportSourceName)}>
          {IMPORT_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`catalogue.sources.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{t('import.url')}</Label>
        <Input id={`${id}-url`} type="url" value={url} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />
        <div className="flex flex-wrap items-end gap-2">
          <Button type="button" disabled={busy || !validUrl} onClick={() => byUrl.mutate({ source, url: url.trim() })}>
            {t('import.runUrl')}
          </Button>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-freq`}>{t('import.frequency')}</Label>
            <select
              id={`${id}-freq`}
              className={nativeSelect}
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as 'daily' | 'weekly')}
            >
              <option value="daily">{t('import.daily')}</option>
              <option value="weekly">{t('import.weekly')}</option>
            </select>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={busy || !validUrl}
            onClick={() => schedule.mutate({ source, url: url.trim(), frequency })}
          >
            {t('import.schedule')}
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>{t('import.file')}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={`${id}-file`}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="max-w-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button type="button" disabled={busy || !file} onClick={() => file && upload.mutate({ source, file })}>
            {t('import.runFile')}
          </Button>
        </div>
      </div>
      {busy ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('import.running')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, error)}
        </p>
      ) : null}
    </form>
  );
}
