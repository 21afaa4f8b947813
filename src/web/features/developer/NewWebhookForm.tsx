import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../domain/developer/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { useCreateWebhook } from './webhooks-api.ts';
import { SecretDialog, webhookError } from './webhook-parts.tsx';

/** Adding an endpoint: URL, events, description; the signing secret is then shown once, with a copy button. */
export function NewWebhookForm() {
  const { t } = useTranslation(['developer', 'errors']);
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['evaluation.completed']);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((s) => (on ? WEBHOOK_EVENTS.filter((x) => x === event || s.includes(x)) : s.filter((x) => x !== event)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { url: url.trim(), events, description: description.trim() || null },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl('');
          setDescription('');
        },
      },
    );
  };
  const error = create.error ? webhookError(t, create.error) : null;

  return (
    <>
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-lg border p-4"
        aria-labelledby="new-webhook-title"
        data-testid="new-webhook-form"
      >
        <h2 id="new-webhook-title" className="text-lg font-semibold">
          {t('webhookPanel.add')}
        </h2>
        <FormField id="webhook-url" label={t('webhookPanel.url')} hint={t('webhookPanel.urlHint')} error={error}>
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/webhooks/capital-readiness"
            maxLength={2000}
            required
            aria-describedby={fieldDescription('webhook-url', { hint: true, error: Boolean(error) })}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('webhookPanel.events')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => {
              const id = `event-${event.replace(/[._]/g, '-')}`;
              return (
                <div key={event} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    checked={events.includes(event)}
                    onChange={(e) => toggle(event, e.target.checked)}
                    className="mt-1 size-4 accent-[var(--primary)]"
                    aria-describedby={`${id}-hint`}
                  />
                  <span className="grid gap-0.5">
                    <label htmlFor={id} className="font-mono text-sm break-all">
                      {event}
                    </label>
                    <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {t(`webhookPanel.eventHints.${event.replace('.', '_')}`)}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        </fieldset>
        <FormField id="webhook-description" label={t('webhookPanel.description')}>
          <Input id="webhook-description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} />
        </FormField>
        <div>
          <Button type="submit" disabled={create.isPending || events.length === 0 || url.trim() === ''}>
            {create.isPending ? t('webhookPanel.adding') : t('webhookPanel.submit')}
          </Button>
        </div>
      </form>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} title={t('webhookPanel.createdTitle')} />
    </>
  );
}
