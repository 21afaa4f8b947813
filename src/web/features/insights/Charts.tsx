import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DataTable, TableDisclosure } from '../../components/ui/data-table.tsx';
import { SERIES_COLOURS } from '../../lib/chart-style.ts';

/**
 * One chart of the insights screens: the picture (an image with a spoken summary) and the same
 * numbers as a table anyone can open, like the analytics charts.
 */
export function ChartPanel({
  title,
  description,
  summary,
  chart,
  table,
  tableLabel,
  testId,
  footer,
}: {
  title: string;
  description?: ReactNode;
  summary: string;
  chart: ReactNode;
  table: { caption: string; head: readonly string[]; rows: ReadonlyArray<readonly ReactNode[]> };
  tableLabel: string;
  testId: string;
  footer?: ReactNode;
}) {
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <div role="img" aria-label={summary} data-chart="true">
          {chart}
        </div>
        {footer}
        <TableDisclosure label={tableLabel} className="mt-3">
          <DataTable caption={table.caption} head={table.head} rows={table.rows} />
        </TableDisclosure>
      </CardContent>
    </Card>
  );
}

/** Horizontal bars, one row per item: label, bar (SVG, scaled to the largest value), figure. */
export function HBars({
  items,
  colour = SERIES_COLOURS[0],
}: {
  items: ReadonlyArray<{ key: string; label: string; value: number; display: string; note?: string }>;
  colour?: string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul className="flex flex-col gap-2" aria-hidden="true">
      {items.map((i) => (
        <li
          key={i.key}
          className="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-0.5 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_auto]"
        >
          <span className="col-span-2 sm:col-span-1 sm:truncate" title={i.label}>
            {i.label}
          </span>
          <svg className="h-4 w-full overflow-visible" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
            <rect x="0" y="0" width="100" height="10" rx="1" className="fill-muted" />
            <rect x="0" y="0" width={(100 * Math.max(0, i.value)) / max} height="10" rx="1" style={{ fill: colour }} />
          </svg>
          <span className="text-right tabular-nums whitespace-nowrap">
            {i.display}
            {i.note ? <span className="ml-1 text-xs text-muted-foreground">{i.note}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Grouped vertical bars per month (SVG), with the months written under them and a legend. */
export function MonthBars({
  months,
  series,
}: {
  months: ReadonlyArray<{ key: string; label: string }>;
  series: ReadonlyArray<{ key: string; label: string; values: readonly number[] }>;
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const group = 100 / Math.max(1, months.length);
  const bar = (group * 0.8) / Math.max(1, series.length);
  return (
    <div aria-hidden="true">
      <ul className="mb-2 flex flex-wrap gap-3 text-xs">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm" style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg className="h-40 w-full" viewBox="0 0 100 40" preserveAspectRatio="none" focusable="false">
        <line x1="0" y1="40" x2="100" y2="40" className="stroke-border" strokeWidth="0.3" vectorEffect="non-scaling-stroke" />
        {months.map((m, mi) =>
          series.map((s, si) => {
            const v = s.values[mi] ?? 0;
            const h = (38 * v) / max;
            return (
              <rect
                key={`${m.key}-${s.key}`}
                x={mi * group + group * 0.1 + si * bar}
                y={40 - h}
                width={bar}
                height={h}
                style={{ fill: SERIES_COLOURS[si % SERIES_COLOURS.length] }}
              />
            );
          }),
        )}
      </svg>
      <div
        className="grid text-center text-[10px] leading-tight text-muted-foreground"
        style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
      >
        {months.map((m) => (
          <span key={m.key} className="truncate">
            {m.label}
          </span>
        ))}
      </div>
    </div>
  );
}
