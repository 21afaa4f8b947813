import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../../../contract/webhooks.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { DeliveryState, webhookError } from './webhook-parts.tsx';
import { useRedeliver, useWebhookDeliveries } from './webhooks-api.ts';

/** One endpoint's delivery log: each delivery expands to the request sent and the answer, with Redeliver. */
export function WebhookDeliveries({ id, endpointId, enabled }: { id: string; endpointId: string; enabled: boolean }) {
  const { t } = useTranslation('developer');
  const log = useWebhookDeliveries(endpointId);
  return (
    <section id={id} aria-label={t('webhookPanel.deliveries')} className="grid gap-2" data-testid="webhook-deliveries">
      <h3 className="text-sm font-semibold">{t('webhookPanel.deliveries')}</h3>
      {log.data && log.data.length === 0 ? <p className="text-sm text-muted-foreground">{t('webhookPanel.noDeliveries')}</p> : null}
      <ul className="grid gap-2">
        {(log.data ?? []).map((d) => (
          <li key={d.id}>
            <DeliveryItem endpointId={endpointId} delivery={d} enabled={enabled} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeliveryItem({ endpointId, delivery: d, enabled }: { endpointId: string; delivery: WebhookDelivery; enabled: boolean }) {
  const { t, i18n } = useTranslation(['developer', 'errors']);
  const lng = i18n.language;
  const redeliver = useRedeliver(endpointId);
  const headers = d.request.headers
    ? Object.entries(d.request.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n')
    : '';
  return (
    <details className="rounded-md border" data-testid="webhook-delivery" data-event={d.event} data-state={d.state}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-2 text-sm">
        <code className="text-xs">{d.event}</code>
        <DeliveryState state={d.state} />
        <span className="text-xs text-muted-foreground">
          {d.response.status !== null ? `HTTP ${d.response.status}` : (d.error ?? '')}
          {d.durationMs !== null ? ` · ${t('webhookPanel.duration', { ms: d.durationMs })}` : ''}
          {` · ${t('webhookPanel.attempt', { n: d.attempt })}`}
        </span>
        <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(lng, d.lastAttemptAt ?? d.createdAt)}</span>
      </summary>
      <div className="grid gap-3 border-t p-3 text-xs">
        {d.nextRetryAt ? <p>{t('webhookPanel.nextRetry', { at: formatDateTime(lng, d.nextRetryAt) })}</p> : null}
        {d.error ? <p className="text-destructive">{d.error}</p> : null}
        <div className="grid gap-1">
          <h4 className="font-medium">{t('webhookPanel.request')}</h4>
          <pre className="overflow-x-auto rounded bg-muted/40 p-2" tabIndex={0} aria-label={t('webhookPanel.requestHeaders')}>
            {headers || '—'}
          </pre>
          <pre
            className="overflow-x-auto rounded bg-muted/40 p-2"
            tabIndex={0}
            aria-label={t('webhookPanel.requestBody')}
            data-testid="webhook-delivery-body"
          >
            {d.request.body}
          </pre>
        </div>
        <div className="grid gap-1">
          <h4 className="font-medium">{t('webhookPanel.response')}</h4>
          <pre className="overflow-x-auto rounded bg-muted/40 p-2" tabIndex={0} aria-label={t('webhookPanel.responseBody')}>
            {d.response.status !== null ? `HTTP ${d.response.status}\n` : ''}
            {d.response.body ?? '—'}
          </pre>
        </div>
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={!enabled || redeliver.isPending}
            title={enabled ? undefined : t('webhookPanel.enableFirst')}
            onClick={() =>
              redeliver.mutate(d.id, {
                onSuccess: () => toast({ title: t('webhookPanel.redelivered'), variant: 'success' }),
                onError: (e) => toast({ title: webhookError(t, e), variant: 'destructive' }),
              })
            }
          >
            {t('webhookPanel.redeliver')}
          </Button>
        </div>
      </div>
    </details>
  );
}
