import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { TableDisclosure } from '../../components/ui/data-table.tsx';

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
            <TableDisclosure label={tableLabel} className="mt-3">
              {table}
            </TableDisclosure>
          </>
        )}
      </CardContent>
    </Card>
  );
}
