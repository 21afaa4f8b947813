import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '../../../contract/auth.ts';
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { withReturnTo } from '../../lib/return-path.ts';
import { USER_QUERY_KEY } from '../../lib/session.ts';

type Field = 'email' | 'username' | 'password';

/**
 * The visitor's step of /checkout: an account through the registration API (POST /api/auth/register).
 * Once the server answers with the user, the app's route table becomes the signed-in one and
 * /checkout continues with the billing details (`onRegistered` says where to go).
 */
export function AccountStep({ onRegistered, checkoutPath }: { onRegistered: () => void; checkoutPath: string }) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ email: '', username: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const register = useMutation({
    mutationFn: (body: RegisterBody) => apiRequest<AuthResponse>('POST', '/api/auth/register', body),
    onSuccess: (res) => {
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') && q.queryKey[0] !== USER_QUERY_KEY[0] });
      onRegistered();
      queryClient.setQueryData(USER_QUERY_KEY, res.user);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      const next: Partial<Record<Field, string>> = {};
      if (error.code === 'EMAIL_TAKEN') next.email = t('account.taken');
      for (const f of error.body?.details?.fields ?? [])
        if (f.path === 'email' || f.path === 'username' || f.path === 'password') next[f.path] ??= f.message;
      setProblems(next);
      focusFirst(next);
    },
  });
  const focusFirst = (p: Partial<Record<Field, string>>) => {
    const first = (['email', 'username', 'password'] as const).find((f) => p[f]);
    if (first) refs[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) next.email = t('account.emailInvalid');
    if (form.username.trim().length < 2) next.username = t('account.usernameShort');
    if (form.password.length < PASSWORD_MIN_LENGTH) next.password = t('account.passwordShort', { min: PASSWORD_MIN_LENGTH });
    setProblems(next);
    if (Object.keys(next).length > 0) return focusFirst(next);
    register.mutate({ email: form.email.trim(), username: form.username.trim(), password: form.password, role: 'proponent' });
  };

  const field = (name: Field, type: string, autoComplete: string, hint?: string) => {
    const id = `account-${name}`;
    const error = problems[name] ?? null;
    return (
      <FormField id={id} label={t(`account.${name}`)} hint={hint} error={error}>
        <Input
          ref={refs[name]}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { hint, error })}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="account-title" data-testid="account-step">
      <h2 id="account-title" className="text-lg font-semibold">
        {t('account.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('account.haveOne')}{' '}
        <Link to={withReturnTo('/login', checkoutPath)} className="text-primary underline underline-offset-4">
          {t('account.signIn')}
        </Link>
      </p>
      {register.isError &&
      !(
        register.error instanceof ApiRequestError &&
        (register.error.code === 'EMAIL_TAKEN' || register.error.code === 'VALIDATION_FAILED')
      ) ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, register.error)}
        </p>
      ) : null}
      {field('email', 'email', 'email')}
      {field('username', 'text', 'username')}
      {field('password', 'password', 'new-password', t('account.passwordHint', { min: PASSWORD_MIN_LENGTH }))}
      <p className="text-xs text-muted-foreground">
        {t('account.consent')}{' '}
        <Link to="/terms" className="underline">
          {t('account.terms')}
        </Link>{' '}
        ·{' '}
        <Link to="/privacy" className="underline">
          {t('account.privacy')}
        </Link>
      </p>
      <Button type="submit" pending={register.isPending}>
        {t('account.submit')}
      </Button>
    </form>
  );
}
