import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SampleProject } from '../../../contract/projects.ts';
import type { PublicShowcase } from '../../../contract/reports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCurrency, formatDate, formatScore } from '../../lib/format.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * /case-studies from the live database (issue 27): the projects their owners published, each with its
 * sealed report's verification link, and the platform's sample projects, labelled as samples — never a
 * customer story the platform cannot show.
 */
export function CaseStudies() {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  const published = useQuery<PublicShowcase[]>({ queryKey: ['/api/showcase'], ...CACHE_TIERS.dynamic });
  const samples = useQuery<SampleProject[]>({ queryKey: ['/api/sample-projects'], ...CACHE_TIERS.dynamic });
  const state = (q: { isPending: boolean; isError: boolean }) =>
    q.isPending ? (
      <p className="text-sm text-muted-foreground">{t('caseStudies.loading')}</p>
    ) : q.isError ? (
      <p role="alert" className="text-sm text-destructive">
        {t('caseStudies.failed')}
      </p>
    ) : null;
  return (
    <div className="mt-8 grid gap-10">
      <section aria-labelledby="cs-published" data-testid="case-studies-published">
        <h2 id="cs-published" className="text-xl font-semibold">
          {t('caseStudies.published')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('caseStudies.publishedHelp')}</p>
        {state(published) ??
          (published.data!.length === 0 ? (
            <p className="mt-3 text-sm" data-testid="case-studies-none">
              {t('caseStudies.none')}
            </p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {published.data!.map((s) => (
                <li key={s.slug} className="grid gap-1 rounded-lg border p-4">
                  <Link to={`/showcase/${s.slug}`} className="font-medium text-primary underline underline-offset-4">
                    {s.title}
                  </Link>
                  {s.description ? <p className="text-sm text-muted-foreground">{s.description}</p> : null}
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {s.score ? <span>{t('caseStudies.score', { score: formatScore(lng, s.score.total) })}</span> : null}
                    <span>{t('caseStudies.publishedOn', { date: formatDate(lng, s.publishedAt) })}</span>
                    {s.report.revoked ? null : (
                      <a className="text-primary underline underline-offset-4" href={s.report.verifyUrl}>
                        {t('caseStudies.verify')}
                      </a>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          ))}
      </section>
      {samples.data && samples.data.length === 0 ? null : (
        <section aria-labelledby="cs-samples" data-testid="case-studies-samples">
          <h2 id="cs-samples" className="text-xl font-semibold">
            {t('caseStudies.samples')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('caseStudies.samplesHelp')}</p>
          {state(samples) ?? (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {samples.data!.map((p) => (
                <li key={p.title} className="grid content-start gap-1 rounded-lg border p-4" data-testid="sample-project">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{p.title}</span>
                    <Badge variant="secondary">{t('caseStudies.sample')}</Badge>
                  </p>
                  {p.description ? <p className="text-sm text-muted-foreground">{p.description}</p> : null}
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                    <dt className="text-muted-foreground">{t('caseStudies.stage')}</dt>
                    <dd>{t(`caseStudies.stages.${p.stage}`)}</dd>
                    <dt className="text-muted-foreground">{t('caseStudies.crScore')}</dt>
                    <dd>{p.score ? formatScore(lng, p.score.total) : t('caseStudies.notEvaluated')}</dd>
                    <dt className="text-muted-foreground">{t('caseStudies.budget')}</dt>
                    <dd>{formatCurrency(lng, p.estimatedBudget, p.currency)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
