import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** A row's main link (a project, a task): wraps rather than widening the card. */
export const linkClass = 'min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline';

/** A dashboard card of one list (shared projects, tasks): loading, failed, its empty words, or its rows (each drawn by `children`). */
export function ListCard<T>({
  t,
  testId,
  icon: Icon,
  title,
  empty,
  state,
  items,
  children,
}: {
  t: TFunction;
  testId: string;
  icon: LucideIcon;
  title: string;
  empty: string;
  state: 'loading' | 'failed' | null;
  items: T[] | undefined;
  children: (item: T) => ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-3">
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {state === 'loading' ? (
          <p className="text-sm text-muted-foreground">{t('roles.sharedLoading')}</p>
        ) : state === 'failed' || !items ? (
          <p role="alert" className="text-sm text-destructive">
            {t('roles.waiting.error')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-empty="true">
            {empty}
          </p>
        ) : (
          <ul className="grid gap-2">{items.map(children)}</ul>
        )}
      </CardContent>
    </Card>
  );
}
