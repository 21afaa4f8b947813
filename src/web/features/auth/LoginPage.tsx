import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useLogin } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import { checkEmail } from './validation.ts';
import { returnPath, returnToParam, sessionEnded, withReturnTo } from '../../lib/return-path.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import type { FieldProblem } from './validation.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: FieldProblem | null; password?: FieldProblem | null }>({});

  const unlocked = new URLSearchParams(location.search).get('unlocked');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: password ? null : ('required' as const) };
    setProblems(next);
    if (next.email || next.password) return;
    login.mutate(
      { email, password },
      {
        onSuccess: (res) => {
          if ('challenge' in res) return setChallenge(res.challenge);
          void navigate(returnPath(location.state, location.search), { replace: true });
        },
      },
    );
  };

  if (challenge) return <TwoFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />;

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={withReturnTo('/register', returnToParam(location.search))} className="text-primary underline underline-offset-4">
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('login.title')}>
        {sessionEnded(location.state) && !login.isError ? (
          <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm" data-testid="session-ended">
            {t('login.sessionEnded')}
          </p>
        ) : null}
        {new URLSearchParams(location.search).get('erased') === '1' && !login.isError ? (
          <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm" data-testid="account-erased">
            {t('login.erased')}
          </p>
        ) : null}
        {/* The e-mailed unlock link of the per-account lockout (ADR 0048) lands here with ?unlocked=1 (0: spent). */}
        {unlocked !== null && !login.isError ? (
          <FormAlert kind={unlocked === '1' ? 'success' : 'error'}>
            {t(unlocked === '1' ? 'login.unlocked' : 'login.unlockFailed')}
          </FormAlert>
        ) : null}
        {login.isError ? <FormAlert>{errorMessage(t, login.error)}</FormAlert> : null}
        <Field
          id="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problems.email ? t(`problems.${problems.email}`) : null}
        />
        <Field
          id="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problems.password ? t(`problems.${problems.password}`) : null}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" pending={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
