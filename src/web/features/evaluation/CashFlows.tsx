import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlanResult } from '../../../domain/finance/index.ts';
import { AXIS, niceAxis, tickFormatter, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { decimal, money } from './display.ts';

/** The yearly project cash flows as a chart and the plan's table. */
export function CashFlows({ plan, currency }: { plan: PlanResult; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const flows = plan.projectCashFlows.map((value, year) => ({ year: String(year), value }));
  return (
    <section aria-labelledby="cf-heading">
      <h3 id="cf-heading" className="mb-2 font-medium">
        {t('results.cashFlows')}
      </h3>
      <p className="mb-2 text-sm text-muted-foreground">{t('results.cashFlowsHelp')}</p>
      <div className="h-56 text-muted-foreground" role="img" aria-label={t('results.cashFlowsAlt', { years: plan.years.length })}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={flows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="year" tick={AXIS} />
            <YAxis tick={AXIS} {...niceAxis(flows.map((f) => f.value))} tickFormatter={tickFormatter(lng, currency)} />
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => money(lng, Number(v), currency)} />
            <ReferenceLine y={0} stroke="var(--border)" />
            <Bar dataKey="value" name={t('results.flow')} isAnimationActive={false}>
              {flows.map((d) => (
                <Cell key={d.year} fill={d.value < 0 ? 'var(--destructive)' : 'var(--primary)'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="mt-3 overflow-x-auto" data-testid="cash-flow-table">
        <table className="w-full min-w-max text-right text-sm tabular-nums">
          <caption className="sr-only">{t('results.cashFlows')}</caption>
          <thead>
            <tr className="border-b">
              {['year', 'revenue', 'ebitda', 'tax', 'capex', 'freeCashFlow', 'debtService', 'dscr'].map((h) => (
                <th key={h} scope="col" className="px-2 py-1 font-medium first:text-left">
                  {t(`table.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.years.map((y) => (
              <tr key={y.year} className="border-b last:border-0">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {y.year}
                </th>
                <td className="px-2 py-1">{money(lng, y.revenue, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.ebitda, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.tax, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.capex, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.freeCashFlow, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.debtService, currency)}</td>
                <td className="px-2 py-1">{y.dscr === null ? '—' : `${decimal(lng, y.dscr)}×`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
