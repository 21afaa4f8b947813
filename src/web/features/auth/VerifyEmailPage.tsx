import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useVerifyEmail } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { returnPath } from '../../lib/return-path.ts';

/** The page behind the e-mailed link /verify-email?token=…; it confirms the address once. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthCard
      title={t('verify.title')}
      footer={
        <Link to={returnPath(null, `?${params.toString()}`)} className="text-primary underline underline-offset-4">
          {t('verify.continue')}
        </Link>
      }
    >
      {!token ? (
        <FormAlert>{t('verify.missingToken')}</FormAlert>
      ) : verify.isSuccess ? (
        <FormAlert kind="success">{t('verify.done')}</FormAlert>
      ) : verify.isError ? (
        <FormAlert>{errorMessage(t, verify.error)}</FormAlert>
      ) : (
        <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner className="size-5 border-2" />
          {t('verify.checking')}
        </div>
      )}
    </AuthCard>
  );
}
