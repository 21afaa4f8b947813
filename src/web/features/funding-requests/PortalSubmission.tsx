import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import type { FundingRequestDetail } from '../../../contract/funding.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { usePortalSubmission } from './api.ts';

/**
 * A public call's application happens on the funder's portal (issue 27): the link to it, and the
 * founder's record that they submitted there (date, protocol number). The outcome is then recorded
 * with the request's transitions, and a funded one counts in "funding obtained".
 */
export function PortalSubmission({ request: r }: { request: FundingRequestDetail }) {
  const { t, i18n } = useTranslation('send');
  const { t: te } = useTranslation('errors');
  const dateId = useId();
  const protocolId = useId();
  const [on, setOn] = useState('');
  const [protocol, setProtocol] = useState('');
  const record = usePortalSubmission(r.id);
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="portal-submission">
      <p className="text-sm">{t('portal.notice')}</p>
      {r.call?.url ? (
        <a className="underline" href={r.call.url} target="_blank" rel="noreferrer noopener" data-testid="portal-link">
          {t('portal.open')}
        </a>
      ) : null}
      {r.side === 'proponent' ? (
        <p className="text-sm">
          <a
            className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
            href={`/api/funding-requests/${r.id}/package.zip`}
            download
            data-testid="package-download"
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('portal.package')}
          </a>
          <span className="block text-xs text-muted-foreground">{t('portal.packageHint')}</span>
        </p>
      ) : null}
      {r.portalSubmittedOn ? (
        <p data-testid="portal-recorded">
          {t('portal.recorded', { date: formatDate(i18n.language, r.portalSubmittedOn), protocol: r.portalProtocol })}
        </p>
      ) : r.side === 'proponent' ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            record.mutate({ submittedOn: on, protocol: protocol.trim() });
          }}
        >
          <label htmlFor={dateId} className="grid gap-1 text-xs">
            {t('portal.date')}
            <Input id={dateId} type="date" value={on} onChange={(e) => setOn(e.target.value)} required className="h-8" />
          </label>
          <label htmlFor={protocolId} className="grid gap-1 text-xs">
            {t('portal.protocol')}
            <Input id={protocolId} value={protocol} onChange={(e) => setProtocol(e.target.value)} required className="h-8" />
          </label>
          <Button type="submit" size="sm" pending={record.isPending} data-testid="portal-record">
            {t('portal.record')}
          </Button>
        </form>
      ) : null}
      {record.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(te, record.error)}
        </p>
      ) : null}
    </div>
  );
}
