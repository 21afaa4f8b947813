import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELF_SERVICE_ROLES } from '../../../domain/rbac/index.ts';
import type { SelfServiceRole } from '../../../domain/rbac/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useRegister } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import { checkEmail, checkNewPassword, checkUsername, PASSWORD_MIN_LENGTH, serverProblem } from './validation.ts';
import type { FieldProblem } from './validation.ts';
import { returnPath, returnToParam, withReturnTo } from '../../lib/return-path.ts';

type Problems = Partial<Record<'email' | 'username' | 'password', FieldProblem | 'taken' | null>>;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegister();
  const [form, setForm] = useState({ email: '', username: '', password: '' });
  const [role, setRole] = useState<SelfServiceRole>('proponent');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {
      email: checkEmail(form.email),
      username: checkUsername(form.username),
      password: checkNewPassword(form.password),
    };
    setProblems(next);
    if (next.email || next.username || next.password) return;
    register.mutate(
      { ...form, username: form.username.trim(), role },
      {
        // Back where the visitor came from (an invitation's link, a deep link), else the dashboard.
        onSuccess: () => navigate(returnPath(location.state, location.search), { replace: true }),
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          if (error.code === 'EMAIL_TAKEN') setProblems({ email: 'taken' });
          for (const f of error.body?.details?.fields ?? []) {
            if (f.path === 'email' || f.path === 'username' || f.path === 'password')
              setProblems((p) => ({ ...p, [f.path]: serverProblem(f.path, f.code) }));
          }
        },
      },
    );
  };

  const problem = (field: keyof Problems) => (problems[field] ? t(`problems.${problems[field]}`, { min: PASSWORD_MIN_LENGTH }) : null);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={withReturnTo('/login', returnToParam(location.search))} className="text-primary underline underline-offset-4">
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('register.title')}>
        {register.isError ? <FormAlert>{errorMessage(t, register.error)}</FormAlert> : null}
        <Field
          id="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={problem('email')}
        />
        <Field
          id="username"
          label={t('fields.username')}
          autoComplete="username"
          value={form.username}
          onChange={set('username')}
          error={problem('username')}
        />
        <Field
          id="password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={problem('password')}
        />
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
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
