import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { readConsent, resetConsent } from '../../lib/consent.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language-context.tsx';
import { LANGUAGES } from '../../lib/language.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.tsx';
import { useTier } from '../../lib/tier.tsx';

function Section({ id, title, description, children }: { id?: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-20" tabIndex={id ? -1 : undefined}>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">{children}</CardContent>
    </Card>
  );
}

/**
 * Settings: profile, appearance and language (working now), and the privacy anchors the footer
 * links to. Data export and deletion requests come with the account-data issue; until then the
 * page says how to exercise those rights.
 */
export function SettingsPage({ team, sharing }: { team?: ReactNode; sharing?: ReactNode } = {}) {
  const { t, i18n } = useTranslation('settings');
  const { user } = useCurrentUser();
  const { tier } = useTier();
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  const { hash } = useLocation();
  const consent = readConsent();

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6" data-testid="settings">
      <PageHeader title={t('title')} description={t('description')} className="mb-0" />
      <Section title={t('profile.title')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-muted-foreground">{t('profile.username')}</dt>
          <dd>{user?.username}</dd>
          <dt className="text-muted-foreground">{t('profile.email')}</dt>
          <dd className="break-all">{user?.email}</dd>
          <dt className="text-muted-foreground">{t('profile.role')}</dt>
          <dd>{user ? t(`common:roles.${user.role}`) : null}</dd>
          <dt className="text-muted-foreground">{t('profile.tier')}</dt>
          <dd>{t(`common:tiers.${tier}`)}</dd>
        </dl>
      </Section>
      <Section title={t('appearance.title')}>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="dark-mode">{t('appearance.dark')}</Label>
          <Switch id="dark-mode" checked={theme === 'dark'} onCheckedChange={(c) => setTheme(c ? 'dark' : 'light')} />
        </div>
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-2 font-medium">{t('appearance.language')}</legend>
          {LANGUAGES.map((lng) => (
            <Button key={lng} size="sm" variant={language === lng ? 'default' : 'outline'} aria-pressed={language === lng} onClick={() => setLanguage(lng)} lang={lng}>
              {t(`common:language.names.${lng}`, { lng })}
            </Button>
          ))}
        </fieldset>
      </Section>
      {team}
      {sharing}
      <Section id="data-access" title={t('privacy.access.title')}>
        <p>{t('privacy.access.body')}</p>
      </Section>
      <Section id="data-deletion" title={t('privacy.deletion.title')}>
        <p>{t('privacy.deletion.body')}</p>
      </Section>
      <Section id="data-portability" title={t('privacy.portability.title')}>
        <p>{t('privacy.portability.body')}</p>
      </Section>
      <Section id="consent" title={t('privacy.consent.title')} description={t('privacy.consent.description')}>
        <p data-testid="consent-state">
          {consent
            ? t('privacy.consent.saved', {
                date: formatDateTime(i18n.language, consent.consentDate),
                analytics: t(consent.analytics ? 'privacy.consent.on' : 'privacy.consent.off'),
                marketing: t(consent.marketing ? 'privacy.consent.on' : 'privacy.consent.off'),
                functional: t(consent.functional ? 'privacy.consent.on' : 'privacy.consent.off'),
              })
            : t('privacy.consent.none')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => resetConsent()}>
            {t('privacy.consent.change')}
          </Button>
          <Button asChild size="sm" variant="link">
            <Link to="/privacy">{t('privacy.notice')}</Link>
          </Button>
        </div>
      </Section>
    </div>
  );
}
