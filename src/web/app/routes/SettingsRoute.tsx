import { useTranslation } from 'react-i18next';
import { ShortcutsSetting } from '../../features/command-palette/ShortcutsSetting.tsx';
import { ConsentSection, DataAccessSection, DataDeletionSection, DataPortabilitySection } from '../../features/privacy/index.ts';
import { SavedSection } from '../../features/funding/SavedSection.tsx';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';
import { SharingSection } from '../../features/workspaces/SharingSection.tsx';
import { TeamSection } from '../../features/workspaces/TeamSection.tsx';

/**
 * /settings: the settings page with the sections other features own handed in, one line each
 * (features do not import each other, docs/architecture.md; this route composes them).
 */
export function SettingsRoute() {
  // The namespaces of the handed-in sections before the first render: /settings#team must find its section when the page scrolls to it.
  useTranslation(['settings', 'workspaces', 'privacy', 'funding', 'realization', 'send']);
  return (
    <SettingsPage
      extraSections={
        <>
          <ShortcutsSetting />
          <SavedSection />
        </>
      }
      team={<TeamSection />}
      sharing={<SharingSection />}
      privacy={
        <>
          <DataAccessSection />
          <DataPortabilitySection />
          <DataDeletionSection />
          <ConsentSection />
        </>
      }
    />
  );
}
