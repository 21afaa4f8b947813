import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KpiRequest, KpiThresholds as Bounds } from '../../../contract/realization.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useUpdateKpiRequest } from './api.ts';
import { serverMessage } from './ui.ts';

/** The investor's bounds in words ("revenue at least 50,000 · jobs at most 10"), or nothing without bounds. */
export function boundsText(t: (k: string, o?: Record<string, unknown>) => string, lng: string, thresholds: Bounds): string {
  return Object.entries(thresholds)
    .flatMap(([k, b]) => [
      ...(b.min != null ? [t('kpi.bounds.atLeast', { kpi: k, value: formatNumber(lng, b.min, 2) })] : []),
      ...(b.max != null ? [t('kpi.bounds.atMost', { kpi: k, value: formatNumber(lng, b.max, 2) })] : []),
    ])
    .join(' · ');
}

/**
 * The asking investor's alert bounds per KPI (ADR 0047): an answer below the minimum or above the maximum shows on
 * their portfolio and notifies them. The server refuses anyone else (403), so only investors are offered the form.
 */
export function KpiThresholdsForm({ projectId, request }: { projectId: string; request: KpiRequest }) {
  const { t } = useTranslation('realization');
  const update = useUpdateKpiRequest(projectId);
  const initial = Object.fromEntries(
    request.kpis.map((k) => [k, { min: request.thresholds[k]?.min?.toString() ?? '', max: request.thresholds[k]?.max?.toString() ?? '' }]),
  );
  const [values, setValues] = useState<Record<string, { min: string; max: string }>>(initial);
  const n = (v: string) => (v.trim() === '' ? null : Number(v));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const thresholds: Bounds = {};
    for (const k of request.kpis) {
      const b = values[k] ?? { min: '', max: '' };
      if (b.min.trim() !== '' || b.max.trim() !== '') thresholds[k] = { min: n(b.min), max: n(b.max) };
    }
    update.mutate({ requestId: request.id, body: { thresholds } });
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-md bg-muted/40 p-2" data-testid="kpi-thresholds">
      <p className="text-xs font-medium">{t('kpi.bounds.title')}</p>
      {request.kpis.map((k, i) => (
        <fieldset key={k} className="grid grid-cols-[1fr_1fr] items-end gap-2 sm:grid-cols-[12rem_8rem_8rem]">
          <legend className="sr-only">{k}</legend>
          <span className="col-span-2 text-xs sm:col-span-1">{k}</span>
          {(['min', 'max'] as const).map((side) => (
            <label key={side} className="grid gap-1 text-xs" htmlFor={`kb-${request.id}-${i}-${side}`}>
              {t(`kpi.bounds.${side}`, { kpi: k })}
              <Input
                id={`kb-${request.id}-${i}-${side}`}
                type="number"
                step="any"
                value={values[k]?.[side] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [k]: { ...(v[k] ?? { min: '', max: '' }), [side]: e.target.value } }))}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <Button type="submit" size="sm" variant="outline" className="justify-self-start" pending={update.isPending}>
        {t('kpi.bounds.save')}
      </Button>
      {update.isSuccess ? (
        <p role="status" className="text-xs text-muted-foreground">
          {t('kpi.bounds.saved')}
        </p>
      ) : null}
      {update.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(t, update.error)}
        </p>
      ) : null}
    </form>
  );
}
