import { useTranslation } from 'react-i18next';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { CycleGuide } from '../../features/dashboard/CycleGuide.tsx';
import { cycleStates } from '../../features/dashboard/next-step.ts';
import { GuidePage } from '../../features/guide/GuidePage.tsx';
import { useProjects } from '../../features/projects/api.ts';

/** The proponent's cycle with "you are here" from their own projects (only proponents have projects). */
function ProponentCycle() {
  const { t } = useTranslation('dashboard');
  const projects = useProjects({ sort: 'updated' });
  return <CycleGuide t={t} states={projects.data ? cycleStates(projects.data) : undefined} />;
}

/** The 7-step cycle inside the guide; a proponent sees where they are on it. */
function GuideCycle() {
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  return navigationRole(user) === 'proponent' ? <ProponentCycle /> : <CycleGuide t={t} />;
}

/** The guide with the dashboard's 7-step cycle in its "Getting started" chapter (features compose here). */
export function GuideRoute() {
  // Both namespaces load together, not the cycle's after the guide's has arrived.
  useTranslation(['guide', 'dashboard']);
  return <GuidePage cycle={<GuideCycle />} />;
}
