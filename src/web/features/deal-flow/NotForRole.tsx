import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * /deal-flow for a proponent or a consultant: deal flow is the investors' private board (the sidebar
 * shows it to investors and admins, the server answers 403 to others). A proponent's side of it lives
 * elsewhere — requests they send, the showcase investors follow, the questions on each project — so
 * this page says so and leads there instead of failing.
 */
export function DealFlowNotForRole({ role }: { role: 'proponent' | 'consultant' }) {
  const { t } = useTranslation('dealFlow');
  return (
    <div className="mx-auto max-w-3xl" data-testid="deal-flow-not-for-role">
      <PageHeader title={t('notForRole.title')} description={t(`notForRole.${role}`)} />
      <div className="flex flex-wrap gap-2">
        {role === 'proponent' ? (
          <>
            <Button asChild>
              <Link to="/funding-requests">{t('notForRole.requests')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/vhs-marketing">{t('notForRole.showcase')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/projects">{t('notForRole.projects')}</Link>
            </Button>
          </>
        ) : (
          <Button asChild>
            <Link to="/dashboard">{t('notForRole.dashboard')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
