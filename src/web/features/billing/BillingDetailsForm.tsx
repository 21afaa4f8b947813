import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingDetails } from '../../../contract/billing.ts';
import { isEuCountry } from '../../../domain/billing/index.ts';
import { COUNTRY_CODES } from '../../../domain/geo/index.ts';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';

export type DetailsForm = {
  kind: 'business' | 'consumer';
  name: string;
  addressLine: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  vatNumber: string;
  taxCode: string;
  sdiCode: string;
  pec: string;
};

export const EMPTY_DETAILS: DetailsForm = {
  kind: 'business',
  name: '',
  addressLine: '',
  postalCode: '',
  city: '',
  province: '',
  country: 'IT',
  vatNumber: '',
  taxCode: '',
  sdiCode: '',
  pec: '',
};

/** The form's values from saved details (GET /api/billing's `billing`). */
export function detailsForm(saved: BillingDetails | null | undefined): DetailsForm {
  if (!saved) return EMPTY_DETAILS;
  return { ...EMPTY_DETAILS, ...Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, v ?? ''])) } as DetailsForm;
}

/**
 * The body the contract takes: trimmed, empty optional fields left out, and the Italian e-invoicing
 * fields only where they apply (the server checks formats and which are required, and answers per field).
 */
export function detailsBody(form: DetailsForm): BillingDetails {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  const italian = form.country === 'IT';
  const business = form.kind === 'business';
  const body: BillingDetails = {
    kind: form.kind,
    name: form.name.trim(),
    addressLine: form.addressLine.trim(),
    postalCode: form.postalCode.trim(),
    city: form.city.trim(),
    country: form.country,
    province: opt(form.province),
    vatNumber: business ? opt(form.vatNumber.replace(/\s/g, '').toUpperCase()) : undefined,
    taxCode: italian ? opt(form.taxCode.toUpperCase()) : undefined,
    sdiCode: italian && business ? opt(form.sdiCode.toUpperCase()) : undefined,
    pec: italian && business ? opt(form.pec) : undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as BillingDetails;
}

/** Countries by their name in the interface language. */
function countryOptions(lng: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([lng === 'it' ? 'it-IT' : 'en-GB'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, lng));
}

const control =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm';

/**
 * Who is billed: business or consumer, name, address, country, and the tax identifiers that apply
 * (VAT number for a business; codice fiscale in Italy; SDI code or PEC for an Italian business).
 * `errors` are the server's messages per field (in the user's language), keyed by the field's name.
 */
export function BillingDetailsFields({
  form,
  onChange,
  errors,
}: {
  form: DetailsForm;
  onChange: (next: DetailsForm) => void;
  errors: Partial<Record<keyof DetailsForm, string>>;
}) {
  const { t, i18n } = useTranslation('billing');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const set = (field: keyof DetailsForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  const italian = form.country === 'IT';
  const business = form.kind === 'business';
  const text = (
    field: keyof DetailsForm,
    extra: { autoComplete?: string; hint?: string; required?: boolean; type?: string; className?: string } = {},
  ) => {
    const id = `billing-${field}`;
    const error = errors[field] ?? null;
    return (
      <FormField
        id={id}
        label={`${t(`details.${field}`)}${extra.required ? ' *' : ''}`}
        hint={extra.hint}
        error={error}
        className={extra.className}
      >
        <Input
          id={id}
          name={field}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete ?? 'off'}
          value={form[field]}
          onChange={set(field)}
          aria-required={extra.required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { hint: extra.hint, error })}
        />
      </FormField>
    );
  };
  return (
    <div className="grid gap-4" data-testid="billing-details">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('details.kind')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['business', 'consumer'] as const).map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => onChange({ ...form, kind })}
                className="accent-[var(--primary)]"
              />
              {t(`details.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {text('name', {
        required: true,
        autoComplete: business ? 'organization' : 'name',
        hint: business ? t('details.nameBusiness') : t('details.nameConsumer'),
      })}
      {text('addressLine', { required: true, autoComplete: 'street-address' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('postalCode', { required: true, autoComplete: 'postal-code' })}
        {text('city', { required: true, autoComplete: 'address-level2' })}
        {text('province', { autoComplete: 'address-level1' })}
      </div>
      <FormField id="billing-country" label={`${t('details.country')} *`} error={errors.country ?? null}>
        <select
          id="billing-country"
          name="country"
          autoComplete="country"
          value={form.country}
          onChange={set('country')}
          className={control}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={fieldDescription('billing-country', { error: errors.country })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      {business ? text('vatNumber', { hint: t('details.vatHint'), autoComplete: 'off', required: isEuCountry(form.country) }) : null}
      {italian ? text('taxCode', { hint: business ? t('details.taxCodeBusiness') : t('details.taxCodeConsumer') }) : null}
      {italian && business ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('sdiCode', { hint: t('details.sdiHint') })}
          {text('pec', { type: 'email', autoComplete: 'email', hint: t('details.pecHint') })}
        </div>
      ) : null}
    </div>
  );
}

/** The billing-details error codes the server answers with, and the field each one is about. */
export const CODE_FIELD: Readonly<Record<string, keyof DetailsForm>> = {
  VAT_NUMBER_REQUIRED: 'vatNumber',
  VAT_NUMBER_INVALID: 'vatNumber',
  TAX_CODE_INVALID: 'taxCode',
  SDI_OR_PEC_REQUIRED: 'sdiCode',
  SDI_CODE_INVALID: 'sdiCode',
};

/**
 * The server's messages per form field: a billing code (VAT_NUMBER_INVALID → vatNumber) with its
 * translated message, or a VALIDATION_FAILED answer's fields ('billing.vatNumber' → vatNumber).
 */
export function detailsErrors(
  code: string | null,
  message: string,
  fields: readonly { path: string; message: string }[] | undefined,
): Partial<Record<keyof DetailsForm, string>> {
  const out: Partial<Record<keyof DetailsForm, string>> = {};
  const field = code ? CODE_FIELD[code] : undefined;
  if (field) out[field] = message;
  for (const f of fields ?? []) {
    const key = f.path.replace(/^billing\./, '') as keyof DetailsForm;
    if (key in EMPTY_DETAILS) out[key] ??= f.message;
  }
  return out;
}
