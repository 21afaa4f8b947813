import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useResetPassword } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from './validation.ts';
import type { FieldProblem } from './validation.ts';

/** The page behind the e-mailed link /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: FieldProblem | null; confirm?: FieldProblem | null }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: checkNewPassword(password), confirm: confirm === password ? null : ('mismatch' as const) };
    setProblems(next);
    if (!next.password && !next.confirm) reset.mutate({ token, password });
  };

  const footer = (
    <Link to="/login" className="text-primary underline underline-offset-4">
      {t('backToLogin')}
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title={t('reset.title')} footer={footer}>
        <FormAlert>{t('reset.missingToken')}</FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')} footer={footer}>
      {reset.isSuccess ? (
        <FormAlert kind="success">{t('reset.done')}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('reset.title')}>
          {reset.isError ? <FormAlert>{errorMessage(t, reset.error)}</FormAlert> : null}
          <Field
            id="password"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={problems.password ? t(`problems.${problems.password}`, { min: PASSWORD_MIN_LENGTH }) : null}
          />
          <Field
            id="confirm"
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={problems.confirm ? t(`problems.${problems.confirm}`) : null}
          />
          <Button type="submit" pending={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
