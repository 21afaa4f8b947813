import { Bar, BarChart, CartesianGrid, Cell, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../lib/format.ts';
import { AXIS, formatTick, niceAxis, TOOLTIP_STYLE, tickFormatter } from '../../lib/chart-style.ts';
import { DEMO_CASH_FLOW, DEMO_INTERVAL, DEMO_NPV_BINS } from './demo-data.ts';

/** Monte Carlo NPV histogram with the 75% interval shaded. */
export function NpvHistogram({ label }: { label: string }) {
  const lng = useTranslation().i18n.language;
  // Bins of EUR 0.5 M named by their start, in the tick format of every chart.
  const bin = (millions: number) => formatTick(lng, Math.floor(millions / 0.5) * 0.5 * 1_000_000, 'EUR');
  const data = DEMO_NPV_BINS.map((b) => ({ bin: bin(b.from), count: b.count }));
  return (
    <div className="h-56 text-muted-foreground" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <ReferenceArea x1={bin(DEMO_INTERVAL.low)} x2={bin(DEMO_INTERVAL.high)} fill="var(--primary)" fillOpacity={0.08} />
          <XAxis dataKey="bin" tick={AXIS} />
          <YAxis tick={AXIS} tickFormatter={tickFormatter(lng)} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Yearly cash flow; negative years in the destructive colour. */
export function CashFlowChart({ label, yearLabel }: { label: string; yearLabel: (year: number) => string }) {
  const lng = useTranslation().i18n.language;
  const data = DEMO_CASH_FLOW.map((value, year) => ({ year: yearLabel(year), value: value * 1_000_000 }));
  return (
    <div className="h-56 text-muted-foreground" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="year" tick={AXIS} />
          <YAxis tick={AXIS} {...niceAxis(data.map((d) => d.value))} tickFormatter={tickFormatter(lng, 'EUR')} />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => formatCurrency(lng, Number(v))} />
          <Bar dataKey="value" radius={[3, 3, 0, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.year} fill={d.value < 0 ? 'var(--destructive)' : 'var(--success)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
