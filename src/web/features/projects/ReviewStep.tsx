import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatCurrency, formatNumber } from '../../lib/format.ts';
import { parseAmount, WIZARD_STEPS, type ProjectField, type ProjectForm } from './form.ts';
import { industryText } from './IndustryCombobox.tsx';
import { countryName, regionText } from './geo.ts';

/** The wizard's last step: every answer of the earlier steps, each step with a link back to edit it. */
export function Review({ form, lng, onEdit }: { form: ProjectForm; lng: string; onEdit: (step: number) => void }) {
  const { t } = useTranslation('projects');
  const show = (field: ProjectField): string => {
    const v = form[field].trim();
    if (v === '') return t('review.notGiven');
    if (field === 'industry') return industryText(v, lng);
    if (field === 'country') return countryName(v, lng);
    if (field === 'region') return regionText(form.country, v);
    if (field === 'stage') return t(`stages.${v}`, { defaultValue: v });
    if (field === 'applicantSize') return t(`applicantSizes.${v}`, { defaultValue: v });
    if (field === 'estimatedBudget' || field === 'fundingSought') {
      const n = parseAmount(v);
      return n === null ? v : formatCurrency(lng, n, form.currency || 'EUR');
    }
    if (field === 'horizonYears') {
      const n = parseAmount(v);
      return n === null ? v : t('review.years', { count: n, n: formatNumber(lng, n, 0) });
    }
    return v;
  };
  return (
    <div className="grid gap-4" data-testid="wizard-review">
      {WIZARD_STEPS.slice(0, -1).map((s, index) => (
        <section key={s.key} aria-labelledby={`review-${s.key}`} className="rounded-md border p-3">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 id={`review-${s.key}`} className="text-sm font-semibold">
              {t(`new.steps.${s.key}`)}
            </h3>
            <Button
              variant="link"
              size="sm"
              onClick={() => onEdit(index)}
              aria-label={t('review.editStep', { name: t(`new.steps.${s.key}`) })}
            >
              {t('review.edit')}
            </Button>
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
            {s.fields.map((field) => (
              <div key={field} className="contents">
                <dt className="text-muted-foreground">{t(`fields.${field}.short`)}</dt>
                <dd className="min-w-0 break-words whitespace-pre-line">{show(field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
