import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Obligation } from '../../../contract/realization.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { useSealPeriod, useUpdateObligation } from './api.ts';
import { serverMessage } from './ui.ts';

/**
 * A funder's target (ADR 0047): the indicator and target value as entered, the latest value reported and the progress
 * from the baseline, as a bar with its figure in text; editors record the value measured.
 */
export function TargetProgress({ projectId, o, canEdit }: { projectId: string; o: Obligation; canEdit: boolean }) {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  const update = useUpdateObligation(projectId);
  const [value, setValue] = useState('');
  const unit = o.unit ? ` ${o.unit}` : '';
  const num = (v: number | null) => (v === null ? '—' : `${formatNumber(lng, v, 2)}${unit}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim() === '' || !Number.isFinite(Number(value))) return;
    update.mutate({ id: o.id, body: { currentValue: Number(value) } }, { onSuccess: () => setValue('') });
  };
  return (
    <div className="grid gap-1" data-testid="target">
      <p>
        <span className="font-medium" data-testid="target-indicator">
          {o.indicator}
        </span>
        {': '}
        {t('targets.summary', {
          current: num(o.currentValue),
          target: num(o.targetValue),
          baseline: num(o.baselineValue ?? 0),
        })}
        {o.currentOn ? ` · ${t('targets.measured', { date: formatDate(lng, o.currentOn) })}` : ''}
      </p>
      {o.progress !== null ? (
        <div className="flex items-center gap-2">
          <div
            className="h-2 w-40 max-w-full overflow-hidden rounded bg-muted"
            role="progressbar"
            aria-label={t('targets.progressOf', { indicator: o.indicator })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(o.progress * 100)}
          >
            <div className="h-full bg-primary" style={{ width: `${o.progress * 100}%` }} />
          </div>
          <span className="text-xs tabular-nums" data-testid="target-progress">
            {formatPercent(lng, o.progress, 0)}
          </span>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t('targets.noValue')}</p>
      )}
      {canEdit ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`tv-${o.id}`}>{t('targets.record', { indicator: o.indicator })}</Label>
            <Input id={`tv-${o.id}`} type="number" step="any" className="w-40" value={value} onChange={(e) => setValue(e.target.value)} />
          </div>
          <Button type="submit" size="sm" variant="outline" pending={update.isPending} disabled={value.trim() === ''}>
            {t('targets.save')}
          </Button>
          {update.isError ? (
            <p role="alert" className="basis-full text-sm text-destructive">
              {serverMessage(t, update.error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/**
 * A reporting period: its draft (done, written, spent, evidenced) sealed through the reports module as a `progress`
 * report in the reader's language; once sealed, a link to the project's sealed reports.
 */
export function SealPeriod({ projectId, o, canEdit }: { projectId: string; o: Obligation; canEdit: boolean }) {
  const { t, i18n } = useTranslation('realization');
  const seal = useSealPeriod(projectId);
  const language = i18n.language.startsWith('it') ? 'it' : 'en';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="period-report">
      {o.reportId ? (
        <span className="text-xs" data-testid="period-sealed">
          {t('periodReport.sealed')}{' '}
          <Link className="underline" to={`/projects/${projectId}?tab=reports`}>
            {t('periodReport.open')}
          </Link>
        </span>
      ) : null}
      {canEdit ? (
        <Button
          size="sm"
          variant={o.reportId ? 'outline' : 'default'}
          pending={seal.isPending}
          onClick={() => seal.mutate({ obligationId: o.id, language })}
          aria-label={t('periodReport.sealNamed', { title: o.title })}
        >
          {o.reportId ? t('periodReport.sealAgain') : t('periodReport.seal')}
        </Button>
      ) : null}
      {seal.isError ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {serverMessage(t, seal.error)}
        </p>
      ) : null}
    </div>
  );
}
