import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useChangePassword } from './api.ts';
import { Notice } from './Notice.tsx';
import { Section } from './Section.tsx';
import { TextField } from './TextField.tsx';

/** A new password; every other session of the account is signed out. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setProblem(t('currentPasswordRequired'));
    if (next.length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH)
      return setProblem(t('password.length', { min: PASSWORD_MIN_LENGTH }));
    setProblem(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
      },
    );
  };

  return (
    <Section id="password" title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={submit} className="grid items-start gap-3 sm:grid-cols-2">
        <TextField
          id="current-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          id="new-password"
          label={t('password.new')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" pending={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
      {problem ? (
        <Notice>{problem}</Notice>
      ) : change.isError ? (
        <Notice>{errorMessage(t, change.error)}</Notice>
      ) : change.data ? (
        <Notice kind="success">{t('password.done', { count: change.data.revoked })}</Notice>
      ) : null}
    </Section>
  );
}
