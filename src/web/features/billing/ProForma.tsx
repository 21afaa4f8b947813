import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { CheckoutResult } from './api.ts';
import { money } from './money.ts';
import { withReturnTo } from '../../lib/return-path.ts';

/**
 * The invoice driver's answer to a confirmed order: the pro-forma with the bank details and the
 * reference, and the plain fact that the plan starts when the transfer is confirmed. Focused when shown.
 */
export function ProForma({ result, returnTo, focus = true }: { result: CheckoutResult; returnTo: string | null; focus?: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { order, bankTransfer } = result;
  const row = (label: string, value: string, testId?: string) => (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section className="grid gap-4" aria-labelledby="proforma-title" data-testid="proforma">
      <h2 id="proforma-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('proforma.title')}
      </h2>
      <p>{t('proforma.lead')}</p>
      <dl className="grid gap-2 rounded-md border p-4 text-sm">
        {row(t('proforma.amount'), money(i18n.language, order.amounts.totalCents), 'proforma-amount')}
        {bankTransfer ? (
          <>
            {row(t('proforma.beneficiary'), bankTransfer.beneficiary)}
            {row(t('proforma.iban'), bankTransfer.iban)}
            {row(t('proforma.bic'), bankTransfer.bic)}
          </>
        ) : null}
        {row(t('proforma.reference'), bankTransfer?.reference ?? order.reference, 'proforma-reference')}
      </dl>
      <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">{t('proforma.starts')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={withReturnTo(`/billing/success?order=${order.id}&plan=${order.planId}`, returnTo)}>{t('proforma.paid')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/billing">{t('proforma.toBilling')}</Link>
        </Button>
      </div>
    </section>
  );
}
