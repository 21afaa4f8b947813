import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DownloadIcon } from 'lucide-react';
import type { BillingStatus, InvoiceItem } from '../../../contract/billing.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { invoicePdfUrl, useInvoices } from './api.ts';
import { bytes, money } from './money.ts';

/** Share of a limit in use, 0 to 1; null without a limit. */
export function usageShare(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 1;
  return Math.min(1, used / limit);
}

/** Projects, members and storage against the plan's limits (the server counts them). */
export function UsageSection({ usage }: { usage: BillingStatus['usage'] }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const rows = [
    { key: 'projects', used: usage.projects.used, limit: usage.projects.limit, show: (n: number) => String(n) },
    { key: 'members', used: usage.members.used, limit: usage.members.limit, show: (n: number) => String(n) },
    { key: 'storage', used: usage.storageBytes.used, limit: usage.storageBytes.limit, show: (n: number) => bytes(lng, n) },
  ];
  return (
    <Panel id="usage" title={t('usage.title')} description={t('usage.lead')} testId="usage">
      <ul className="grid gap-4">
        {rows.map((r) => {
          const share = usageShare(r.used, r.limit);
          const over = r.limit !== null && r.used > r.limit;
          return (
            <li key={r.key} className="grid gap-1" data-testid={`usage-${r.key}`}>
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{t(`usage.${r.key}`)}</span>
                <span>
                  {r.limit === null
                    ? t('usage.ofUnlimited', { used: r.show(r.used) })
                    : t('usage.of', { used: r.show(r.used), limit: r.show(r.limit) })}
                </span>
              </div>
              {share !== null ? (
                <div
                  role="progressbar"
                  aria-label={t(`usage.${r.key}`)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(share * 100)}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={over ? 'h-full bg-destructive' : share >= 1 ? 'h-full bg-amber-500' : 'h-full bg-primary'}
                    style={{ width: `${share * 100}%` }}
                  />
                </div>
              ) : null}
              {over ? <p className="text-xs text-destructive">{t('usage.over')}</p> : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Orders awaiting their bank transfer: amount and reference, so the customer can pay them. */
export function PendingOrders({ orders }: { orders: BillingStatus['pendingOrders'] }) {
  const { t, i18n } = useTranslation('billing');
  if (orders.length === 0) return null;
  return (
    <Panel id="pending" title={t('pending.title')} description={t('pending.lead')} testId="pending-orders">
      <ul className="grid gap-3">
        {orders.map((o) => (
          <li key={o.id} className="grid gap-1 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{t(`planName.${o.planId}`)}</span>
              <Badge variant="warning">{t(`orderStatus.${o.status}`)}</Badge>
            </div>
            <p>
              {t('pending.amount', { amount: money(i18n.language, o.amounts.totalCents) })} · {t('pending.reference')}:{' '}
              <span className="font-mono">{o.reference}</span>
            </p>
            <p className="text-xs text-muted-foreground">{t('pending.placed', { date: formatDate(i18n.language, o.createdAt) })}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The invoices and credit notes issued to the account, newest first, each with its PDF. */
export function InvoicesSection() {
  const { t, i18n } = useTranslation('billing');
  const invoices = useInvoices();
  const lng = i18n.language;
  return (
    <Panel id="invoices" title={t('invoices.title')} description={t('invoices.lead')} testId="invoices">
      {queryFeedback(invoices, t, t('invoices.loading')) ??
        (invoices.data && invoices.data.length > 0 ? (
          <ul className="divide-y">
            {invoices.data.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">
                    {inv.kind === 'credit_note'
                      ? t('invoices.creditNote', { number: inv.number })
                      : t('invoices.invoice', { number: inv.number })}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDate(lng, inv.issuedAt)} · {invoiceLine(t, inv)}
                    {inv.language !== lng.slice(0, 2) ? ` · ${t(`invoices.documentIn.${inv.language}`)}` : null}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-medium">{money(lng, inv.amounts.totalCents)}</span>
                  <a
                    href={invoicePdfUrl(inv.id)}
                    className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
                    download
                  >
                    <DownloadIcon className="size-4" aria-hidden="true" />
                    {t('invoices.pdf')}
                    <span className="sr-only"> {inv.number}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('invoices.none')}</p>
        ))}
    </Panel>
  );
}

/** The invoice's line in the reader's language (the stored description is the document's, in the customer's language). */
function invoiceLine(t: TFunction, inv: InvoiceItem): string {
  if (inv.kind === 'credit_note') return t('invoices.creditNoteLine');
  return inv.planId ? t(`planName.${inv.planId}`, { defaultValue: inv.description }) : inv.description;
}
