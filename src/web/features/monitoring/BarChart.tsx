import { formatNumber } from '../../lib/format.ts';

export interface Bar {
  /** The bucket's start (ISO). */
  at: string;
  /** One value per series; null = nothing recorded. */
  values: (number | null)[];
}

/**
 * Bars over time as plain SVG (issue 26): one group per bucket, one bar per series, scaled to the
 * largest value. Hidden from screen readers: the table beside it carries the same figures.
 */
export function BarChart({
  bars,
  colours,
  lng,
  height = 120,
  unit = '',
}: {
  bars: Bar[];
  colours: string[];
  lng: string;
  height?: number;
  unit?: string;
}) {
  const max = Math.max(0, ...bars.flatMap((b) => b.values.map((v) => v ?? 0)));
  const n = Math.max(1, bars.length);
  const series = Math.max(1, colours.length);
  const width = 600;
  const slot = width / n;
  const barW = Math.max(1, (slot * 0.8) / series);
  return (
    <div aria-hidden="true" className="w-full">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{max > 0 ? `${formatNumber(lng, max)}${unit}` : ''}</span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="h-28 w-full" focusable="false">
        <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke="currentColor" strokeOpacity={0.3} />
        {bars.map((b, i) =>
          b.values.map((v, s) => {
            if (v === null || max === 0) return null;
            const h = Math.max(v > 0 ? 1 : 0, (v / max) * (height - 4));
            return <rect key={`${i}-${s}`} x={i * slot + slot * 0.1 + s * barW} y={height - h} width={barW} height={h} fill={colours[s]} />;
          }),
        )}
      </svg>
    </div>
  );
}
