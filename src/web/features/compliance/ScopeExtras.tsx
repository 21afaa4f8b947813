import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { ComplianceItem, ComplianceScope } from './api.ts';
import { ESRS_TOPICS, GDPR_FLAGS, useItems } from './api.ts';
import { Check } from './fields.tsx';

type Set = <K extends keyof ComplianceScope>(key: K, value: ComplianceScope[K]) => void;
const toggle = <T extends string>(list: readonly T[], v: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== v), v] : list.filter((x) => x !== v);

/** A group of checkboxes under a legend; options wrap in columns from 375 px to wide. */
function CheckGroup<T extends string>({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
  disabled,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (v: T[]) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-2" data-testid={id}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <Check
            key={o.value}
            id={`${id}-${o.value}`}
            className="self-start"
            checked={value.includes(o.value)}
            onChange={(on) => onChange(toggle(value, o.value, on))}
            label={o.label}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Options from the framework's items; the id is kept in front unless the title already names it (GRI 201: …). */
const optionsOf = (items: readonly ComplianceItem[], pattern: RegExp) =>
  items
    .filter((i) => pattern.test(i.id))
    .map((i) => ({ value: i.id, label: i.title.startsWith(i.id.replace('-', ' ')) ? i.title : `${i.id} ${i.title}` }));

/**
 * The material topics that bring items into scope: ESRS topical standards (ESRS 2 SBM-3), GRI Topic
 * Standards (GRI 3-2), the SASB industry's disclosure topics and the 231 offence families of the risk
 * mapping. The options are the frameworks' own items (the server's catalogue), so they follow its releases.
 */
export function MaterialTopics({ projectId, s, set, editable }: { projectId: string; s: ComplianceScope; set: Set; editable: boolean }) {
  const { t, i18n } = useTranslation('compliance');
  const items = useItems(projectId, null, i18n.language);
  const all = items.data ?? [];
  return (
    <div className="grid gap-4">
      <CheckGroup
        id="scope-esrs-topics"
        legend={t('scope.esrsTopics')}
        hint={t('scope.esrsTopicsHint')}
        options={ESRS_TOPICS.map((v) => ({ value: v, label: `${v} ${t(`scope.esrsTopic.${v}`)}` }))}
        value={s.esrsMaterialTopics}
        onChange={(v) => set('esrsMaterialTopics', v)}
        disabled={!editable}
      />
      {s.reporting.includes('gri') ? (
        <CheckGroup
          id="scope-gri-topics"
          legend={t('scope.griTopics')}
          hint={t('scope.griTopicsHint')}
          options={optionsOf(all, /^GRI-\d{3}$/)}
          value={s.griMaterialTopics}
          onChange={(v) => set('griMaterialTopics', v)}
          disabled={!editable}
        />
      ) : null}
      {s.reporting.includes('sasb') ? (
        <CheckGroup
          id="scope-sasb-topics"
          legend={t('scope.sasbTopics')}
          hint={t('scope.sasbTopicsHint')}
          options={optionsOf(all, /^SASB-(ENV|SOC|HUM|BMI|LG)-[A-Z]+$/)}
          value={s.sasbTopics}
          onChange={(v) => set('sasbTopics', v)}
          disabled={!editable}
        />
      ) : null}
      {s.exposure231 !== 'none' ? (
        <CheckGroup
          id="scope-231-families"
          legend={t('scope.families231')}
          hint={t('scope.families231Hint')}
          options={optionsOf(all, /^D231-SP-[A-Z]+$/)}
          value={s.offenceFamilies231}
          onChange={(v) => set('offenceFamilies231', v)}
          disabled={!editable}
        />
      ) : null}
    </div>
  );
}

/** The GDPR triggers (consent, children, special categories, …) that bring the matching articles into scope. */
export function GdprFlags({ s, set, editable }: { s: ComplianceScope; set: Set; editable: boolean }) {
  const { t } = useTranslation('compliance');
  if (s.gdpr.role === 'none') return null;
  return (
    <fieldset disabled={!editable} className="grid gap-2" data-testid="scope-gdpr-flags">
      <legend className="mb-1 text-sm font-medium">{t('scope.gdprFlags')}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {GDPR_FLAGS.map((f) => (
          <Check
            key={f}
            id={`scope-gdpr-${f}`}
            className="self-start"
            checked={s.gdpr[f]}
            onChange={(on) => set('gdpr', { ...s.gdpr, [f]: on })}
            label={t(`scope.gdprFlag.${f}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The totals (EUR) the Taxonomy KPIs divide by. */
export function TaxonomyTotals({ s, set, editable }: { s: ComplianceScope; set: Set; editable: boolean }) {
  const { t } = useTranslation('compliance');
  const money = (v: string) => (v === '' ? null : Math.max(0, Number(v)));
  return (
    <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-3" data-testid="scope-totals">
      <legend className="mb-1 text-sm font-medium">{t('scope.totals')}</legend>
      {(['turnover', 'capex', 'opex'] as const).map((k) => (
        <FormField key={k} id={`scope-total-${k}`} label={t(`scope.total.${k}`)}>
          <Input
            id={`scope-total-${k}`}
            type="number"
            min={0}
            inputMode="decimal"
            value={s.taxonomyTotals[k] ?? ''}
            onChange={(e) => set('taxonomyTotals', { ...s.taxonomyTotals, [k]: money(e.target.value) })}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
