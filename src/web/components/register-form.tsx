import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, MailIcon } from 'lucide-react';
import type { AuthResponse, RegisterBody, User } from '../../contract/auth.ts';
import { SELF_SERVICE_ROLES } from '../../domain/rbac/index.ts';
import type { SelfServiceRole } from '../../domain/rbac/index.ts';
import { checkEmail, checkNewPassword, checkUsername, PASSWORD_MIN_LENGTH, serverProblem } from '../lib/account-validation.ts';
import type { FieldProblem } from '../lib/account-validation.ts';
import { ApiRequestError, apiRequest } from '../lib/api.ts';
import { errorMessage } from '../lib/errors.ts';
import { USER_QUERY_KEY } from '../lib/session.ts';
import { Button } from './ui/button.tsx';
import { FormField, fieldDescription } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

type Field = 'email' | 'username' | 'password';
type Problems = Partial<Record<Field, FieldProblem | 'taken' | null>>;
const FIELDS: readonly Field[] = ['email', 'username', 'password'];

/**
 * The one registration form (POST /api/auth/register), used by /register and by /checkout's account
 * step: e-mail, the name shown to others, password, and — on /register — the role. Checks the fields
 * before the round trip, puts the server's field problems on their fields, focuses the first one wrong,
 * and on success holds the new session (the app's routes become the signed-in ones) before `onRegistered`.
 */
export function RegisterForm({
  idPrefix,
  ariaLabel,
  roleChoice = false,
  initialRole,
  submitLabel,
  onRegistered,
  children,
}: {
  /** Prefix of the fields' ids ('' on /register: `email`, `username`, `password`). */
  idPrefix: string;
  ariaLabel: string;
  /** Show the self-service role choice; without it the account is a proponent's. */
  roleChoice?: boolean;
  /** The role chosen before (on /onboarding, passed as /register?role=…); the visitor may still change it. */
  initialRole?: SelfServiceRole | undefined;
  submitLabel?: string;
  onRegistered: () => void;
  /** Shown above the fields (a heading, a sign-in link). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ email: '', username: '', password: '' });
  const [role, setRole] = useState<SelfServiceRole>(initialRole ?? 'proponent');
  const [problems, setProblems] = useState<Problems>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const focusFirst = (p: Problems) => {
    const first = FIELDS.find((f) => p[f]);
    if (first) refs[first].current?.focus();
  };
  const [checkMail, setCheckMail] = useState(false);
  const register = useMutation({
    // The server answers an address that already has an account like a new one, without a session,
    // and e-mails its owner (ADR 0048): the session is what tells this browser which case it is in.
    mutationFn: async (body: RegisterBody) => {
      await apiRequest<AuthResponse>('POST', '/api/auth/register', body);
      try {
        return await apiRequest<User>('GET', '/api/auth/user');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
    onSuccess: (me) => {
      if (!me) {
        setCheckMail(true);
        return;
      }
      setCheckMail(false);
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') && q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, me);
      onRegistered();
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      const next: Problems = {};
      if (error.code === 'EMAIL_TAKEN') next.email = 'taken';
      for (const f of error.body?.details?.fields ?? [])
        if (f.path === 'email' || f.path === 'username' || f.path === 'password') next[f.path] ??= serverProblem(f.path, f.code);
      setProblems(next);
      focusFirst(next);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {
      email: checkEmail(form.email),
      username: checkUsername(form.username),
      password: checkNewPassword(form.password),
    };
    setProblems(next);
    if (next.email || next.username || next.password) return focusFirst(next);
    register.mutate({
      email: form.email.trim(),
      username: form.username.trim(),
      password: form.password,
      role: roleChoice ? role : 'proponent',
    });
  };

  const field = (name: Field, type: string, autoComplete: string, hint?: string) => {
    const id = idPrefix ? `${idPrefix}-${name}` : name;
    const error = problems[name] ? t(`problems.${problems[name]}`, { min: PASSWORD_MIN_LENGTH }) : null;
    return (
      <FormField id={id} label={t(`fields.${name}`)} hint={hint} error={error}>
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
  // A problem the fields already show is not repeated above them.
  const fieldLevel = register.error instanceof ApiRequestError && ['EMAIL_TAKEN', 'VALIDATION_FAILED'].includes(register.error.code ?? '');

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={ariaLabel} data-testid={`${idPrefix || 'register'}-form`}>
      {children}
      {checkMail ? (
        <div role="status" data-testid="register-check-email" className="flex gap-2 rounded-md border p-3 text-sm">
          <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{t('register.checkEmail')}</p>
        </div>
      ) : null}
      {register.isError && !fieldLevel ? (
        <div
          role="alert"
          data-testid="form-error"
          className="flex gap-2 rounded-md border border-destructive/50 p-3 text-sm text-destructive"
        >
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{errorMessage(t, register.error)}</p>
        </div>
      ) : null}
      {field('email', 'email', 'email')}
      {field('username', 'text', 'username')}
      {field('password', 'password', 'new-password', t('register.passwordHint', { min: PASSWORD_MIN_LENGTH }))}
      {roleChoice ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('fields.role')}</legend>
          {SELF_SERVICE_ROLES.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent/50"
            >
              <input
                type="radio"
                name="role"
                value={r}
                checked={role === r}
                onChange={() => setRole(r)}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>
                <span className="block text-sm font-medium">{t(`roles.${r}.title`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`roles.${r}.description`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('register.consentNote')}{' '}
        <Link to="/terms" className="underline">
          {t('register.terms')}
        </Link>{' '}
        ·{' '}
        <Link to="/privacy" className="underline">
          {t('register.privacy')}
        </Link>
      </p>
      <Button type="submit" pending={register.isPending}>
        {register.isPending ? t('register.submitting') : (submitLabel ?? t('register.submit'))}
      </Button>
    </form>
  );
}
