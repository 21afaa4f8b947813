import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { usePrivacyOverview, useRequestExport } from './api.ts';
import { PrivacySection } from './PrivacySection.tsx';

/**
 * #data-portability (GDPR art. 20, and the copy of art. 15): request an export, watch it being
 * produced, download the ZIP while it is kept (7 days).
 */
export function DataPortabilitySection() {
  const { t, i18n } = useTranslation('privacy');
  const { data } = usePrivacyOverview();
  const request = useRequestExport();
  const current = data?.export ?? null;
  const busy = current?.status === 'pending' || current?.status === 'running';
  const lng = i18n.language;

  return (
    <PrivacySection id="data-portability" title={t('portability.title')} description={t('portability.description')}>
      <div role="status" aria-live="polite" data-testid="export-status" className="space-y-1">
        {!current ? <p>{t('portability.none')}</p> : null}
        {busy ? (
          <p className="flex items-center gap-2">
            <Spinner aria-hidden="true" />
            {t('portability.inProgress', { date: formatDateTime(lng, current.requestedAt) })}
          </p>
        ) : null}
        {current?.status === 'failed' ? <p className="text-destructive">{t('portability.failed')}</p> : null}
        {current?.status === 'ready' ? (
          <p>
            {t('portability.ready', {
              date: formatDateTime(lng, current.readyAt!),
              expires: formatDateTime(lng, current.expiresAt!),
              size: formatNumber(lng, (current.sizeBytes ?? 0) / 1024, 1),
            })}
          </p>
        ) : null}
      </div>
      {request.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, request.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {current?.status === 'ready' ? (
          <Button asChild size="sm">
            <a href={current.downloadUrl} download data-testid="export-download">
              <DownloadIcon aria-hidden="true" />
              {t('portability.download')}
            </a>
          </Button>
        ) : (
          <Button size="sm" onClick={() => request.mutate()} disabled={busy || request.isPending} data-testid="export-request">
            {t(current?.status === 'failed' ? 'portability.retry' : 'portability.request')}
          </Button>
        )}
      </div>
      <p className="text-muted-foreground">{t('portability.contents')}</p>
    </PrivacySection>
  );
}
