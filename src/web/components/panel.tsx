import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { errorMessage } from '../lib/errors.ts';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A titled region of a page, named by its heading for screen readers (`${id}-title`): the project
 * page's Access and Comments panels.
 */
export function Panel({
  id,
  title,
  description,
  testId,
  children,
}: {
  id: string;
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="mt-4" role="region" aria-labelledby={`${id}-title`} data-testid={testId}>
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">{children}</CardContent>
    </Card>
  );
}

/** What stands in for a query's data while it loads or after it failed (translated), else null. */
export function queryFeedback(query: { isPending: boolean; isError: boolean; error: unknown }, t: TFunction, loading: string): ReactNode {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4 border-2" />
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(t, query.error)}
      </p>
    );
  }
  return null;
}
