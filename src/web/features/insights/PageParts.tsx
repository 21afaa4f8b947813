import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { RetryCard } from '../../components/retry-card.tsx';

/** An insights page's header: title, description and, when given, the link to the other insights page. */
export function InsightsHeader({
  title,
  description,
  link,
}: {
  title: string;
  description?: string;
  link?: { to: string; label: string };
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        link ? (
          <Button asChild variant="outline" size="sm">
            <Link to={link.to}>
              {link.label}
              <ArrowRightIcon className="size-3.5" aria-hidden="true" />
            </Link>
          </Button>
        ) : undefined
      }
    />
  );
}

/** The page's figures once they arrive: a failure with a retry, the loading line, or `children(data)`. */
export function Loaded<D>({
  query,
  t,
  children,
}: {
  query: { data: D | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  t: TFunction;
  children: (data: D) => ReactNode;
}) {
  if (query.isError) {
    return (
      <RetryCard message={t('error', { message: errorMessage(t, query.error) })} retry={t('retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data === undefined) {
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return children(query.data);
}
