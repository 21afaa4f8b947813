import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FEEDBACK_MAX_LENGTH } from '../../../domain/feedback/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { feedbackPayload, useSendFeedback } from './api.ts';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The feedback form: a labelled description and, below it, the exact JSON that will be sent (the
 * route, version and viewport included), so nothing leaves the page unseen. Used in the header's
 * dialog and on /feedback-demo.
 */
export function FeedbackForm({ idPrefix, onSent, route }: { idPrefix: string; onSent?: () => void; route?: string }) {
  const { t } = useTranslation(['feedback', 'errors']);
  const location = useLocation();
  const [description, setDescription] = useState('');
  const [size, setSize] = useState(viewport);
  const [empty, setEmpty] = useState(false);
  const send = useSendFeedback();
  const payload = feedbackPayload(description, route ?? location.pathname, size);
  const id = (s: string) => `${idPrefix}-${s}`;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const now = feedbackPayload(description, route ?? location.pathname, viewport());
    setSize(now.viewport);
    if (!now.description) return setEmpty(true);
    setEmpty(false);
    send.mutate(now, { onSuccess: () => onSent?.() });
  };

  if (send.isSuccess)
    return (
      <p role="status" className="rounded-md border border-success/50 p-3 text-sm" data-testid="feedback-sent">
        {t('sent')}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="feedback-form">
      <div className="grid gap-1.5">
        <Label htmlFor={id('description')}>{t('description')}</Label>
        <textarea
          id={id('description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={FEEDBACK_MAX_LENGTH}
          rows={5}
          required
          aria-invalid={empty || undefined}
          aria-describedby={`${id('hint')}${empty ? ` ${id('empty')}` : ''}`}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm"
          data-testid="feedback-description"
        />
        <p id={id('hint')} className="text-xs text-muted-foreground">
          {t('hint', { count: FEEDBACK_MAX_LENGTH - description.length })}
        </p>
        {empty ? (
          <p id={id('empty')} className="text-sm text-destructive">
            {t('empty')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <p id={id('preview-title')} className="text-sm font-medium">
          {t('previewTitle')}
        </p>
        <p className="text-xs text-muted-foreground">{t('previewLead')}</p>
        <pre
          aria-labelledby={id('preview-title')}
          tabIndex={0}
          className="max-h-48 overflow-auto rounded-md border bg-muted p-2 text-xs break-words whitespace-pre-wrap"
          data-testid="feedback-preview"
        >
          {JSON.stringify(payload, null, 2)}
        </pre>
      </div>
      {send.isError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="feedback-error">
          {t('failed', { reason: errorMessage(t, send.error) })}
        </p>
      ) : null}
      <Button type="submit" pending={send.isPending} data-testid="feedback-send">
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
