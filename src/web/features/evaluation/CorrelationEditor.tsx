import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { PLAN_DRIVERS } from '../../../domain/finance/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { formatNumber } from '../../lib/format.ts';
import { NativeSelect, NumberField, Section, useErrorText, type Update } from './input-fields.tsx';
import { correlationFieldId, draftCorrelation, newCorrelation, uncertainDraftDrivers, type CorrelationDraft } from './correlation-model.ts';
import type { Draft, DraftErrors } from './model.ts';

/**
 * The rank correlations between uncertain drivers (issue 29, ADR 0059): one row per pair (two
 * drivers and ρ), added and removed with buttons, every control labelled. When the pairs do not fit
 * together the warning says, before any run, which values the run will use instead (the nearest
 * consistent matrix, computed as the engine will).
 */
export function CorrelationEditor({
  draft,
  update,
  errors,
  server,
}: {
  draft: Draft;
  update: Update;
  errors: DraftErrors;
  server: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const errText = useErrorText();
  const uncertain = uncertainDraftDrivers(draft);
  const applied = useMemo(() => draftCorrelation(draft), [draft]);
  const rows = draft.correlations;
  const setRow = (index: number, change: Partial<CorrelationDraft>) =>
    update((d) => ({ ...d, correlations: d.correlations.map((c, i) => (i === index ? { ...c, ...change } : c)) }));
  const remove = (index: number) => update((d) => ({ ...d, correlations: d.correlations.filter((_, i) => i !== index) }));
  const add = () => update((d) => ({ ...d, correlations: [...d.correlations, newCorrelation(d)] }));
  const name = (k: string) => ((PLAN_DRIVERS as readonly string[]).includes(k) ? t(`drivers.${k}.short`) : k);
  const num = (v: number) => formatNumber(lng, v, 2);
  // Both drivers offered: the uncertain ones, plus a row's current choice if it lost its distribution (its error says so).
  const options = (current: string) => (uncertain.includes(current as never) || current === '' ? uncertain : [current, ...uncertain]);

  return (
    <Section id="correlations" title={t('correlations.title')} help={t('correlations.help')}>
      <div className="grid gap-3" data-testid="correlation-editor">
        {uncertain.length < 2 && rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('correlations.tooFew')}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('correlations.empty')}</p>
        ) : null}
        {rows.map((row, i) => (
          <fieldset
            key={i}
            className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-end"
            data-testid="correlation-row"
          >
            <legend className="sr-only">{t('correlations.pair', { index: i + 1 })}</legend>
            {(['a', 'b'] as const).map((part) => {
              const id = `f-correlations-${i}-${part}`;
              const error = errText(errors[correlationFieldId(i, part)], server[correlationFieldId(i, part)]);
              return (
                <FormField
                  key={part}
                  id={id}
                  label={t(part === 'a' ? 'correlations.first' : 'correlations.second')}
                  error={error}
                  className="min-w-0 content-start gap-1"
                >
                  <NativeSelect
                    id={id}
                    value={row[part]}
                    onChange={(e) => setRow(i, { [part]: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={fieldDescription(id, { error })}
                  >
                    {options(row[part]).map((k) => (
                      <option key={k} value={k}>
                        {name(k)}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              );
            })}
            <NumberField
              id={correlationFieldId(i, 'rho')}
              label={t('correlations.rho')}
              unit={t('correlations.rhoUnit')}
              value={row.rho}
              onChange={(v) => setRow(i, { rho: v })}
              error={errText(errors[correlationFieldId(i, 'rho')], server[correlationFieldId(i, 'rho')])}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => remove(i)}
              aria-label={t('correlations.remove', { index: i + 1 })}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </fieldset>
        ))}
        {applied?.adjusted ? (
          <div
            role="status"
            className="rounded-md border border-amber-600/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
            data-testid="correlation-warning"
          >
            <p className="flex gap-2">
              <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('correlations.warning', { change: num(applied.maxChange) })}
            </p>
            <ul className="mt-1 list-disc ps-8">
              {applied.pairs.map((p) => (
                <li key={`${p.a}-${p.b}`}>
                  {t('correlations.usedInstead', { a: name(p.a), b: name(p.b), rho: num(p.rho), used: num(p.used) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={add} disabled={uncertain.length < 2}>
            <PlusIcon aria-hidden="true" />
            {t('correlations.add')}
          </Button>
        </div>
      </div>
    </Section>
  );
}
