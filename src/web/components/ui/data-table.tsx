import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A data table: a caption for screen readers, column headers scoped to their columns, and the first
 * cell of each row as that row's header. Cells do not wrap unless `wrap` is set (long text such as a
 * gap's title), so a wide table belongs in a box that scrolls sideways (TableDisclosure is one).
 */
export function DataTable({
  caption,
  head,
  rows,
  wrap = false,
  className,
  testId,
}: {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  wrap?: boolean;
  className?: string;
  testId?: string;
}) {
  const cell = wrap ? 'px-2 py-1.5 break-words' : 'px-2 py-1.5 whitespace-nowrap';
  return (
    <table className={cn('w-full border-collapse text-left text-sm tabular-nums', className)} data-testid={testId}>
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
            {r.map((c, j) =>
              j === 0 ? (
                <th key={j} scope="row" className={cn(cell, 'font-normal')}>
                  {c}
                </th>
              ) : (
                <td key={j} className={cell}>
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A chart's numbers folded behind a "show as a table" disclosure, scrolling sideways in their own box. */
export function TableDisclosure({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <details className={cn('text-sm', className)}>
      <summary className="cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {label}
      </summary>
      <div className="mt-2 max-w-full overflow-x-auto">{children}</div>
    </details>
  );
}
