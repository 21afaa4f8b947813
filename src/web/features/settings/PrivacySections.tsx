import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { readConsent, resetConsent } from '../../lib/consent.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Section } from './Section.tsx';

/** GDPR art. 15: until the self-service export arrives, how to ask. */
export function DataAccessSection() {
  const { t } = useTranslation('settings');
  return (
    <Section id="data-access" title={t('privacy.access.title')}>
      <p>{t('privacy.access.body')}</p>
    </Section>
  );
}

/** GDPR art. 17. */
export function DataDeletionSection() {
  const { t } = useTranslation('settings');
  return (
    <Section id="data-deletion" title={t('privacy.deletion.title')}>
      <p>{t('privacy.deletion.body')}</p>
    </Section>
  );
}

/** GDPR art. 20. */
export function DataPortabilitySection() {
  const { t } = useTranslation('settings');
  return (
    <Section id="data-portability" title={t('privacy.portability.title')}>
      <p>{t('privacy.portability.body')}</p>
    </Section>
  );
}

/** The cookie choices saved in this browser, and a way to change them. */
export function ConsentSection() {
  const { t, i18n } = useTranslation('settings');
  const consent = readConsent();
  return (
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
  );
}
