import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import type { InvestorMatch } from '../../../contract/investor-directory.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

const selectClass =
  'h-8 w-full max-w-md rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Sends a sealed report inside the platform (issue 27, step 6), on every plan: the investor reads the
 * sealed pages in the app. The founder picks the investor from the directory (investors who opted in,
 * ranked by how their thesis fits the project, the ones that fit first): nobody types an account id or
 * an address, and investors who did not opt in are never listed.
 */
export function ShareReport({ reportId, projectId, recipientId = '' }: { reportId: string; projectId: string; recipientId?: string }) {
  const { t, i18n } = useTranslation('send');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [recipient, setRecipient] = useState(recipientId);
  const matches = useQuery<InvestorMatch[]>({ queryKey: [`/api/projects/${projectId}/investor-matches`] });
  const share = useMutation({
    mutationFn: () => apiRequest('POST', `/api/reports/${reportId}/shares`, { recipientId: recipient }),
  });
  const list = matches.data ?? [];
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const option = (m: InvestorMatch) =>
    [m.investor.name, m.investor.headline, t('share.fit', { score: percent.format(m.score) })].filter(Boolean).join(' — ');
  if (matches.isSuccess && list.length === 0) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="report-share-empty">
        {t('share.noInvestors')}
      </p>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        share.mutate();
      }}
    >
      <label htmlFor={id} className="grid min-w-0 flex-1 gap-1 text-xs">
        {t('share.label')}
        <select
          id={id}
          value={recipient}
          onChange={(e) => {
            setRecipient(e.target.value);
            share.reset();
          }}
          className={selectClass}
          disabled={!matches.isSuccess}
          data-testid="report-share-recipient"
        >
          <option value="">{matches.isError ? t('share.loadFailed') : t('share.choose')}</option>
          {list.some((m) => m.fits) ? (
            <optgroup label={t('share.fitting')}>
              {list
                .filter((m) => m.fits)
                .map((m) => (
                  <option key={m.investor.id} value={m.investor.id}>
                    {option(m)}
                  </option>
                ))}
            </optgroup>
          ) : null}
          {list.some((m) => !m.fits) ? (
            <optgroup label={t('share.others')}>
              {list
                .filter((m) => !m.fits)
                .map((m) => (
                  <option key={m.investor.id} value={m.investor.id}>
                    {option(m)}
                  </option>
                ))}
            </optgroup>
          ) : null}
        </select>
      </label>
      <Button type="submit" size="sm" variant="outline" pending={share.isPending} disabled={!recipient} data-testid="report-share">
        <SendIcon aria-hidden="true" />
        {t('share.send')}
      </Button>
      {share.isSuccess ? (
        <p role="status" className="basis-full text-xs">
          {t('share.sent')}
        </p>
      ) : null}
      {share.isError ? (
        <p role="alert" className="basis-full text-xs text-destructive">
          {errorMessage(te, share.error)}
        </p>
      ) : null}
    </form>
  );
}
