import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, UploadIcon, XCircleIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { checkHash, sha256OfFile } from './api.ts';

type State =
  | { step: 'idle' }
  | { step: 'hashing' }
  | { step: 'done'; name: string; sha256: string; matches: boolean }
  | { step: 'error'; error: unknown };

/**
 * Drop (or choose) a PDF: its SHA-256 is computed here, in the browser, and only the hash is sent to
 * /api/verify/:id/check; the answer agrees with the published hash or it does not.
 */
export function DropCheck({ reportId, published }: { reportId: string; published: string }) {
  const { t } = useTranslation('reports');
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [over, setOver] = useState(false);
  const check = async (file: File | undefined) => {
    if (!file) return;
    setState({ step: 'hashing' });
    try {
      const sha256 = await sha256OfFile(file);
      const { matches } = await checkHash(reportId, sha256);
      setState({ step: 'done', name: file.name, sha256, matches: matches && sha256 === published });
    } catch (error) {
      setState({ step: 'error', error });
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void check(e.dataTransfer.files[0]);
  };
  return (
    <section className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        {t('verify.dropTitle')}
      </h3>
      <label
        htmlFor={`${id}-file`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-muted-foreground focus-within:ring-2 focus-within:ring-ring',
          over && 'border-primary bg-muted',
        )}
        data-testid="drop-zone"
      >
        <UploadIcon aria-hidden="true" className="size-6" />
        <span>{t('verify.drop')}</span>
        <span className="text-xs">{t('verify.private')}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(e) => void check(e.target.files?.[0])}
          data-testid="drop-input"
        />
      </label>
      <div aria-live="polite">
        {state.step === 'hashing' ? <p role="status">{t('verify.hashing')}</p> : null}
        {state.step === 'error' ? (
          <p role="alert" className="text-destructive">
            {errorMessage(t, state.error)}
          </p>
        ) : null}
        {state.step === 'done' ? (
          <div
            className={cn('grid gap-1 rounded-md border p-3', state.matches ? 'border-green-600' : 'border-destructive')}
            data-testid="drop-result"
            data-matches={state.matches}
          >
            <p
              className={cn(
                'flex items-center gap-2 font-medium',
                state.matches ? 'text-green-700 dark:text-green-400' : 'text-destructive',
              )}
            >
              {state.matches ? (
                <CheckCircle2Icon aria-hidden="true" className="size-5" />
              ) : (
                <XCircleIcon aria-hidden="true" className="size-5" />
              )}
              {state.matches ? t('verify.matches', { name: state.name }) : t('verify.noMatch', { name: state.name })}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('verify.yourHash')} <code className="break-all">{state.sha256}</code>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
