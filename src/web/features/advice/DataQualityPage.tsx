import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { formatPercent } from '../../lib/format.ts';
import { useQuality } from './api.ts';

/** /data-quality: each project's score and findings with their fix link (admins: every project on the platform). */
export function DataQualityPage() {
  const { t, i18n } = useTranslation('advice');
  const q = useQuality();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('quality.title')} description={q.data?.scope === 'platform' ? t('quality.platform') : t('quality.summary')} />
      {queryFeedback(q, t, t('common.loading'))}
      {q.data?.projects.length === 0 ? <p>{t('common.noProjects')}</p> : null}
      {(q.data?.projects ?? []).map((p) => (
        <section
          key={p.projectId}
          className="space-y-2 rounded-lg border p-4"
          aria-labelledby={`dq-${p.projectId}`}
          data-testid="dq-project"
        >
          <h2 id={`dq-${p.projectId}`} className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
            <span>{p.projectTitle}</span>
            <span className="text-sm font-normal">{t('quality.score', { score: p.score })}</span>
          </h2>
          {p.findings.length === 0 ? <p className="text-sm text-muted-foreground">{t('quality.none')}</p> : null}
          <ul className="divide-y">
            {p.findings.map((f, i) => (
              <li key={i} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="dq-finding">
                <span className="text-sm">
                  <span className="mr-2 rounded bg-muted px-1 text-xs uppercase">{t(`quality.severity.${f.severity}`)}</span>
                  {f.message}
                  {f.confidenceEffect !== null ? (
                    <span className="ml-1 text-muted-foreground">
                      ({t('quality.effect', { share: formatPercent(i18n.language, f.confidenceEffect) })})
                    </span>
                  ) : null}
                </span>
                <Link to={f.fixUrl} className="shrink-0 text-sm text-primary underline" data-testid="dq-fix">
                  {t('quality.fix')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
