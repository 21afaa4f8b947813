import { Bar, BarChart, CartesianGrid, Cell, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { DEMO_CASH_FLOW, DEMO_INTERVAL, DEMO_NPV_BINS } from './demo-data.ts';

/** Monte Carlo NPV histogram with the 75% interval shaded. */
export function NpvHistogram({ label }: { label: string }) {
  const data = DEMO_NPV_BINS.map((b) => ({ bin: b.from.toFixed(1), count: b.count }));
  return (
    <div className="h-56 text-muted-foreground" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <ReferenceArea x1={DEMO_INTERVAL.low.toFixed(1)} x2={(DEMO_INTERVAL.high - 0.2).toFixed(1)} fill="var(--primary)" fillOpacity={0.08} />
          <XAxis dataKey="bin" tick={AXIS} />
          <YAxis tick={AXIS} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Yearly cash flow; negative years in the destructive colour. */
export function CashFlowChart({ label, yearLabel }: { label: string; yearLabel: (year: number) => string }) {
  const data = DEMO_CASH_FLOW.map((value, year) => ({ year: yearLabel(year), value }));
  return (
    <div className="h-56 text-muted-foreground" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="year" tick={AXIS} />
          <YAxis tick={AXIS} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
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
