import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDriverKey } from '../../../domain/finance/index.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import {
  DIST_PARAMS,
  DIST_TYPES,
  defaultDist,
  fieldId,
  unitOf,
  type DistType,
  type Draft,
  type DraftErrors,
  type FieldError,
} from './model.ts';

/** The evaluation inputs' building blocks: one number, one plan driver (value and distribution), one section. */
const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(SELECT_CLASS, className)} {...props} />;
}

/** The draft with one change applied (immutably). */
export type Update = (fn: (d: Draft) => Draft) => void;

export function useErrorText() {
  const { t, i18n } = useTranslation('evaluation');
  return (e: FieldError | undefined, serverCode?: string) => {
    if (e)
      return t(
        `errors.${e.code}`,
        e.values ? Object.fromEntries(Object.entries(e.values).map(([k, v]) => [k, formatNumber(i18n.language, v, 2)])) : undefined,
      );
    if (serverCode) return t('errors.server');
    return null;
  };
}

export function NumberField({
  id,
  label,
  srLabel,
  unit,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  /** Words read by screen readers only, after the visible label (e.g. which driver a parameter belongs to). */
  srLabel?: string;
  unit: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  hint?: string;
}) {
  const domId = `f-${id.replace(/\./g, '-')}`;
  const labelled = (
    <>
      {label}
      {srLabel ? <span className="sr-only"> {srLabel}</span> : null} <span className="font-normal text-muted-foreground">({unit})</span>
    </>
  );
  return (
    <FormField id={domId} label={labelled} hint={hint} error={error} errorTestId={`error-${id}`} className="content-start gap-1">
      <Input
        id={domId}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(domId, { hint, error })}
        data-field={id}
      />
    </FormField>
  );
}

/** One plan driver: its value and (unless `simple`) its uncertainty distribution with the distribution's parameters. */
export function DriverField({
  k,
  draft,
  update,
  errors,
  server,
  currency,
  simple = false,
}: {
  k: PlanDriverKey;
  draft: Draft;
  update: Update;
  errors: DraftErrors;
  server: Record<string, string>;
  currency: string;
  simple?: boolean;
}) {
  const { t } = useTranslation('evaluation');
  const errText = useErrorText();
  const drv = draft.drivers[k];
  if (!drv) return null;
  const unit = t(`unit.${unitOf(k)}`, { currency });
  const label = t(`drivers.${k}.label`);
  const setDist = (type: DistType | '') =>
    update((d) => ({
      ...d,
      drivers: { ...d.drivers, [k]: { ...d.drivers[k], dist: type === '' ? null : defaultDist(type, d.drivers[k].value) } },
    }));
  const distId = `f-drivers-${k}-dist`;
  const valueField = (
    <NumberField
      id={fieldId.driver(k)}
      label={label}
      unit={unit}
      value={drv.value}
      hint={t(`drivers.${k}.help`)}
      onChange={(v) => update((d) => ({ ...d, drivers: { ...d.drivers, [k]: { ...d.drivers[k], value: v } } }))}
      error={errText(errors[fieldId.driver(k)], server[`assumptions.drivers.${k}.value`] ?? server[`assumptions.drivers.${k}`])}
    />
  );
  if (simple) return valueField;
  return (
    <div className="grid gap-2 rounded-md border p-3">
      {valueField}
      <div className="grid gap-1">
        <Label htmlFor={distId} className="text-xs font-normal text-muted-foreground">
          {t('dist.label', { name: label })}
        </Label>
        <NativeSelect id={distId} value={drv.dist?.type ?? ''} onChange={(e) => setDist(e.target.value as DistType | '')}>
          <option value="">{t('dist.none')}</option>
          {DIST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`dist.type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {drv.dist ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {DIST_PARAMS[drv.dist.type].map((p) => (
            <NumberField
              key={p}
              id={fieldId.param(k, p)}
              label={t(`dist.params.${p}`)}
              srLabel={t('dist.paramOf', { name: label })}
              unit={drv.dist!.type === 'lognormal' ? t('unit.log') : unit}
              value={drv.dist!.params[p] ?? ''}
              onChange={(v) =>
                update((d) => ({
                  ...d,
                  drivers: {
                    ...d.drivers,
                    [k]: { ...d.drivers[k], dist: { ...d.drivers[k].dist!, params: { ...d.drivers[k].dist!.params, [p]: v } } },
                  },
                }))
              }
              error={errText(errors[fieldId.param(k, p)], server[`assumptions.drivers.${k}.dist`])}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function Section({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-4" data-section={id}>
      <legend className="px-1 font-medium">{title}</legend>
      {help ? <p className="-mt-1 text-sm text-muted-foreground">{help}</p> : null}
      {children}
    </fieldset>
  );
}
