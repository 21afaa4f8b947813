import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { PageHeader } from '../../components/page-header.tsx';
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
 * Settings: profile, appearance and language, then the privacy sections the footer links to
 * (access, portability, deletion, consent), which the route hands in (features do not import each other).
 */
export function SettingsPage({ privacy }: { privacy?: ReactNode }) {
  const { t } = useTranslation('settings');
  const { user } = useCurrentUser();
  const { tier } = useTier();
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
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
      {/* #data-access, #data-portability, #data-deletion, #consent: features/privacy, composed in app/routes/SettingsRoute.tsx */}
      {privacy}
    </div>
  );
}
