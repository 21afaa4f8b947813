import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { logout } from '../../lib/session.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/**
 * What an admin sees while REQUIRE_ADMIN_2FA holds them back: the two-factor setup, alone (the
 * server refuses everything else until it is on), and a way to sign out.
 */
export function TwoFactorRequiredPage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10" data-testid="two-factor-required-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('twoFactor.requiredTitle')}</h1>
      <p className="text-sm text-muted-foreground">{t('twoFactor.requiredBody')}</p>
      <TwoFactorSection />
      <div>
        <Button variant="outline" size="sm" onClick={() => logout(queryClient)}>
          {t('twoFactor.signOut')}
        </Button>
      </div>
    </main>
  );
}
