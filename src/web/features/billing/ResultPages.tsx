import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { RETURN_TO, withReturnTo } from '../../lib/return-path.ts';
import { billingReturnTo } from '../../lib/upgrade.ts';
import type { BillingStatus } from '../../../contract/billing.ts';
import { useBillingStatus } from './api.ts';
import { orderState, POLL_MS, SLOW_AFTER_SECONDS } from './order-state.ts';
import { planOf } from './plan-actions.ts';

/**
 * /billing/success?order=&plan=&returnTo=: waits for the server to confirm the payment (polling
 * GET /api/billing), says so while it waits, what to do if it takes long, and then where to go on.
 */
export function SuccessPage() {
  const { t } = useTranslation('billing');
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const orderId = params.get('order');
  const plan = planOf(params.get('plan'));
  const returnTo = billingReturnTo(params.get(RETURN_TO));
  const judge = (data: BillingStatus | undefined) => (data ? orderState(data, orderId, plan?.tier ?? null) : 'waiting');
  const status = useBillingStatus(true, (data) => (judge(data) === 'waiting' ? POLL_MS : false));
  const state = judge(status.data);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, []);
  // Stripe's return address names the order only: its plan is read from the pending order and kept in the address.
  const pendingPlan = status.data?.pendingOrders.find((o) => o.id === orderId)?.planId ?? null;
  useEffect(() => {
    if (plan || !pendingPlan) return;
    const next = new URLSearchParams(search);
    next.set('plan', pendingPlan);
    void navigate(`${pathname}?${next.toString()}`, { replace: true });
  }, [plan, pendingPlan, search, pathname, navigate]);
  useEffect(() => {
    if (state === 'waiting' || state === 'unknown') return;
    // The tier changed on the server: the user and everything limited by the plan (project usage…) are read again.
    void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') });
    heading.current?.focus();
  }, [state, queryClient]);

  const invoice = status.data?.provider !== 'stripe';
  return (
    <div className="mx-auto max-w-2xl" data-testid="billing-success" data-state={state}>
      <PageHeader title={t('success.title')} />
      <Card>
        <CardContent className="grid gap-4 pt-6" aria-live="polite" aria-atomic="true">
          {state === 'paid' ? (
            <>
              <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
                <CheckCircle2Icon className="size-6 text-success" aria-hidden="true" />
                {t('success.paid')}
              </h2>
              <p>{plan ? t('success.paidBody', { tier: t(`common:tiers.${plan.tier}`) }) : t('success.paidBodyGeneric')}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to={returnTo ?? '/dashboard'} data-testid="success-continue">
                    {returnTo ? t('success.back') : t('success.dashboard')}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/billing">{t('proforma.toBilling')}</Link>
                </Button>
              </div>
            </>
          ) : state === 'unknown' ? (
            <>
              <h2 className="text-xl font-semibold">{t('success.unknown')}</h2>
              <p>{t('success.unknownBody', { tier: t(`common:tiers.${status.data?.tier ?? 'free'}`) })}</p>
              <Button asChild className="w-fit">
                <Link to="/billing">{t('proforma.toBilling')}</Link>
              </Button>
            </>
          ) : state === 'failed' ? (
            <>
              <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
                <XCircleIcon className="size-6 text-destructive" aria-hidden="true" />
                {t('success.failed')}
              </h2>
              <p>{t('success.failedBody')}</p>
              <Button asChild className="w-fit">
                <Link to="/pricing">{t('cancel.again')}</Link>
              </Button>
            </>
          ) : (
            <>
              <p className="flex items-center gap-2 font-medium" role="status">
                <Spinner className="size-4 border-2" />
                {t('success.waiting')}
              </p>
              <p className="text-sm text-muted-foreground">{invoice ? t('success.waitingInvoice') : t('success.waitingStripe')}</p>
              {slow ? (
                <p className="text-sm" data-testid="success-slow">
                  {invoice ? t('success.slowInvoice') : t('success.slowStripe')}
                </p>
              ) : null}
              <Button asChild variant="outline" className="w-fit">
                <Link to="/billing">{t('proforma.toBilling')}</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /billing/cancel: the payment page was left; nothing was charged; try again. */
export function CancelPage() {
  const { t } = useTranslation('billing');
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const plan = planOf(params.get('plan'));
  const returnTo = billingReturnTo(params.get(RETURN_TO));
  const again = plan ? withReturnTo(`/quick-checkout?plan=${plan.id}`, returnTo) : withReturnTo('/pricing', returnTo);
  return (
    <div className="mx-auto max-w-2xl" data-testid="billing-cancel-page">
      <PageHeader title={t('cancel.title')} description={t('cancel.body')} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={again}>{t('cancel.again')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={returnTo ?? '/dashboard'}>{returnTo ? t('success.back') : t('success.dashboard')}</Link>
        </Button>
      </div>
    </div>
  );
}
