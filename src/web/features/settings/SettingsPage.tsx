import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { AppearanceSection } from './AppearanceSection.tsx';
import { CalendarSection } from './CalendarSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { InvestorDirectorySection } from './InvestorDirectorySection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/**
 * Settings: one component per section, composed here, each with its own anchor (/settings#id).
 * A new section is one line in this list (its component owns its data and strings). `extraSections`:
 * cards other features add, composed by the route (src/web/app/routes), e.g. the keyboard shortcuts switch;
 * `privacy`: the sections #data-access, #data-portability, #data-deletion, #consent (features/privacy).
 */
export function SettingsPage({
  extraSections,
  team,
  sharing,
  privacy,
}: { extraSections?: ReactNode; team?: ReactNode; sharing?: ReactNode; privacy?: ReactNode } = {}) {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6" data-testid="settings">
      <PageHeader title={t('title')} description={t('description')} className="mb-0" />
      <ProfileSection />
      <EmailSection />
      <AppearanceSection />
      {extraSections}
      <NotificationsSection />
      <CalendarSection />
      <InvestorDirectorySection />
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
      {team}
      {sharing}
      {privacy}
    </div>
  );
}
