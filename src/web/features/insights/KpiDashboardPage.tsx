import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAX_RANGE_MONTHS, MONTH_PATTERN, rangeLength } from '../../../domain/insights/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { useKpi } from './api.ts';
import { InvestorKpiView } from './InvestorKpiView.tsx';
import { monthLabel } from './labels.ts';
import { InsightsHeader, Loaded } from './PageParts.tsx';
import { PlatformKpiView } from './PlatformKpiView.tsx';

/** /kpi-dashboard (admin, investor): the pipeline's or the platform's KPIs over a range of months (ADR 0028). */
export function KpiDashboardPage() {
  const { t, i18n } = useTranslation('insights');
  const { user } = useCurrentUser();
  const role = navigationRole(user);
  const allowed = role === 'investor' || role === 'admin';
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const asked = from && to && MONTH_PATTERN.test(from) && MONTH_PATTERN.test(to) ? { from, to } : null;
  const query = useKpi(asked, allowed);

  const header = (
    <InsightsHeader
      title={t('kpi.title')}
      description={allowed ? t(role === 'admin' ? 'kpi.subtitlePlatform' : 'kpi.subtitleInvestor') : undefined}
      link={allowed ? { to: '/economy-tier', label: t('kpi.economyLink') } : undefined}
    />
  );
  if (!allowed) {
    return (
      <div className="mx-auto max-w-6xl" data-testid="kpi-dashboard">
        {header}
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="kpi-not-for-role">
          {t('kpi.notForRole')}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl" data-testid="kpi-dashboard">
      {header}
      {query.data ? (
        <RangeForm
          key={`${query.data.from}:${query.data.to}`}
          from={query.data.from}
          to={query.data.to}
          onApply={(r) =>
            setParams((p) => {
              const next = new URLSearchParams(p);
              next.set('from', r.from);
              next.set('to', r.to);
              return next;
            })
          }
        />
      ) : null}
      <Loaded query={query} t={t}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-muted-foreground" data-testid="kpi-range">
              {t('kpi.range', { from: monthLabel(i18n.language, data.from, 'long'), to: monthLabel(i18n.language, data.to, 'long') })}
            </p>
            {data.scope === 'investor' ? <InvestorKpiView data={data} /> : <PlatformKpiView data={data} />}
          </>
        )}
      </Loaded>
    </div>
  );
}

/** Two month fields and a button; a range backwards or longer than the server allows is refused here first. */
function RangeForm({ from, to, onApply }: { from: string; to: string; onApply: (r: { from: string; to: string }) => void }) {
  const { t } = useTranslation('insights');
  const [a, setA] = useState(from);
  const [b, setB] = useState(to);
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = MONTH_PATTERN.test(a) && MONTH_PATTERN.test(b) && rangeLength(a, b) >= 1 && rangeLength(a, b) <= MAX_RANGE_MONTHS;
    setInvalid(!ok);
    if (ok) onApply({ from: a, to: b });
  };
  return (
    <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate data-testid="kpi-range-form">
      <MonthField id="kpi-from" label={t('kpi.from')} value={a} onChange={setA} invalid={invalid} />
      <MonthField id="kpi-to" label={t('kpi.to')} value={b} onChange={setB} invalid={invalid} />
      <Button type="submit" size="sm">
        {t('kpi.apply')}
      </Button>
      {invalid ? (
        <p id="kpi-range-error" role="alert" className="w-full text-sm text-destructive">
          {t('kpi.rangeInvalid')}
        </p>
      ) : null}
    </form>
  );
}

/** One end of the range; when the range is refused, it says so and points at the reason. */
function MonthField({
  id,
  label,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="month"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-44"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'kpi-range-error' : undefined}
      />
    </div>
  );
}
