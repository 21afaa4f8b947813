import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS, type ContactTopic } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

const MAX_MESSAGE = 4000;
const control =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm';

/**
 * The /contact form (POST /api/contact): stored for the platform's admins, who are notified; a signed-in user is
 * answered at their account's address, a visitor gives one. The server applies the same abuse limits as the quote
 * form and says so in words (429 with the wait).
 */
export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('public');
  const [topic, setTopic] = useState<ContactTopic>('support');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<{ email?: string; message?: string }>({});
  const send = useMutation({
    mutationFn: (body: { topic: ContactTopic; message: string; email?: string; name?: string }) => apiRequest('POST', '/api/contact', body),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    const address = email.trim();
    const next = {
      ...(!signedIn && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? { email: t('contactForm.emailInvalid') } : {}),
      ...(text ? {} : { message: t('contactForm.messageEmpty') }),
    };
    setProblems(next);
    if (next.email) return document.getElementById('contact-email')?.focus();
    if (next.message) return document.getElementById('contact-message')?.focus();
    send.mutate({ topic, message: text, ...(signedIn ? {} : { email: address, ...(name.trim() ? { name: name.trim() } : {}) }) });
  };
  if (send.isSuccess)
    return (
      <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-4 text-sm" data-testid="contact-sent">
        {t('contactForm.sent')}
      </p>
    );
  const messageError = problems.message ?? (send.isError ? errorMessage(t, send.error) : null);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-md border p-4 sm:p-6"
      data-testid="contact-form"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold">
        {t('contactForm.title')}
      </h2>
      {signedIn ? <p className="text-sm text-muted-foreground">{t('contactForm.signedIn')}</p> : null}
      <FormField id="contact-topic" label={t('contactForm.topic')}>
        <select id="contact-topic" value={topic} onChange={(e) => setTopic(e.target.value as ContactTopic)} className={control}>
          {CONTACT_TOPICS.map((k) => (
            <option key={k} value={k}>
              {t(`contactForm.topics.${k}`)}
            </option>
          ))}
        </select>
      </FormField>
      {signedIn ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="contact-email"
            label={`${t('contactForm.email')} *`}
            hint={t('contactForm.emailHint')}
            error={problems.email ?? null}
          >
            <Input
              id="contact-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={fieldDescription('contact-email', { hint: true, error: problems.email })}
            />
          </FormField>
          <FormField id="contact-name" label={t('contactForm.name')}>
            <Input id="contact-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
        </div>
      )}
      <FormField id="contact-message" label={`${t('contactForm.message')} *`} hint={t('contactForm.messageHint')} error={messageError}>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={MAX_MESSAGE}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={fieldDescription('contact-message', { hint: true, error: messageError })}
          className={`min-h-32 ${control}`}
        />
      </FormField>
      <div>
        <Button type="submit" pending={send.isPending}>
          {t('contactForm.send')}
        </Button>
      </div>
    </form>
  );
}
