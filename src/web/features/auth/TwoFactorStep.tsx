import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useLoginTwoFactor } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { Field } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import { returnPath } from '../../lib/return-path.ts';

/** After a right password on a two-factor account: the authenticator's code, or a recovery code. */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useLoginTwoFactor();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const expired = verify.error && 'code' in verify.error && verify.error.code === 'INVALID_TOKEN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    verify.mutate(
      { challenge, code: code.trim() },
      { onSuccess: () => navigate(returnPath(location.state, location.search), { replace: true }) },
    );
  };

  return (
    <AuthCard title={t('twoFactor.title')} description={t(recovery ? 'twoFactor.recoveryDescription' : 'twoFactor.description')}>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('twoFactor.title')}>
        {verify.isError ? <FormAlert>{expired ? t('twoFactor.expired') : errorMessage(t, verify.error)}</FormAlert> : null}
        <Field
          id="two-factor-code"
          label={t(recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          maxLength={recovery ? 20 : 6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={verify.isPending || !code.trim()}>
          {t('twoFactor.submit')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
            }}
          >
            {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
          </Button>
          <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
            {t('twoFactor.restart')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
