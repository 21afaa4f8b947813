import { useTranslation } from 'react-i18next';
import type { PlatformKpi } from '../../../contract/insights.ts';
import { FUNNEL_STEPS } from '../../../domain/insights/index.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { ChartPanel, HBars, MonthBars } from './Charts.tsx';
import { monthLabel, monthTick } from './labels.ts';

/** The admin's KPIs: the platform funnel of the range's sign-ups, and the same per sign-up month. */
export function PlatformKpiView({ data }: { data: PlatformKpi }) {
  const { t, i18n } = useTranslation('insights');
  const lng = i18n.language;
  const n = (x: number) => formatNumber(lng, x, 0);
  const pct = (x: number | null) => (x === null ? '–' : formatPercent(lng, x));
  const step = (s: string) => t(`kpi.funnel.${s}`);
  const signedUp = data.funnel[0]?.count ?? 0;
  return (
    <div className="flex flex-col gap-4">
      {signedUp === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-empty="true">
          {t('kpi.emptyPlatform')}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          testId="kpi-funnel"
          title={t('kpi.funnel.title')}
          description={t('kpi.funnel.description', { count: signedUp })}
          summary={t('kpi.funnel.summary', {
            list: data.funnel.map((s) => `${step(s.step)} ${n(s.count)}${s.converted === null ? '' : ` (${pct(s.converted)})`}`).join(', '),
          })}
          chart={
            <HBars
              items={data.funnel.map((s) => ({
                key: s.step,
                label: step(s.step),
                value: s.count,
                display: n(s.count),
                note: s.converted === null ? undefined : pct(s.converted),
              }))}
            />
          }
          tableLabel={t('tableToggle')}
          table={{
            caption: t('kpi.funnel.title'),
            head: [t('kpi.funnel.step'), t('kpi.funnel.count'), t('kpi.funnel.converted')],
            rows: data.funnel.map((s) => [step(s.step), n(s.count), pct(s.converted)]),
          }}
        />
        <ChartPanel
          testId="kpi-cohorts"
          title={t('kpi.cohorts.title')}
          description={t('kpi.cohorts.description')}
          summary={t('kpi.cohorts.summary', {
            list: data.monthly.map((m) => `${monthLabel(lng, m.month, 'long')}: ${m.signedUp}`).join('; '),
          })}
          chart={
            <MonthBars
              months={data.monthly.map((m) => ({ key: m.month, label: monthTick(lng, m.month) }))}
              series={FUNNEL_STEPS.map((s) => ({ key: s, label: step(s), values: data.monthly.map((m) => m[s]) }))}
            />
          }
          tableLabel={t('tableToggle')}
          table={{
            caption: t('kpi.cohorts.title'),
            head: [t('kpi.cohorts.month'), ...FUNNEL_STEPS.map(step)],
            rows: data.monthly.map((m) => [monthLabel(lng, m.month, 'long'), ...FUNNEL_STEPS.map((s) => n(m[s]))]),
          }}
        />
      </div>
    </div>
  );
}
