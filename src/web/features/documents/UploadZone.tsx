import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { uploadDocument, UploadError, useUploaded } from './api.ts';

export const ACCEPTED_TYPES =
  '.pdf,.docx,.xlsx,.csv,application/pdf,text/csv,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Upload {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'refused';
  message?: string;
}

/**
 * Drop zone and file picker for one project's documents: several files at once, each uploaded on
 * its own with a progress bar; a refusal shows the server's translated reason. Keyboard: the
 * "Choose files" button opens the picker; the results are announced politely.
 */
export function UploadZone({ projectId, disabledHint }: { projectId: string | null; disabledHint?: string }) {
  const { t, i18n } = useTranslation(['documents', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announce, setAnnounce] = useState('');
  const counter = useRef(0);
  const refreshed = useUploaded(projectId ?? '');
  const hintId = useId();

  const patch = (key: number, p: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u)));

  const start = (files: readonly File[]) => {
    if (!projectId || files.length === 0) return;
    const started = files.map((file) => ({ file, key: (counter.current += 1) }));
    setUploads((list) =>
      [...started.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'uploading' as const })), ...list].slice(0, 20),
    );
    void Promise.all(
      started.map(async ({ file, key }) => {
        try {
          await uploadDocument(projectId, file, { language: i18n.language, onProgress: (f) => patch(key, { progress: f }) });
          patch(key, { state: 'done', progress: 1 });
          return true;
        } catch (err) {
          const message =
            err instanceof UploadError
              ? err.code === 'FILE_UNSAFE' && err.reason && i18n.exists(`errors:FILE_UNSAFE_reasons.${err.reason}`)
                ? `${t('errors:FILE_UNSAFE')} ${t(`errors:FILE_UNSAFE_reasons.${err.reason}`)}`
                : err.code && i18n.exists(`errors:${err.code}`)
                  ? t(`errors:${err.code}`)
                  : err.message
              : err instanceof TypeError
                ? t('errors:NETWORK')
                : t('errors:UNKNOWN');
          patch(key, { state: 'refused', message });
          return false;
        }
      }),
    ).then(async (results) => {
      const ok = results.filter(Boolean).length;
      setAnnounce(t('upload.finished', { ok, refused: results.length - ok }));
      await refreshed();
    });
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    start([...e.dataTransfer.files]);
  };

  const disabled = !projectId;
  return (
    <div className="grid gap-3" data-testid="upload-zone">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={disabled ? (e) => e.preventDefault() : onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center text-sm',
          over ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
          disabled && 'opacity-60',
        )}
      >
        <UploadIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <p id={hintId} className="text-muted-foreground">
          {disabled ? (disabledHint ?? t('upload.chooseProjectFirst')) : t('upload.hint')}
        </p>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
          data-testid="upload-choose"
        >
          {t('upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('upload.choose')}
          disabled={disabled}
          data-testid="upload-input"
          onChange={(e) => {
            start([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('upload.listLabel')}>
          {uploads.map((u) => (
            <li key={u.key} className="grid gap-1 text-sm" data-testid="upload-item" data-state={u.state}>
              <span className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{u.name}</span>
                <span className="shrink-0 text-muted-foreground">
                  {u.state === 'uploading' ? `${Math.round(u.progress * 100)} %` : t(`upload.state.${u.state}`)}
                </span>
              </span>
              <div
                role="progressbar"
                aria-label={t('upload.progressOf', { name: u.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(u.progress * 100)}
                className="h-1.5 rounded-full bg-muted"
              >
                <div
                  className={cn('h-1.5 rounded-full', u.state === 'refused' ? 'bg-destructive' : 'bg-primary')}
                  style={{ width: `${Math.round(u.progress * 100)}%` }}
                />
              </div>
              {u.message ? (
                <p className="text-destructive" data-testid="upload-refusal">
                  {u.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
