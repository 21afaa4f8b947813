import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatPercent } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { invoiceExportUrl, useAdminBilling, useMarkPaid } from './api.ts';
import type { AdminOrder } from './api.ts';
import { money } from './money.ts';

/** A wide table's own sideways-scrolling box, reachable from the keyboard. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** /admin/billing: orders awaiting transfer (mark paid, audited by the server), failed payments, subscriptions, revenue, export. */
export function AdminBillingPage() {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const overview = useAdminBilling();
  const [confirm, setConfirm] = useState<AdminOrder | null>(null);
  const markPaid = useMarkPaid();
  const data = overview.data;
  const date = (d: string | null) => (d ? formatDate(lng, d) : '—');
  return (
    <div className="mx-auto max-w-6xl" data-testid="admin-billing">
      <PageHeader title={t('admin.title')} description={t('admin.lead')} />
      {queryFeedback(overview, t, t('billing.loading')) ??
        (data ? (
          <>
            <Panel id="awaiting" title={t('admin.awaiting')} description={t('admin.awaitingLead')} testId="admin-awaiting">
              {data.awaitingTransfer.length === 0 ? (
                <p className="text-muted-foreground">{t('admin.noneAwaiting')}</p>
              ) : (
                <ul className="divide-y">
                  {data.awaitingTransfer.map((o) => (
                    <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="awaiting-order">
                      <span>
                        <span className="font-medium">{o.email}</span> · {t(`planName.${o.planId}`)}
                        <span className="block text-xs text-muted-foreground">
                          {t('pending.reference')}: <span className="font-mono">{o.reference}</span> · {date(o.createdAt)}
                        </span>
                      </span>
                      <span className="flex items-center gap-3">
                        <span className="font-medium">{money(lng, o.amounts.totalCents)}</span>
                        <Button size="sm" onClick={() => setConfirm(o)} aria-label={t('admin.markPaidFor', { reference: o.reference })}>
                          {t('admin.markPaid')}
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {markPaid.isError ? (
                <p role="alert" className="text-destructive">
                  {errorMessage(t, markPaid.error)}
                </p>
              ) : null}
            </Panel>
            <Panel id="failed" title={t('admin.failed')} description={t('admin.failedLead')} testId="admin-failed">
              {data.failedPayments.length === 0 ? (
                <p className="text-muted-foreground">{t('admin.noneFailed')}</p>
              ) : (
                <Scroll label={t('admin.failed')}>
                  <DataTable
                    caption={t('admin.failed')}
                    head={[t('admin.col.customer'), t('admin.col.plan'), t('admin.col.graceEnds')]}
                    rows={data.failedPayments.map((s) => [
                      s.email,
                      s.planId ? t(`planName.${s.planId}`) : t(`common:tiers.${s.tier}`),
                      date(s.graceEndsAt),
                    ])}
                  />
                </Scroll>
              )}
            </Panel>
            <Panel id="revenue" title={t('admin.revenue')} description={t('admin.revenueLead')} testId="admin-revenue">
              {data.revenue.length === 0 ? (
                <p className="text-muted-foreground">{t('admin.noRevenue')}</p>
              ) : (
                <Scroll label={t('admin.revenue')}>
                  <DataTable
                    caption={t('admin.revenue')}
                    head={[
                      t('admin.col.month'),
                      t('admin.col.revenue'),
                      t('admin.col.credits'),
                      t('admin.col.mrr'),
                      t('admin.col.active'),
                      t('admin.col.churned'),
                      t('admin.col.churn'),
                    ]}
                    rows={data.revenue.map((m) => [
                      m.month,
                      money(lng, m.revenueNetCents),
                      money(lng, m.creditNotesNetCents),
                      money(lng, m.mrrCents),
                      String(m.activeSubscriptions),
                      String(m.churned),
                      m.churnRate === null ? '—' : formatPercent(lng, m.churnRate),
                    ])}
                  />
                </Scroll>
              )}
            </Panel>
            <ExportPanel />
            <Panel
              id="subscriptions"
              title={t('admin.subscriptions')}
              description={t('admin.subscriptionsLead')}
              testId="admin-subscriptions"
            >
              {data.subscriptions.length === 0 ? (
                <p className="text-muted-foreground">{t('admin.noSubscriptions')}</p>
              ) : (
                <Scroll label={t('admin.subscriptions')}>
                  <DataTable
                    caption={t('admin.subscriptions')}
                    head={[
                      t('admin.col.customer'),
                      t('admin.col.plan'),
                      t('admin.col.status'),
                      t('admin.col.provider'),
                      t('admin.col.periodEnd'),
                      t('admin.col.commitmentEnd'),
                    ]}
                    rows={data.subscriptions.map((s) => [
                      s.email,
                      s.planId ? t(`planName.${s.planId}`) : t(`common:tiers.${s.tier}`),
                      `${t(`subStatus.${s.status}`)}${s.cancelAtPeriodEnd ? ` · ${t('billing.endsAtPeriodEnd')}` : ''}`,
                      s.provider === 'stripe' ? t('billing.card') : t('billing.transfer'),
                      date(s.currentPeriodEnd),
                      date(s.commitmentEnd),
                    ])}
                  />
                </Scroll>
              )}
            </Panel>
            {data.contactRequests.length > 0 ? (
              <Panel id="sales" title={t('admin.sales')} description={t('admin.salesLead')} testId="admin-sales">
                <ul className="divide-y">
                  {data.contactRequests.map((r) => (
                    <li key={r.id} className="py-2">
                      <p className="text-xs text-muted-foreground">
                        <span className="font-medium text-foreground">{t(`admin.topics.${r.topic}`)}</span> · {r.email ?? '—'}
                        {r.name ? ` (${r.name})` : ''}
                        {r.visitor ? ` · ${t('admin.salesVisitor')}` : ''}
                        {r.seats ? ` · ${t('admin.salesSeats', { count: r.seats })}` : ''} · {date(r.createdAt)}
                      </p>
                      <p className="whitespace-pre-wrap">{r.message}</p>
                    </li>
                  ))}
                </ul>
              </Panel>
            ) : null}
          </>
        ) : null)}
      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {confirm
                ? t('admin.confirmBody', {
                    amount: money(lng, confirm.amounts.totalCents),
                    reference: confirm.reference,
                    email: confirm.email,
                  })
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('manage.back')}</AlertDialogCancel>
            <AlertDialogAction
              className="bg-primary text-primary-foreground hover:bg-primary/90"
              onClick={() => {
                if (!confirm) return;
                const order = confirm;
                markPaid.mutate(order.id, {
                  onSuccess: () => toast({ title: t('admin.marked', { reference: order.reference }), variant: 'success' }),
                });
              }}
            >
              {t('admin.confirmPaid')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The accountant's export: invoices and credit notes of a period, as CSV or XLSX. */
function ExportPanel() {
  const { t } = useTranslation('billing');
  const year = new Date().getFullYear();
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <Panel id="export" title={t('admin.export')} description={t('admin.exportLead')} testId="admin-export">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="export-from">{t('admin.from')}</Label>
          <Input id="export-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="export-to">{t('admin.to')}</Label>
          <Input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} asChild variant="outline" className={valid ? undefined : 'pointer-events-none opacity-50'}>
            <a href={valid ? invoiceExportUrl(from, to, format) : undefined} aria-disabled={valid ? undefined : true} download>
              {t(`admin.download.${format}`)}
            </a>
          </Button>
        ))}
      </div>
      {valid ? null : <p className="text-destructive">{t('admin.badPeriod')}</p>}
    </Panel>
  );
}
