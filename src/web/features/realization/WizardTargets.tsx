import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateObligationBody } from '../../../contract/realization.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';

/** A funder's target the user typed in the wizard: sent as an obligation only after the roadmap is saved. */
export type PendingTarget = Required<Pick<CreateObligationBody, 'indicator' | 'targetValue' | 'dueOn'>> &
  Pick<CreateObligationBody, 'unit' | 'baselineValue'>;

const EMPTY = { indicator: '', unit: '', baseline: '', target: '', due: '' };

/**
 * The funder's targets (PNRR milestones and targets, or any funder's): the platform's call data carries none, so the
 * user enters each as the grant agreement states it — indicator, unit, baseline, target value, due date (ADR 0047).
 * Nothing is invented and nothing is sent here: the wizard posts them after "Save the roadmap".
 */
export function WizardTargets({ targets, setTargets }: { targets: PendingTarget[]; setTargets: (t: PendingTarget[]) => void }) {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  const [f, setF] = useState(EMPTY);
  const complete = f.indicator.trim() !== '' && f.target.trim() !== '' && Number.isFinite(Number(f.target)) && f.due !== '';
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return;
    setTargets([
      ...targets,
      {
        indicator: f.indicator.trim(),
        unit: f.unit.trim() || null,
        baselineValue: f.baseline.trim() === '' ? null : Number(f.baseline),
        targetValue: Number(f.target),
        dueOn: f.due,
      },
    ]);
    setF(EMPTY);
  };
  const input = (key: keyof typeof EMPTY, type: 'text' | 'number' | 'date') => (
    <div className="grid gap-1">
      <Label htmlFor={`wt-${key}`}>{t(`wizard.targets.${key}`)}</Label>
      <Input
        id={`wt-${key}`}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={f[key]}
        onChange={(e) => setF((x) => ({ ...x, [key]: e.target.value }))}
      />
    </div>
  );
  return (
    <section className="grid gap-2 rounded-md border p-3" aria-labelledby="wt-title" data-testid="wizard-targets">
      <h2 id="wt-title" className="text-base font-semibold">
        {t('wizard.targets.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('wizard.targets.help')}</p>
      {targets.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {targets.map((x, i) => (
            <li key={i} className="flex flex-wrap items-center justify-between gap-2" data-testid="wizard-target">
              <span>
                {t('wizard.targets.line', {
                  indicator: x.indicator,
                  value: `${formatNumber(lng, x.targetValue!, 2)}${x.unit ? ` ${x.unit}` : ''}`,
                  date: formatDate(lng, x.dueOn),
                })}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setTargets(targets.filter((_, j) => j !== i))}
                aria-label={t('wizard.targets.removeNamed', { indicator: x.indicator })}
              >
                {t('roadmap.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add} className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6 sm:items-end">
        {input('indicator', 'text')}
        {input('unit', 'text')}
        {input('baseline', 'number')}
        {input('target', 'number')}
        {input('due', 'date')}
        <Button type="submit" variant="outline" disabled={!complete}>
          {t('wizard.targets.add')}
        </Button>
      </form>
    </section>
  );
}
