import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon } from 'lucide-react';
import type { BillingStatus } from '../../../contract/billing.ts';
import { PLANS } from '../../../domain/billing/index.ts';
import type { PlanId } from '../../../domain/billing/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { isPlanId } from '../../lib/upgrade.ts';
import { useBillingStatus, usePortal, useResume } from './api.ts';
import type { CheckoutResult } from './api.ts';
import { money } from './money.ts';
import { activeSubscription } from './plan-actions.ts';
import { CancelDialog, ChangeDialog } from './PlanDialogs.tsx';
import { ProForma } from './ProForma.tsx';
import { InvoicesSection, PendingOrders, UsageSection } from './UsageAndInvoices.tsx';

/** /billing: the plan, its dates and payment method, usage, pending orders, invoices; cancel, resume, change. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const status = useBillingStatus();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('change');
  const changeTo: PlanId | null = isPlanId(asked) ? asked : null;
  const [proForma, setProForma] = useState<CheckoutResult | null>(null);
  const closeChange = () => void navigate('/billing', { replace: true });
  const openChange = (id: PlanId) => void navigate(`/billing?change=${id}`, { replace: true });

  return (
    <div className="mx-auto max-w-4xl" data-testid="billing">
      <PageHeader
        title={t('billing.title')}
        description={t('billing.lead')}
        actions={
          <Button asChild variant="outline">
            <Link to="/pricing">{t('billing.comparePlans')}</Link>
          </Button>
        }
      />
      {queryFeedback(status, t, t('billing.loading')) ??
        (status.data ? (
          <>
            <GraceBanner status={status.data} />
            {proForma ? <ProForma result={proForma} returnTo={null} /> : null}
            <PlanPanel status={status.data} onChange={openChange} />
            <UsageSection usage={status.data.usage} />
            <PendingOrders orders={status.data.pendingOrders} />
            <InvoicesSection />
          </>
        ) : null)}
      <ChangeDialog planId={changeTo} onClose={closeChange} onCheckout={setProForma} />
    </div>
  );
}

function GraceBanner({ status }: { status: BillingStatus }) {
  const { t, i18n } = useTranslation('billing');
  if (status.status !== 'past_due') return null;
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm"
      data-testid="grace-banner"
    >
      <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-medium">{t('grace.title')}</p>
        <p>{status.graceEndsAt ? t('grace.body', { date: formatDate(i18n.language, status.graceEndsAt) }) : t('grace.bodyNoDate')}</p>
      </div>
    </div>
  );
}

function PlanPanel({ status, onChange }: { status: BillingStatus; onChange: (id: PlanId) => void }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const [cancelOpen, setCancelOpen] = useState(false);
  const [target, setTarget] = useState<PlanId | ''>('');
  const resume = useResume();
  const portal = usePortal();
  const subscribed = activeSubscription(status);
  const others = PLANS.filter((p) => p.id !== status.plan?.id && p.interval !== 'one_time');
  const date = (d: string | null) => (d ? formatDate(lng, d) : t('billing.none'));
  const item = (label: string, value: string, testId?: string) => (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <Panel id="plan" title={t('billing.planTitle')} description={t('billing.planLead')} testId="billing-plan">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xl font-semibold" data-testid="billing-tier">
          {t(`common:tiers.${status.tier}`)}
        </span>
        <Badge
          variant={
            status.status === 'past_due'
              ? 'destructive'
              : status.status === 'active' || status.status === 'trialing'
                ? 'default'
                : 'secondary'
          }
          data-testid="billing-status"
        >
          {t(`subStatus.${status.status}`)}
        </Badge>
        {status.cancelAtPeriodEnd ? <Badge variant="warning">{t('billing.endsAtPeriodEnd')}</Badge> : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {item(
          t('billing.plan'),
          status.plan
            ? `${t(`planName.${status.plan.id}`)} · ${money(lng, status.plan.amountCents)} ${t(`pricing.per.${status.plan.interval}`)}`
            : t('billing.noPlan'),
        )}
        {item(status.cancelAtPeriodEnd ? t('billing.endsOn') : t('billing.renewal'), date(status.currentPeriodEnd), 'billing-renewal')}
        {item(t('billing.commitmentEnd'), date(status.commitmentEnd))}
        {item(t('billing.paymentMethod'), status.provider === 'stripe' ? t('billing.card') : t('billing.transfer'))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {status.provider === 'stripe' && subscribed ? (
          <Button
            variant="outline"
            pending={portal.isPending}
            onClick={() => portal.mutate(undefined, { onSuccess: (r) => window.location.assign(r.url) })}
          >
            {t('billing.manageCard')}
          </Button>
        ) : null}
        {subscribed && !status.cancelAtPeriodEnd ? (
          <Button variant="outline" onClick={() => setCancelOpen(true)} data-testid="billing-cancel">
            {t('billing.cancel')}
          </Button>
        ) : null}
        {status.cancelAtPeriodEnd ? (
          <Button pending={resume.isPending} onClick={() => resume.mutate()} data-testid="billing-resume">
            {t('billing.resume')}
          </Button>
        ) : null}
        {!subscribed ? (
          <Button asChild>
            <Link to="/pricing">{t('billing.choosePlan')}</Link>
          </Button>
        ) : null}
      </div>
      {resume.isError || portal.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, resume.error ?? portal.error)}
        </p>
      ) : null}
      {subscribed ? (
        <form
          className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (target) onChange(target);
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <label htmlFor="change-plan" className="font-medium">
              {t('manage.changeLabel')}
            </label>
            <select
              id="change-plan"
              value={target}
              onChange={(e) => setTarget(e.target.value as PlanId | '')}
              className="flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            >
              <option value="">{t('manage.choose')}</option>
              {others.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`planName.${p.id}`)} · {money(lng, p.amountCents)} {t(`pricing.per.${p.interval}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={!target}>
            {t('manage.seeChange')}
          </Button>
        </form>
      ) : null}
      <CancelDialog status={status} open={cancelOpen} onOpenChange={setCancelOpen} />
    </Panel>
  );
}
