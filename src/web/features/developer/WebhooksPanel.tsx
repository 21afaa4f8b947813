import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../contract/webhooks.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { NewWebhookForm } from './NewWebhookForm.tsx';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import { EndpointStatus, SecretDialog, webhookError } from './webhook-parts.tsx';
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook, useWebhooks } from './webhooks-api.ts';

/** The portal's webhooks tab (issue 24): add endpoints, and for each the state, secret rotation, deletion and the delivery log. */
export function WebhooksPanel() {
  const { t } = useTranslation('developer');
  const hooks = useWebhooks();
  return (
    <div className="flex flex-col gap-6" data-testid="webhooks-panel">
      <p className="text-sm text-muted-foreground">{t('webhooks.lead')}</p>
      <NewWebhookForm />
      <section aria-labelledby="webhooks-list-title" className="flex flex-col gap-3">
        <h2 id="webhooks-list-title" className="text-lg font-semibold">
          {t('webhookPanel.listTitle')}
        </h2>
        {hooks.data && hooks.data.length === 0 ? <p className="text-sm text-muted-foreground">{t('webhookPanel.empty')}</p> : null}
        <ul className="flex flex-col gap-4">
          {(hooks.data ?? []).map((h) => (
            <li key={h.id}>
              <EndpointCard endpoint={h} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function EndpointCard({ endpoint: h }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation(['developer', 'errors']);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const logId = `webhook-log-${h.id}`;
  const failed = (e: unknown) => toast({ title: webhookError(t, e), variant: 'destructive' });
  return (
    <article
      className="grid gap-3 rounded-lg border p-4"
      data-testid="webhook-row"
      data-url={h.url}
      data-enabled={h.enabled}
      aria-label={h.url}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-mono text-sm break-all">{h.url}</p>
          {h.description ? <p className="text-sm text-muted-foreground">{h.description}</p> : null}
        </div>
        <EndpointStatus endpoint={h} />
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={t('webhookPanel.events')}>
        {h.events.map((e) => (
          <li key={e}>
            <code className="rounded bg-muted px-1 text-xs">{e}</code>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {t('webhookPanel.secretPrefix', { prefix: h.secretPrefix })}
        {h.previousSecretExpiresAt
          ? ` · ${t('webhookPanel.overlap', { until: formatDateTime(i18n.language, h.previousSecretExpiresAt) })}`
          : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((o) => !o)}
          data-testid="webhook-deliveries-toggle"
        >
          {open ? t('webhookPanel.hideDeliveries') : t('webhookPanel.showDeliveries')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: h.id, body: { enabled: !h.enabled } }, { onError: failed })}
        >
          {h.enabled ? t('webhookPanel.disable') : t('webhookPanel.enable')}
        </Button>
        <Confirm
          trigger={t('webhookPanel.rotate')}
          title={t('webhookPanel.rotateTitle')}
          body={t('webhookPanel.rotateBody')}
          action={t('webhookPanel.rotate')}
          label={`${t('webhookPanel.rotate')} ${h.url}`}
          onConfirm={() => rotate.mutate(h.id, { onSuccess: (r) => setSecret(r.secret), onError: failed })}
        />
        <Confirm
          trigger={t('webhookPanel.delete')}
          title={t('webhookPanel.deleteTitle')}
          body={t('webhookPanel.deleteBody', { url: h.url })}
          action={t('webhookPanel.delete')}
          label={`${t('webhookPanel.delete')} ${h.url}`}
          onConfirm={() =>
            remove.mutate(h.id, { onSuccess: () => toast({ title: t('webhookPanel.deleted'), variant: 'success' }), onError: failed })
          }
        />
      </div>
      {open ? <WebhookDeliveries id={logId} endpointId={h.id} enabled={h.enabled} /> : null}
      <SecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        title={t('webhookPanel.rotatedTitle')}
        body={t('webhookPanel.rotatedBody')}
      />
    </article>
  );
}

function Confirm(p: { trigger: string; title: string; body: string; action: string; label: string; onConfirm: () => void }) {
  const { t } = useTranslation('developer');
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={p.label}>
          {p.trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{p.title}</AlertDialogTitle>
          <AlertDialogDescription>{p.body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('keys.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={p.onConfirm}>{p.action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
