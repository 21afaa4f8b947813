import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import type { UsageReport } from '../../../contract/developer.ts';
import { Button } from '../../components/ui/button.tsx';
import { AXIS, SERIES_COLOURS, TOOLTIP_STYLE, tickFormatter } from '../../lib/chart-style.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { lastDays, ROUTES, useUsage } from './api.ts';

const DAYS = 30;

/** Rows per day with one field per route group (the chart's data), every day of the range present. */
export function chartData(report: UsageReport): { days: Array<Record<string, number | string>>; groups: string[] } {
  const groups = [...new Set(report.rows.map((r) => r.routeGroup))].sort();
  const days: Array<Record<string, number | string>> = [];
  for (let d = Date.parse(`${report.from}T00:00:00Z`); d <= Date.parse(`${report.to}T00:00:00Z`); d += 86_400_000) {
    const day = new Date(d).toISOString().slice(0, 10);
    const row: Record<string, number | string> = { day };
    for (const g of groups) row[g] = 0;
    for (const r of report.rows) if (r.day === day) row[r.routeGroup] = r.count;
    days.push(row);
  }
  return { days, groups };
}

/** Requests per day by route group (chart and table), the month against the plan's allowance, CSV export. */
export function UsagePanel() {
  const { t, i18n } = useTranslation('developer');
  const lng = i18n.language;
  const [from, to] = lastDays(DAYS);
  const usage = useUsage(from, to);
  const report = usage.data;
  return (
    <section aria-labelledby="usage-title" className="flex flex-col gap-4" data-testid="usage-panel">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="usage-title" className="text-lg font-semibold">
            {t('usage.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('usage.description', { days: DAYS })}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={ROUTES.usageCsv(from, to)} download>
            <DownloadIcon aria-hidden="true" />
            {t('usage.csv')}
          </a>
        </Button>
      </div>
      {report ? (
        <>
          <p className="text-sm" data-testid="usage-month">
            {report.month.allowance === null
              ? t('usage.monthNoPlan', { used: formatNumber(lng, report.month.used) })
              : t('usage.month', { used: formatNumber(lng, report.month.used), allowance: formatNumber(lng, report.month.allowance) })}
            {report.month.remaining !== null
              ? ` · ${t(report.month.remaining === 0 ? 'usage.exhausted' : 'usage.remaining', { remaining: formatNumber(lng, report.month.remaining) })}`
              : null}
            {report.rateLimit
              ? ` · ${t('usage.rate', { quota: formatNumber(lng, report.rateLimit.quota), window: report.rateLimit.windowSeconds })}`
              : null}
          </p>
          {report.rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('usage.empty')}</p> : <UsageChart report={report} />}
          {report.rows.length > 0 ? <UsageTable report={report} /> : null}
        </>
      ) : null}
    </section>
  );
}

function UsageChart({ report }: { report: UsageReport }) {
  const { t, i18n } = useTranslation('developer');
  const lng = i18n.language;
  const { days, groups } = chartData(report);
  return (
    <div className="h-64 text-muted-foreground" role="img" aria-label={t('usage.title')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="day" tick={AXIS} tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
          <YAxis tick={AXIS} tickFormatter={tickFormatter(lng)} allowDecimals={false} />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(d) => formatDate(lng, String(d))} />
          <Legend />
          {groups.map((g, i) => (
            <Bar key={g} dataKey={g} stackId="day" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function UsageTable({ report }: { report: UsageReport }) {
  const { t, i18n } = useTranslation('developer');
  const lng = i18n.language;
  return (
    <div className="max-h-80 overflow-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="usage-table">
        <caption className="sr-only">{t('usage.table')}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th className="p-2 font-medium">{t('usage.day')}</th>
            <th className="p-2 font-medium">{t('usage.group')}</th>
            <th className="p-2 text-right font-medium">{t('usage.count')}</th>
            <th className="p-2 text-right font-medium">{t('usage.errors')}</th>
            <th className="p-2 text-right font-medium">{t('usage.p95')}</th>
          </tr>
        </thead>
        <tbody>
          {[...report.rows].reverse().map((r) => (
            <tr key={`${r.day}-${r.routeGroup}`} className="border-t">
              <td className="p-2 whitespace-nowrap">{formatDate(lng, r.day)}</td>
              <td className="p-2">{r.routeGroup}</td>
              <td className="p-2 text-right tabular-nums">{formatNumber(lng, r.count)}</td>
              <td className="p-2 text-right tabular-nums">{formatNumber(lng, r.errors)}</td>
              <td className="p-2 text-right tabular-nums">{r.p95Ms === null ? '—' : `≤ ${formatNumber(lng, r.p95Ms)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
