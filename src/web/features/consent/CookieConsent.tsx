import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CookieIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { readConsent } from '../../lib/consent.ts';
import { saveConsent } from './api.ts';

/** Seed section 9: the banner appears 1 s after load when no consent is saved. */
export const CONSENT_BANNER_DELAY_MS = 1000;

const PURPOSES = ['necessary', 'analytics', 'marketing', 'functional'] as const;
type Optional = Exclude<(typeof PURPOSES)[number], 'necessary'>;

/**
 * The cookie consent (seed sections 4 and 5), for visitors and signed-in users alike: nothing
 * beyond the necessary cookies is set before a choice is made.
 */
export function CookieConsent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [managing, setManaging] = useState(false);
  const [choice, setChoice] = useState<Record<Optional, boolean>>({ analytics: false, marketing: false, functional: false });
  const titleId = useId();

  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const decide = (next: Record<Optional, boolean>) => {
    setVisible(false);
    void saveConsent(next, signedIn);
  };

  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-lg border bg-background p-4 shadow-xl sm:inset-x-4 sm:bottom-4 sm:p-5"
      data-testid="cookie-banner"
    >
      <div className="flex items-start gap-3">
        <CookieIcon className="mt-0.5 hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('consent.message')}{' '}
            <Link to="/cookies" className="text-primary underline underline-offset-4">
              {t('consent.policyLink')}
            </Link>
          </p>
          {managing ? (
            <ul className="mt-4 space-y-3" data-testid="cookie-preferences-panel">
              {PURPOSES.map((purpose) => (
                <li key={purpose} className="flex items-start justify-between gap-4">
                  <div>
                    <label htmlFor={`consent-${purpose}`} className="text-sm font-medium">
                      {t(`consent.purposes.${purpose}.title`)}
                    </label>
                    <p className="text-xs text-muted-foreground">{t(`consent.purposes.${purpose}.description`)}</p>
                  </div>
                  <Switch
                    id={`consent-${purpose}`}
                    checked={purpose === 'necessary' ? true : choice[purpose]}
                    disabled={purpose === 'necessary'}
                    onCheckedChange={(checked) => (purpose === 'necessary' ? undefined : setChoice({ ...choice, [purpose]: checked }))}
                  />
                </li>
              ))}
              <li className="text-xs text-muted-foreground">{t('consent.retention')}</li>
            </ul>
          ) : null}
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {managing ? (
              <Button onClick={() => decide(choice)}>{t('consent.save')}</Button>
            ) : (
              <>
                <Button onClick={() => decide({ analytics: true, marketing: true, functional: true })}>{t('consent.acceptAll')}</Button>
                <Button variant="outline" onClick={() => decide({ analytics: false, marketing: false, functional: false })}>
                  {t('consent.rejectAll')}
                </Button>
                <Button variant="ghost" onClick={() => setManaging(true)}>
                  {t('consent.manage')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
