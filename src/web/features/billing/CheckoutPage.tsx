import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../domain/billing/index.ts';
import type { Plan } from '../../../domain/billing/index.ts';
import type { BillingDetails } from '../../../contract/billing.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { RETURN_TO } from '../../lib/return-path.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { billingReturnTo } from '../../lib/upgrade.ts';
import { AccountStep } from './AccountStep.tsx';
import { useBillingStatus, useCheckout, useCheckoutPreview } from './api.ts';
import type { Amounts, CheckoutResult } from './api.ts';
import { BillingDetailsFields, detailsBody, detailsErrors, detailsForm } from './BillingDetailsForm.tsx';
import type { DetailsForm } from './BillingDetailsForm.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { buyerOf, planOf } from './plan-actions.ts';
import { ProForma } from './ProForma.tsx';

type Step = 'plan' | 'account' | 'details' | 'pay';

/**
 * /checkout (a visitor: plan, account, billing details, order) and /quick-checkout?plan=&returnTo= (signed
 * in: one page from the chosen plan to payment). The prices with VAT are the server's (preview, then the
 * order); the Stripe driver answers with its page's `url`, the invoice driver with the pro-forma.
 */
export function CheckoutPage() {
  const { t } = useTranslation('billing');
  const { user } = useCurrentUser();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const returnTo = billingReturnTo(params.get(RETURN_TO));
  const plan = planOf(params.get('plan')) ?? planOf('professional_monthly');
  const setPlan = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('plan', id);
    void navigate(`${pathname}?${next.toString()}`, { replace: true });
  };
  const steps: Step[] = user ? ['plan', 'details', 'pay'] : ['plan', 'account', 'details', 'pay'];
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const current: Step = result ? 'pay' : user ? 'details' : 'account';

  return (
    <div className={user ? 'mx-auto max-w-3xl' : 'mx-auto max-w-3xl px-4 py-12'} data-testid="checkout">
      <PageHeader title={t('checkout.title')} description={t('checkout.lead')} />
      <ol className="mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('checkout.steps')}>
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={step === current ? 'font-semibold text-primary' : 'text-muted-foreground'}
          >
            {i + 1}. {t(`checkout.step.${step}`)}
          </li>
        ))}
      </ol>
      {plan ? (
        <Card>
          <CardContent className="grid gap-6 pt-6">
            {result ? null : <PlanPicker plan={plan} onChange={setPlan} />}
            {result ? (
              <ProForma result={result} returnTo={returnTo} />
            ) : user ? (
              <DetailsAndPay plan={plan} returnTo={returnTo} onOrdered={setResult} />
            ) : (
              <AccountStep onRegistered={() => undefined} checkoutPath={`${pathname}${search}`} />
            )}
          </CardContent>
        </Card>
      ) : null}
      <p className="mt-4 text-sm">
        <Link to="/pricing" className="text-primary underline underline-offset-4">
          {t('checkout.allPlans')}
        </Link>
      </p>
    </div>
  );
}

function PlanPicker({ plan, onChange }: { plan: Plan; onChange: (id: string) => void }) {
  const { t } = useTranslation('billing');
  return (
    <div className="grid gap-3">
      <label htmlFor="checkout-plan" className="text-sm font-medium">
        {t('checkout.plan')}
      </label>
      <select
        id="checkout-plan"
        value={plan.id}
        onChange={(e) => onChange(e.target.value)}
        className="flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      >
        {PLANS.map((p) => (
          <option key={p.id} value={p.id}>
            {t(`common:tiers.${p.tier}`)} · {t(`pricing.intervalName.${p.interval}`)}
          </option>
        ))}
      </select>
      <OrderSummary plan={plan} amounts={null} />
    </div>
  );
}

/** The signed-in part: billing details (saved ones prefilled once GET /api/billing answers), the server's amounts, then the order. */
function DetailsAndPay(props: { plan: Plan; returnTo: string | null; onOrdered: (r: CheckoutResult) => void }) {
  const { t } = useTranslation('billing');
  const status = useBillingStatus();
  if (status.isPending) return queryFeedback(status, t, t('billing.loading'));
  return <DetailsStep {...props} saved={status.data?.billing ?? null} provider={status.data?.provider ?? 'invoice'} />;
}

function DetailsStep({
  plan,
  returnTo,
  onOrdered,
  saved,
  provider,
}: {
  plan: Plan;
  returnTo: string | null;
  onOrdered: (r: CheckoutResult) => void;
  saved: BillingDetails | null;
  provider: 'invoice' | 'stripe';
}) {
  const { t } = useTranslation('billing');
  const { search } = useLocation();
  // Saved details first; else the buyer chosen on /pricing (kind and country), so the VAT shown there is the VAT here.
  const [form, setForm] = useState<DetailsForm>(() => {
    const chosen = saved ? null : buyerOf(search);
    const start = detailsForm(saved);
    return chosen ? { ...start, kind: chosen.kind, country: chosen.country ?? start.country } : start;
  });
  // The server's amounts hold for the plan and details they were computed for, not after a change.
  const [priced, setPriced] = useState<{ key: string; amounts: Amounts } | null>(null);
  const key = JSON.stringify([plan.id, form]);
  const amounts = priced?.key === key ? priced.amounts : null;
  const preview = useCheckoutPreview();
  const checkout = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const failed = checkout.error ?? preview.error;
  const errors = failed instanceof ApiRequestError ? detailsErrors(failed.code, errorMessage(t, failed), failed.body?.details?.fields) : {};
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Focus moves once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const place = () => {
    checkout.mutate(
      { planId: plan.id, billing: detailsBody(form), ...(returnTo ? { returnTo } : {}) },
      {
        onSuccess: (res) => {
          if (res.url) window.location.assign(res.url);
          else onOrdered(res);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amounts) return place();
    preview.mutate(
      { planId: plan.id, billing: detailsBody(form) },
      {
        onSuccess: (p) => setPriced({ key, amounts: p.amounts }),
      },
    );
  };
  const generalError = failed && Object.keys(errors).length === 0 ? errorMessage(t, failed) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="details-title">
      <h2 id="details-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('checkout.detailsTitle')}
      </h2>
      <BillingDetailsFields form={form} onChange={setForm} errors={errors} />
      {amounts ? <OrderSummary plan={plan} amounts={amounts} /> : null}
      {generalError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="checkout-error">
          {generalError}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{provider === 'stripe' ? t('checkout.stripeNote') : t('checkout.invoiceNote')}</p>
      <Button type="submit" pending={preview.isPending || checkout.isPending} data-testid="checkout-submit">
        {amounts ? t('checkout.confirm') : t('checkout.review')}
      </Button>
    </form>
  );
}
