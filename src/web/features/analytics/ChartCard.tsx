import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** Axis text follows the card's muted colour in both themes. */
export const AXIS = { fontSize: 11, fill: 'currentColor' } as const;
export const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', color: 'var(--popover-foreground)' } as const;
/** Series colours readable on the light and the dark card (3:1 or more against both). */
export const SERIES_COLOURS = ['var(--primary)', 'var(--success)', 'oklch(0.62 0.17 40)', 'oklch(0.6 0.15 320)', 'oklch(0.6 0.12 200)', 'oklch(0.62 0.14 95)'] as const;

/**
 * One chart: the picture for sighted users (role="img" with a summary), the same numbers as a table
 * anyone can open, or an explanation with the action that creates the data when there are none.
 */
export function ChartCard({
  title,
  description,
  summary,
  chart,
  table,
  tableLabel,
  empty,
  testId,
}: {
  title: string;
  description?: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  tableLabel: string;
  empty: { text: string; action: string; to: string } | null;
  testId: string;
}) {
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {empty ? (
          <div className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-empty="true">
            <p>{empty.text}</p>
            <Link to={empty.to} className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
              {empty.action}
              <ArrowRightIcon className="size-3.5" aria-hidden="true" />
            </Link>
          </div>
        ) : (
          <>
            <div className="h-60 text-muted-foreground" role="img" aria-label={summary} data-chart="true">
              {chart}
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">{tableLabel}</summary>
              <div className="mt-2 max-w-full overflow-x-auto">{table}</div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A plain data table with a caption, header cells scoped to their columns. */
export function DataTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: ReadonlyArray<readonly ReactNode[]> }) {
  return (
    <table className="w-full border-collapse text-left text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b">
          {head.map((h) => (
            <th key={h} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className="border-b last:border-0">
            {r.map((c, j) => (
              <td key={j} className="px-2 py-1.5 whitespace-nowrap">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
