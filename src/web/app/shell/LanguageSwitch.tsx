import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useLanguage } from '../../lib/language-context.tsx';

/** Two languages, one button: it switches to the other one (a menu would cost the visitor ~13 KB). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const other = language === 'it' ? 'en' : 'it';
  const label = t('language.switchTo', { language: t(`language.names.${other}`) });
  return (
    // The name starts with the visible code (WCAG 2.5.3, label in name), so "click EN" works by voice.
    <Button
      variant="ghost"
      size="sm"
      onClick={() => setLanguage(other)}
      aria-label={`${language.toUpperCase()}: ${label}`}
      title={label}
      data-testid="language-switch"
      data-language={language}
    >
      <LanguagesIcon aria-hidden="true" />
      <span className="uppercase" aria-hidden="true">
        {language}
      </span>
    </Button>
  );
}
