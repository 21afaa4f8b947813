import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../components/register-form.tsx';
import { withReturnTo } from '../../lib/return-path.ts';

/**
 * The visitor's step of /checkout: the shared registration form (web/components/register-form.tsx, the
 * same as /register's). Once the server answers with the user, the app's route table becomes the
 * signed-in one and /checkout continues with the billing details (`onRegistered` says where to go).
 */
export function AccountStep({ onRegistered, checkoutPath }: { onRegistered: () => void; checkoutPath: string }) {
  const { t } = useTranslation('billing');
  return (
    <RegisterForm idPrefix="account" ariaLabel={t('account.title')} submitLabel={t('account.submit')} onRegistered={onRegistered}>
      <h2 className="text-lg font-semibold">{t('account.title')}</h2>
      <p className="text-sm text-muted-foreground">
        {t('account.haveOne')}{' '}
        <Link to={withReturnTo('/login', checkoutPath)} className="text-primary underline underline-offset-4">
          {t('account.signIn')}
        </Link>
      </p>
    </RegisterForm>
  );
}
