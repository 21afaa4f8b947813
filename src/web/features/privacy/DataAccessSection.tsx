import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { usePrivacyOverview } from './api.ts';
import { PrivacySection } from './PrivacySection.tsx';

const CATEGORIES = ['projects', 'evaluations', 'notifications', 'sessions', 'consents', 'auditEntries'] as const;

/** #data-access (GDPR art. 15): what the platform holds about you, by category, and how to get a copy. */
export function DataAccessSection() {
  const { t, i18n } = useTranslation('privacy');
  const { data, isError } = usePrivacyOverview();
  return (
    <PrivacySection id="data-access" title={t('access.title')} description={t('access.description')}>
      {isError ? <p className="text-destructive">{t('loadFailed')}</p> : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 sm:max-w-md" data-testid="privacy-holdings">
        <dt className="text-muted-foreground">{t('access.profile')}</dt>
        <dd className="text-right">{t('access.profileValue')}</dd>
        {CATEGORIES.map((c) => (
          <div key={c} className="contents">
            <dt className="text-muted-foreground">{t(`access.categories.${c}`)}</dt>
            <dd className="text-right tabular-nums">{data ? formatNumber(i18n.language, data.holdings[c], 0) : '…'}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t('access.copy')}{' '}
        <a className="text-primary underline underline-offset-4" href="#data-portability">
          {t('access.copyLink')}
        </a>
      </p>
    </PrivacySection>
  );
}
