import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../components/register-form.tsx';
import { returnPath, returnToParam, withReturnTo } from '../../lib/return-path.ts';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from '../../../domain/rbac/index.ts';
import { AuthCard } from './AuthCard.tsx';

/** The role /onboarding chose (?role=investor), if it is one a visitor may pick; never admin. */
export function roleFromSearch(search: string): SelfServiceRole | undefined {
  const role = new URLSearchParams(search).get('role');
  return SELF_SERVICE_ROLES.find((r) => r === role);
}

/** /register: the shared registration form with the role choice; back where the visitor came from, else the dashboard. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
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
      <RegisterForm
        idPrefix=""
        ariaLabel={t('register.title')}
        roleChoice
        initialRole={roleFromSearch(location.search)}
        // Back where the visitor came from (an invitation's link, a deep link), else the dashboard.
        onRegistered={() => void navigate(returnPath(location.state, location.search), { replace: true })}
      />
    </AuthCard>
  );
}
