import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlanSimulation } from '../../../domain/finance/index.ts';
import { AXIS, formatTick, niceTicks, tickFormatter, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { formatNumber } from '../../lib/format.ts';
import { ChartTable } from './ChartTable.tsx';
import { money, percent } from './display.ts';
import { histogramBars, shadedShare } from './histogram.ts';
import { SimulationMethod } from './SimulationMethod.tsx';
import { CorrelationsApplied } from './CorrelationsApplied.tsx';

/** The Monte Carlo distribution of NPV: percentiles, P(NPV < 0), histogram with its central interval. */
export function Histogram({ simulation, currency }: { simulation: PlanSimulation | null; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const summary = simulation?.npv.summary ?? null;
  if (!simulation || !summary) {
    return (
      <section aria-labelledby="mc-heading" data-testid="histogram">
        <h3 id="mc-heading" className="mb-2 font-medium">
          {t('results.monteCarlo')}
        </h3>
        <p className="text-sm text-muted-foreground">{simulation ? t('empty.noValidIterations') : t('empty.noSimulation')}</p>
      </section>
    );
  }
  const p = summary.percentiles;
  const bars = histogramBars(summary.histogram, p.p12_5, p.p87_5);
  const data = bars;
  // A numeric axis with round 1-2-5 ticks, formatted like every other chart (issue 27: "−€150k",
  // never a bin's raw midpoint "−€147.38k"); the bars sit at their midpoints.
  const xTicks = bars.length ? niceTicks(bars[0]!.from, bars[bars.length - 1]!.to, 5) : [0, 1];
  const alt = t('results.histogramAlt', {
    p10: money(lng, p.p10, currency),
    p50: money(lng, p.p50, currency),
    p90: money(lng, p.p90, currency),
    low: money(lng, p.p12_5, currency),
    high: money(lng, p.p87_5, currency),
    negative: percent(lng, simulation.probabilityNpvNegative),
  });
  return (
    <section aria-labelledby="mc-heading" data-testid="histogram">
      <h3 id="mc-heading" className="mb-2 font-medium">
        {t('results.monteCarlo')}
      </h3>
      <SimulationMethod simulation={simulation} />
      <CorrelationsApplied simulation={simulation} />
      <dl className="mb-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ['p10', money(lng, p.p10, currency)],
            ['p50', money(lng, p.p50, currency)],
            ['p90', money(lng, p.p90, currency)],
            ['pNegative', percent(lng, simulation.probabilityNpvNegative)],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="rounded-md border p-2" data-testid={`mc-${k}`}>
            <dt className="text-xs text-muted-foreground">{t(`results.${k}`)}</dt>
            <dd className="font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-2 text-sm text-muted-foreground">
        {t('results.interval', {
          low: money(lng, p.p12_5, currency),
          high: money(lng, p.p87_5, currency),
          share: percent(lng, shadedShare(bars), 0),
        })}
      </p>
      <div className="h-60 text-muted-foreground" role="img" aria-label={alt}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap={1}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis
              type="number"
              dataKey="mid"
              tick={AXIS}
              ticks={xTicks}
              domain={[xTicks[0]!, xTicks[xTicks.length - 1]!]}
              interval={0}
              tickFormatter={tickFormatter(lng, currency)}
            />
            <YAxis tick={AXIS} />
            <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(v) => formatTick(lng, Number(v), currency)} />
            <Bar dataKey="count" name={t('results.count')} isAnimationActive={false}>
              {data.map((d) => (
                <Cell
                  key={d.from}
                  fill={d.inInterval ? 'var(--primary)' : 'var(--muted-foreground)'}
                  fillOpacity={d.inInterval ? 1 : 0.45}
                />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className="mt-1 flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden="true" />
          {t('results.legendInside')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-muted-foreground/45" aria-hidden="true" />
          {t('results.legendOutside')}
        </span>
      </p>
      {simulation.invalidIterations > 0 ? (
        <p className="mt-1 text-xs text-muted-foreground">
          {t('results.invalidIterations', {
            count: simulation.invalidIterations,
            formatted: formatNumber(lng, simulation.invalidIterations, 0),
          })}
        </p>
      ) : null}
      <ChartTable
        caption={t('results.monteCarlo')}
        head={[t('table.from'), t('table.to'), t('table.count'), t('table.inInterval')]}
        rows={bars.map((b) => [
          money(lng, b.from, currency),
          money(lng, b.to, currency),
          formatNumber(lng, b.count, 0),
          b.inInterval ? t('table.yes') : t('table.no'),
        ])}
      />
    </section>
  );
}
