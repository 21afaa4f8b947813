import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '../../../contract/webhooks.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CodeBlock } from './CodeBlock.tsx';

/** A translated message for a webhook error; a refused URL says why (details.reason). */
export function webhookError(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'WEBHOOK_URL_REFUSED') {
    const reason = error.body?.details?.reason;
    if (reason) return t(`developer:webhookPanel.refused.${reason}`, { defaultValue: errorMessage(t, error) });
  }
  return errorMessage(t, error);
}

/** The secret, shown this once with a copy button (at creation and after a rotation). */
export function SecretDialog({
  secret,
  onClose,
  title,
  body,
}: {
  secret: string | null;
  onClose: () => void;
  title: string;
  body?: string;
}) {
  const { t } = useTranslation('developer');
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="webhook-secret-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body ?? t('webhookPanel.secretOnce')}</DialogDescription>
        </DialogHeader>
        {secret ? <CodeBlock code={secret} label={t('webhookPanel.secret')} testId="webhook-secret" /> : null}
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('keys.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const STATE_VARIANT = { pending: 'secondary', retrying: 'warning', succeeded: 'default', failed: 'destructive' } as const;

export function DeliveryState({ state }: { state: WebhookDelivery['state'] }) {
  const { t } = useTranslation('developer');
  return <Badge variant={STATE_VARIANT[state]}>{t(`webhookPanel.state.${state}`)}</Badge>;
}

export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('developer');
  if (endpoint.enabled) return <Badge>{t('webhookPanel.enabled')}</Badge>;
  return (
    <Badge variant={endpoint.disabledReason === 'failing' ? 'destructive' : 'secondary'}>
      {t(endpoint.disabledReason === 'failing' ? 'webhookPanel.disabledFailing' : 'webhookPanel.disabled')}
    </Badge>
  );
}
