import { useTranslation } from 'react-i18next';

/** The skip-to-content link (seed section 2): the first focusable element of every page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-[200] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
