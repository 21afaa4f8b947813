import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { LANGUAGES } from '../../lib/language.ts';
import { useTheme } from '../../lib/theme.tsx';
import { Section } from './Section.tsx';

/** Theme (this browser) and language (this browser and the account: the app and its e-mails). */
export function AppearanceSection() {
  const { t } = useTranslation('settings');
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  return (
    <Section id="appearance" title={t('appearance.title')}>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="dark-mode">{t('appearance.dark')}</Label>
        <Switch id="dark-mode" checked={theme === 'dark'} onCheckedChange={(c) => setTheme(c ? 'dark' : 'light')} />
      </div>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-2 font-medium">{t('appearance.language')}</legend>
        {LANGUAGES.map((lng) => (
          <Button
            key={lng}
            size="sm"
            variant={language === lng ? 'default' : 'outline'}
            aria-pressed={language === lng}
            onClick={() => setLanguage(lng)}
            lang={lng}
          >
            {t(`common:language.names.${lng}`, { lng })}
          </Button>
        ))}
        <p className="basis-full text-xs text-muted-foreground">{t('appearance.languageHint')}</p>
      </fieldset>
    </Section>
  );
}
