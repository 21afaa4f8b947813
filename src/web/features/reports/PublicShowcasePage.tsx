import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queryFeedback } from '../../components/panel.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { formatScore } from '../../lib/format.ts';
import { usePublicShowcase } from './showcase-api.ts';

/** /showcase/:slug (public): the project's title, the fields its owner chose, and its verifiable CR badge. */
/** `action` (composed by the route): e.g. an investor's Follow button. */
export function PublicShowcasePage({ action }: { action?: ((slug: string, title: string) => ReactNode) | undefined } = {}) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  const { slug = '' } = useParams();
  const q = usePublicShowcase(slug);
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
      {q.isPending || q.isError ? (
        queryFeedback(q, t, t('showcase.loading'))
      ) : (
        <Card data-testid="public-showcase">
          <CardHeader>
            <h1 className="text-2xl font-semibold">{q.data.title}</h1>
            {action?.(q.data.slug, q.data.title)}
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            {q.data.description ? <p>{q.data.description}</p> : null}
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {q.data.industry ? (
                <>
                  <dt className="text-muted-foreground">{t('showcase.field.industry')}</dt>
                  <dd>{q.data.industry}</dd>
                </>
              ) : null}
              {q.data.country ? (
                <>
                  <dt className="text-muted-foreground">{t('showcase.field.country')}</dt>
                  <dd>{q.data.country}</dd>
                </>
              ) : null}
              {q.data.estimatedBudget !== undefined ? (
                <>
                  <dt className="text-muted-foreground">{t('showcase.field.estimatedBudget')}</dt>
                  <dd>{formatCurrency(lng, q.data.estimatedBudget, q.data.currency)}</dd>
                </>
              ) : null}
              {q.data.fundingSought !== undefined && q.data.fundingSought !== null ? (
                <>
                  <dt className="text-muted-foreground">{t('showcase.field.fundingSought')}</dt>
                  <dd>{formatCurrency(lng, q.data.fundingSought, q.data.currency)}</dd>
                </>
              ) : null}
              {q.data.score ? (
                <>
                  <dt className="text-muted-foreground">{t('showcase.field.score')}</dt>
                  <dd data-testid="showcase-score">{formatScore(lng, q.data.score.total)} / 100</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t('verify.issuedAt')}</dt>
              <dd>{formatDate(lng, q.data.report.issuedAt)}</dd>
            </dl>
            <p>
              <Link className="underline" to={`/verify/${q.data.report.id}`}>
                {t('showcase.verifyReport')}
              </Link>
            </p>
          </CardContent>
        </Card>
      )}
    </main>
  );
}
