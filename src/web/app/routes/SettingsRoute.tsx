import { ShortcutsSetting } from '../../features/command-palette/ShortcutsSetting.tsx';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';
import { ConsentSection, DataAccessSection, DataDeletionSection, DataPortabilitySection } from '../../features/privacy/index.ts';

/** /settings: the settings page with the sections other features own handed in, one line each. */
export function SettingsRoute() {
  return (
    <SettingsPage
      extraSections={<ShortcutsSetting />}
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
