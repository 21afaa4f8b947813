import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { readConsent, resetConsent } from '../../lib/consent.ts';
import { formatDateTime } from '../../lib/format.ts';
import { usePrivacyOverview } from './api.ts';
import { PrivacySection } from './PrivacySection.tsx';

/** #consent: the choice saved in this browser, and the record of every consent given while signed in. */
export function ConsentSection() {
  const { t, i18n } = useTranslation('privacy');
  const { data } = usePrivacyOverview();
  const consent = readConsent();
  const onOff = (v: boolean) => t(v ? 'consent.on' : 'consent.off');
  const history = data?.consents ?? [];

  return (
    <PrivacySection id="consent" title={t('consent.title')} description={t('consent.description')}>
      <p data-testid="consent-state">
        {consent
          ? t('consent.saved', {
              date: formatDateTime(i18n.language, consent.consentDate),
              analytics: onOff(consent.analytics),
              marketing: onOff(consent.marketing),
              functional: onOff(consent.functional),
            })
          : t('consent.none')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => resetConsent()}>
          {t('consent.change')}
        </Button>
        <Button asChild size="sm" variant="link">
          <Link to="/privacy">{t('notice')}</Link>
        </Button>
      </div>
      <h3 className="pt-2 font-medium">{t('consent.historyTitle')}</h3>
      {history.length === 0 ? (
        <p className="text-muted-foreground" data-testid="consent-history-empty">
          {t('consent.historyEmpty')}
        </p>
      ) : (
        <div
          className="max-w-full overflow-x-auto"
          data-testid="consent-history"
          tabIndex={0}
          role="region"
          aria-label={t('consent.historyTitle')}
        >
          <DataTable
            caption={t('consent.historyTitle')}
            head={[t('consent.when'), t('consent.analytics'), t('consent.marketing'), t('consent.functional'), t('consent.policy')]}
            rows={history.map((c) => [
              formatDateTime(i18n.language, c.recordedAt),
              onOff(c.analytics),
              onOff(c.marketing),
              onOff(c.functional),
              c.policyVersion,
            ])}
          />
        </div>
      )}
    </PrivacySection>
  );
}
