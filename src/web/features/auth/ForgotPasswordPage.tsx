import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useForgotPassword } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import { checkEmail } from './validation.ts';
import type { FieldProblem } from './validation.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = checkEmail(email);
    setProblem(p);
    if (!p) forgot.mutate(email);
  };
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <Link to="/login" className="text-primary underline underline-offset-4">
          {t('backToLogin')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <FormAlert kind="success">{t('forgot.sent')}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('forgot.title')}>
          {forgot.isError ? <FormAlert>{errorMessage(t, forgot.error)}</FormAlert> : null}
          <Field
            id="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={problem ? t(`problems.${problem}`) : null}
          />
          <Button type="submit" pending={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
