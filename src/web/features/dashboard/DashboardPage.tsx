import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { useProjects } from '../projects/api.ts';
import { AdminDashboard } from './AdminDashboard.tsx';
import { ProponentDashboard } from './ProponentDashboard.tsx';
import { ConsultantDashboard, InvestorDashboard } from './RoleDashboards.tsx';

/** "New project" in the header once a project exists: before that, the next-step panel is the one way in. */
function NewProjectAction({ label }: { label: string }) {
  const projects = useProjects({ sort: 'updated' });
  if (!projects.data || projects.data.length === 0) return null;
  return (
    <Button asChild variant="outline">
      <Link to="/projects/new">
        <PlusIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/**
 * The dashboard, by role: a proponent's next step and figures; an investor's and a consultant's
 * honest account of what they can do today; an admin's platform figures. Every number comes from
 * the live database through the API.
 */
export function DashboardPage({ investorExtra }: { investorExtra?: ReactNode } = {}) {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const role = navigationRole(user);
  const lng = i18n.language;

  return (
    <div className="mx-auto max-w-6xl space-y-8" data-testid="dashboard" data-role={role}>
      <PageHeader
        title={t('title', { name: user?.username ?? '' })}
        // The proponent's lead is the one the server's first frame shows (src/server/plugins/first-frame.ts).
        description={role === 'proponent' ? t('subtitle') : t(`subtitleByRole.${role}`)}
        actions={role === 'proponent' ? <NewProjectAction label={t('newProject')} /> : null}
      />
      {role === 'proponent' ? (
        <ProponentDashboard lng={lng} t={t} />
      ) : role === 'investor' ? (
        <>
          {investorExtra}
          <InvestorDashboard t={t} />
        </>
      ) : role === 'consultant' ? (
        <ConsultantDashboard t={t} />
      ) : (
        <AdminDashboard lng={lng} t={t} />
      )}
    </div>
  );
}
