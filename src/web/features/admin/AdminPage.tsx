import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { ClientErrorsPanel, OutboxPanel, WorkspacesPanel } from './OperationsPanels.tsx';
import { RecentActivity, RecentSignUps } from './RecentPanels.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import { FeedbackInbox } from './FeedbackInbox.tsx';

const LINKS = [
  ['/admin/billing', 'billing'],
  ['/admin/privacy', 'privacy'],
  ['/admin/funding', 'funding'],
] as const;

/** /admin (issue 26, ADR 0049): accounts and their standing, recent sign-ups, recent activity with the audit chain's state. */
export function AdminPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const me = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl" data-testid="admin-page">
      <PageHeader title={t('title')} description={t('lead')} />
      <nav aria-label={t('links.label')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LINKS.map(([path, key]) => (
          <Link key={path} to={path} className="text-primary underline-offset-4 hover:underline">
            {t(`links.${key}`)}
          </Link>
        ))}
        <a href="#feedback" className="text-primary underline-offset-4 hover:underline">
          {t('links.feedback')}
        </a>
      </nav>
      <UsersPanel selfId={me.user?.id ?? null} />
      <div className="grid gap-x-4 lg:grid-cols-2">
        <RecentSignUps />
        <RecentActivity />
      </div>
      <WorkspacesPanel />
      <div className="grid gap-x-4 lg:grid-cols-2">
        <OutboxPanel />
        <ClientErrorsPanel />
      </div>
      <FeedbackInbox />
    </div>
  );
}
