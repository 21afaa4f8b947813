import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';
import { SharingSection } from '../../features/workspaces/SharingSection.tsx';
import { TeamSection } from '../../features/workspaces/TeamSection.tsx';

/**
 * /settings — the settings page with the sections other features own (features do not import each
 * other, docs/architecture.md; this route composes them).
 */
export function SettingsRoute() {
  // Both namespaces before the first render: /settings#team must find its section when the page scrolls to it.
  useTranslation(['settings', 'workspaces']);
  return <SettingsPage team={<TeamSection />} sharing={<SharingSection />} />;
}
