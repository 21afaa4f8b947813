import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

/**
 * Sends a sealed report inside the platform (issue 27, step 6), on every plan: the investor reads the
 * sealed pages in the app. The recipient is an investor account id (the investor directory of the
 * funding-request wizard preselects it; attaching to a request shares it on submission).
 */
export function ShareReport({ reportId, recipientId = '' }: { reportId: string; recipientId?: string }) {
  const { t } = useTranslation('send');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [recipient, setRecipient] = useState(recipientId);
  const share = useMutation({
    mutationFn: () => apiRequest('POST', `/api/reports/${reportId}/shares`, { recipientId: recipient.trim() }),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        share.mutate();
      }}
    >
      <label htmlFor={id} className="grid gap-1 text-xs">
        {t('share.label')}
        <Input
          id={id}
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          className="h-8 w-64"
          data-testid="report-share-recipient"
        />
      </label>
      <Button type="submit" size="sm" variant="outline" pending={share.isPending} disabled={!recipient.trim()} data-testid="report-share">
        <SendIcon aria-hidden="true" />
        {t('share.send')}
      </Button>
      {share.isSuccess ? (
        <p role="status" className="text-xs">
          {t('share.sent')}
        </p>
      ) : null}
      {share.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(te, share.error)}
        </p>
      ) : null}
    </form>
  );
}
