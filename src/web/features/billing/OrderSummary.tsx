import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../domain/billing/index.ts';
import type { Amounts } from './api.ts';
import { money } from './money.ts';

/**
 * The plan and what it costs. Without `amounts` only the net price is known ("+ VAT"); with them
 * (the server's preview or order) net, VAT at the server's rate, total, and a reverse-charge or
 * outside-EU note. VAT is never computed here.
 */
export function OrderSummary({ plan, amounts }: { plan: Plan; amounts: Amounts | null }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  return (
    <div className="grid gap-2 rounded-md border p-4 text-sm" data-testid="order-summary">
      <p className="flex justify-between gap-4 font-medium">
        <span>
          {t(`common:tiers.${plan.tier}`)} · {t(`pricing.intervalName.${plan.interval}`)}
        </span>
        <span>{money(lng, plan.amountCents)}</span>
      </p>
      {plan.interval === 'month' ? (
        <p className="text-muted-foreground">{t('checkout.commitment', { months: plan.commitmentMonths })}</p>
      ) : plan.interval === 'year' ? (
        <p className="text-muted-foreground">{t('checkout.prepaid')}</p>
      ) : null}
      {amounts ? (
        <dl className="grid gap-1 border-t pt-2" aria-live="polite">
          <div className="flex justify-between gap-4">
            <dt>{t('amounts.net')}</dt>
            <dd>{money(lng, amounts.netCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>
              {amounts.vatTreatment === 'standard'
                ? t('amounts.vat', { rate: Math.round(amounts.vatRate * 1000) / 10 })
                : t(`amounts.treatment.${amounts.vatTreatment}`)}
            </dt>
            <dd>{money(lng, amounts.vatCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold" data-testid="order-total">
            <dt>{t('amounts.total')}</dt>
            <dd>{money(lng, amounts.totalCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted-foreground">{t('pricing.plusVat')}</p>
      )}
    </div>
  );
}
