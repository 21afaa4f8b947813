import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useRequestEmailChange } from './api.ts';
import { Notice } from './Notice.tsx';
import { Section } from './Section.tsx';
import { TextField } from './TextField.tsx';

/** A change of address: a link goes to the new address; nothing changes until it is opened. */
export function EmailSection() {
  const { t, i18n } = useTranslation('settings');
  const { user } = useCurrentUser();
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setProblem(t('email.invalid'));
    if (!password) return setProblem(t('email.passwordRequired'));
    setProblem(null);
    request.mutate({ email: email.trim(), password }, { onSuccess: () => setPassword('') });
  };

  return (
    <Section id="email" title={t('email.title')} description={t('email.description', { email: user?.email ?? '' })}>
      <form noValidate onSubmit={submit} className="grid items-start gap-3 sm:grid-cols-2">
        <TextField
          id="new-email"
          label={t('email.new')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          id="email-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" pending={request.isPending}>
            {t('email.submit')}
          </Button>
        </div>
      </form>
      {problem ? (
        <Notice>{problem}</Notice>
      ) : request.isError ? (
        <Notice>{errorMessage(t, request.error)}</Notice>
      ) : request.data ? (
        <Notice kind="success" testId="email-pending">
          {t('email.sent', { email: request.data.pendingEmail, date: formatDateTime(i18n.language, request.data.expiresAt) })}
        </Notice>
      ) : null}
    </Section>
  );
}
