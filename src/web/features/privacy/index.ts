// The privacy sections of /settings (issue 11), each mounted by SettingsPage with one line.
export { DataAccessSection } from './DataAccessSection.tsx';
export { DataPortabilitySection } from './DataPortabilitySection.tsx';
export { DataDeletionSection } from './DataDeletionSection.tsx';
export { ConsentSection } from './ConsentSection.tsx';
