import { useTranslation } from 'react-i18next';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { CycleGuide } from '../../features/dashboard/CycleGuide.tsx';
import { cycleLinks, cycleStates } from '../../features/dashboard/next-step.ts';
import { useGuide } from '../../features/dashboard/api.ts';
import { GuidePage } from '../../features/guide/GuidePage.tsx';

/** The proponent's cycle with "you are here" from their own projects (only proponents have projects). */
function ProponentCycle() {
  const { t } = useTranslation('dashboard');
  const guide = useGuide();
  const list = guide.data?.projects;
  return <CycleGuide t={t} states={list ? cycleStates(list) : undefined} links={list ? cycleLinks(list) : undefined} />;
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
