import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import type { InvestorKpi } from '../../../contract/insights.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { ChartPanel, HBars, MonthBars } from './Charts.tsx';
import { monthLabel, monthTick, stageLabel } from './labels.ts';

const SOURCES = ['request', 'grant', 'showcase'] as const;

/** The investor's KPIs: per pipeline conversion and time in stage; sources; new cards and decisions per month. */
export function InvestorKpiView({ data }: { data: InvestorKpi }) {
  const { t, i18n } = useTranslation('insights');
  const lng = i18n.language;
  const n = (x: number) => formatNumber(lng, x, 0);
  const days = (x: number | null) => (x === null ? t('kpi.time.none') : formatNumber(lng, x, 1));
  const pct = (x: number | null) => (x === null ? '–' : formatPercent(lng, x));
  const several = data.pipelines.length > 1;
  const months = data.monthly.map((m) => ({ key: m.month, label: monthTick(lng, m.month) }));

  return (
    <div className="flex flex-col gap-4">
      {data.filed === 0 ? (
        <div className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-empty="true">
          <p>{t('kpi.empty')}</p>
          <Link to="/deal-flow" className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            {t('kpi.emptyAction')}
            <ArrowRightIcon className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
      {data.pipelines.map((p) => (
        <section key={p.id} className="flex flex-col gap-4" aria-label={several ? t('kpi.pipeline', { name: p.name }) : undefined}>
          {several ? <h2 className="text-lg font-semibold">{t('kpi.pipeline', { name: p.name })}</h2> : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartPanel
              testId="kpi-conversion"
              title={t('kpi.conversion.title')}
              description={t('kpi.conversion.description', { count: p.funnel[0]?.reached ?? 0 })}
              summary={t('kpi.conversion.summary', {
                list: p.funnel
                  .map((s) => `${stageLabel(t, s)} ${n(s.reached)}${s.converted === null ? '' : ` (${pct(s.converted)})`}`)
                  .join(', '),
              })}
              chart={
                <HBars
                  items={p.funnel.map((s) => ({
                    key: s.stageId,
                    label: stageLabel(t, s),
                    value: s.reached,
                    display: n(s.reached),
                    note: s.converted === null ? undefined : pct(s.converted),
                  }))}
                />
              }
              footer={<p className="mt-2 text-xs text-muted-foreground">{t('kpi.conversion.passed', { count: p.passed })}</p>}
              tableLabel={t('tableToggle')}
              table={{
                caption: t('kpi.conversion.title'),
                head: [t('kpi.conversion.stage'), t('kpi.conversion.reached'), t('kpi.conversion.converted')],
                rows: p.funnel.map((s) => [stageLabel(t, s), n(s.reached), pct(s.converted)]),
              }}
            />
            <ChartPanel
              testId="kpi-time-in-stage"
              title={t('kpi.time.title')}
              description={t('kpi.time.description')}
              summary={t('kpi.time.summary', { list: p.timeInStage.map((s) => `${stageLabel(t, s)} ${days(s.medianDays)}`).join(', ') })}
              chart={
                <HBars
                  items={p.timeInStage.map((s) => ({
                    key: s.stageId,
                    label: stageLabel(t, s),
                    value: s.medianDays ?? 0,
                    display: days(s.medianDays),
                    note: `n=${s.cards}`,
                  }))}
                />
              }
              tableLabel={t('tableToggle')}
              table={{
                caption: t('kpi.time.title'),
                head: [t('kpi.time.stage'), t('kpi.time.median'), t('kpi.time.mean'), t('kpi.time.cards'), t('kpi.time.open')],
                rows: p.timeInStage.map((s) => [stageLabel(t, s), days(s.medianDays), days(s.meanDays), n(s.cards), n(s.open)]),
              }}
            />
          </div>
        </section>
      ))}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          testId="kpi-sources"
          title={t('kpi.sources.title')}
          description={t('kpi.sources.description')}
          summary={t('kpi.sources.summary', { list: SOURCES.map((s) => `${t(`kpi.sources.${s}`)} ${n(data.sources[s])}`).join(', ') })}
          chart={
            <HBars
              items={SOURCES.map((s) => ({ key: s, label: t(`kpi.sources.${s}`), value: data.sources[s], display: n(data.sources[s]) }))}
            />
          }
          tableLabel={t('tableToggle')}
          table={{
            caption: t('kpi.sources.title'),
            head: [t('kpi.sources.source'), t('kpi.sources.count')],
            rows: SOURCES.map((s) => [t(`kpi.sources.${s}`), n(data.sources[s])]),
          }}
        />
        <ChartPanel
          testId="kpi-monthly"
          title={t('kpi.monthly.title')}
          description={t('kpi.monthly.description')}
          summary={t('kpi.monthly.summary', {
            list: data.monthly.map((m) => `${monthLabel(lng, m.month, 'long')}: ${m.newCards}, ${m.invest}, ${m.pass}`).join('; '),
          })}
          chart={
            <MonthBars
              months={months}
              series={[
                { key: 'newCards', label: t('kpi.monthly.newCards'), values: data.monthly.map((m) => m.newCards) },
                { key: 'invest', label: t('kpi.monthly.invest'), values: data.monthly.map((m) => m.invest) },
                { key: 'pass', label: t('kpi.monthly.pass'), values: data.monthly.map((m) => m.pass) },
              ]}
            />
          }
          tableLabel={t('tableToggle')}
          table={{
            caption: t('kpi.monthly.title'),
            head: [
              t('kpi.monthly.month'),
              t('kpi.monthly.newCards'),
              t('kpi.sources.request'),
              t('kpi.sources.grant'),
              t('kpi.sources.showcase'),
              t('kpi.monthly.invest'),
              t('kpi.monthly.pass'),
            ],
            rows: data.monthly.map((m) => [
              monthLabel(lng, m.month, 'long'),
              n(m.newCards),
              n(m.request),
              n(m.grant),
              n(m.showcase),
              n(m.invest),
              n(m.pass),
            ]),
          }}
        />
      </div>
    </div>
  );
}
