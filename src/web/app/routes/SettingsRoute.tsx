import { SettingsPage } from '../../features/settings/SettingsPage.tsx';
import { ConsentSection, DataAccessSection, DataDeletionSection, DataPortabilitySection } from '../../features/privacy/index.ts';

/** /settings: the settings page with the privacy sections (issue 11) handed in, one line each. */
export function SettingsRoute() {
  return (
    <SettingsPage
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
