import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useConfirmEmailChange } from './api.ts';
import { Notice } from './Notice.tsx';

/** Behind the link sent to a new address (/confirm-email?token=…): the account moves to it, once. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{t('confirmEmail.title')}</h1>
        </CardHeader>
        <CardContent>
          {!token ? (
            <Notice>{t('confirmEmail.missing')}</Notice>
          ) : confirm.isSuccess ? (
            <Notice kind="success" testId="email-confirmed">
              {t('confirmEmail.done')}
            </Notice>
          ) : confirm.isError ? (
            <Notice>{errorMessage(t, confirm.error)}</Notice>
          ) : (
            <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
              <Spinner className="size-5 border-2" />
              {t('confirmEmail.checking')}
            </div>
          )}
        </CardContent>
      </Card>
      <Link to="/settings#email" className="mt-4 text-center text-sm text-primary underline underline-offset-4">
        {t('confirmEmail.continue')}
      </Link>
    </div>
  );
}
