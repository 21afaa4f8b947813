import { useTranslation } from 'react-i18next';
import { EU_STANDARD_RATES_BP } from '../../../domain/billing/index.ts';
import type { CustomerKind } from '../../../domain/billing/index.ts';

/** Who the prices on /pricing are for: a business sees them VAT excluded, a consumer VAT included at their country's rate (the server's quote). */
export type Buyer = { kind: CustomerKind; country: string };
/** "Outside the EU": no EU VAT (the domain's rule for any non-EU country). */
export const OUTSIDE_EU = 'XX';

/** The explicit choice on /pricing: businesses or consumers, and for a consumer the country whose VAT applies. */
export function BuyerToggle({ buyer, onChange }: { buyer: Buyer; onChange: (b: Buyer) => void }) {
  const { t, i18n } = useTranslation('billing');
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = Object.keys(EU_STANDARD_RATES_BP)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-2" data-testid="buyer-toggle">
      <legend className="mb-2 text-sm font-medium">{t('pricing.buyer.legend')}</legend>
      {(['business', 'consumer'] as const).map((kind) => (
        <label
          key={kind}
          className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            type="radio"
            name="buyer-kind"
            value={kind}
            checked={buyer.kind === kind}
            onChange={() => onChange({ ...buyer, kind })}
            className="accent-[var(--primary)]"
          />
          {t(`pricing.buyer.${kind}`)}
        </label>
      ))}
      {buyer.kind === 'consumer' ? (
        <label className="flex items-center gap-2 text-sm">
          {t('pricing.buyer.country')}
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={buyer.country}
            onChange={(e) => onChange({ ...buyer, country: e.target.value })}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            <option value={OUTSIDE_EU}>{t('pricing.buyer.outsideEu')}</option>
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
