import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetConsent } from '../../lib/consent.ts';

const LEGAL = [
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/cookies', 'cookies'],
  ['/legal-231', 'legal231'],
  ['/legal-methodology', 'methodology'],
  ['/legal-contracts', 'contracts'],
] as const;

const DATA_RIGHTS = [
  ['/settings#data-access', 'dataAccess'],
  ['/settings#data-deletion', 'dataDeletion'],
  ['/settings#data-portability', 'dataPortability'],
  ['/settings#consent', 'consent'],
] as const;

/** Seed section 9: the copyright year is 2025. */
export const COPYRIGHT_YEAR = 2025;

/**
 * Legal links, data-rights links (signed in: the settings anchors; visitors have no account data,
 * so they get the privacy notice's rights section), support links and the cookie-preferences reset.
 */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const support = signedIn
    ? ([
        ['/guide', 'guide'],
        ['/feedback-demo', 'feedback'],
        ['/contact', 'contact'],
      ] as const)
    : ([
        ['/content-hub', 'resources'],
        ['/contact', 'contact'],
        ['/about', 'about'],
      ] as const);
  const linkClass =
    'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring outline-none';
  return (
    <footer className="mt-auto border-t bg-muted/40 px-4 py-8 text-sm sm:px-6" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={t('footer.legal')}>
          <h2 className="mb-2 font-semibold">{t('footer.legal')}</h2>
          <ul className="space-y-1.5">
            {LEGAL.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.dataRights')}>
          <h2 className="mb-2 font-semibold">{t('footer.dataRights')}</h2>
          <ul className="space-y-1.5">
            {signedIn ? (
              DATA_RIGHTS.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className={linkClass}>
                    {t(`footer.links.${key}`)}
                  </Link>
                </li>
              ))
            ) : (
              <li>
                <Link to="/privacy#rights" className={linkClass}>
                  {t('footer.links.yourRights')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <nav aria-label={t('footer.support')}>
          <h2 className="mb-2 font-semibold">{t('footer.support')}</h2>
          <ul className="space-y-1.5">
            {support.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={linkClass} onClick={() => resetConsent()} data-testid="cookie-preferences">
                {t('footer.cookiePreferences')}
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 font-semibold">{t('brand.name')}</h2>
          <p className="text-muted-foreground">{t('footer.tagline')}</p>
          <p className="mt-4 text-muted-foreground">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
        </div>
      </div>
    </footer>
  );
}
