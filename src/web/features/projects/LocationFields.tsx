import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { REGION_FREE_TEXT_MAX } from '../../../domain/geo/index.ts';
import { countryName, countryOptions, regionOptions } from './geo.ts';
import { ListCombobox } from './ListCombobox.tsx';
import type { ListComboboxTexts } from './ListCombobox.tsx';

type FieldProps = { id: string; label: string; hint: string | null; error: string | null };

function useTexts(kind: 'country' | 'region'): ListComboboxTexts {
  const { t } = useTranslation('projects');
  return {
    placeholder: t(`location.${kind}.placeholder`),
    results: t(`location.${kind}.results`),
    noResults: t(`location.${kind}.noResults`),
    open: t(`location.${kind}.open`),
    selected: (label) => t('location.selected', { label }),
    none: t(`location.${kind}.none`),
  };
}

/** The country, picked by its name in the interface language from the ISO 3166-1 list. */
export function CountryField({ value, onChange, ...field }: FieldProps & { value: string; onChange: (code: string) => void }) {
  const { i18n } = useTranslation('projects');
  const lng = i18n.language;
  const options = useMemo(() => countryOptions(lng), [lng]);
  return (
    <ListCombobox {...field} value={value} options={options} onChange={onChange} texts={useTexts('country')} testId="country-picker" />
  );
}

/**
 * The region: for a country with a NUTS 2 list, picked from it by name; for another country (or a
 * stored value that is not a code of the list) typed as free text.
 */
export function RegionField({
  country,
  value,
  onChange,
  ...field
}: FieldProps & { country: string; value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation('projects');
  const options = useMemo(() => regionOptions(country), [country]);
  const texts = useTexts('region');
  if (options) return <ListCombobox {...field} value={value} options={options} onChange={onChange} texts={texts} testId="region-picker" />;
  const hint = [
    field.hint,
    country ? t('location.region.freeText', { country: countryName(country, i18n.language) }) : t('location.region.chooseCountry'),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FormField id={field.id} label={field.label} hint={hint} error={field.error}>
      <Input
        id={field.id}
        name="region"
        maxLength={REGION_FREE_TEXT_MAX}
        autoComplete="off"
        disabled={!country && !value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={fieldDescription(field.id, { hint, error: field.error })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
