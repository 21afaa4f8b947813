import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS, TIERS } from '../../../domain/rbac/index.ts';
import { asSections, ContentSections } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatNumber } from '../../lib/format.ts';

/** Seed section 2: the guide's eight chapters. */
export const GUIDE_CHAPTERS = [
  'introduction',
  'gettingStarted',
  'tierGuide',
  'crScore',
  'esg',
  'funding',
  'aiAnalysis',
  'bestPractices',
] as const;

/** The guide; `cycle` (the 7-step cycle, marked for the signed-in user) goes into the "Getting started" chapter. */
export function GuidePage({ cycle = null }: { cycle?: ReactNode }) {
  const { t, i18n } = useTranslation('guide');
  const { hash } = useLocation();

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto max-w-6xl" data-testid="guide">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('contents')} className="lg:sticky lg:top-20 lg:self-start">
          <h2 className="mb-2 text-sm font-semibold">{t('contents')}</h2>
          <ol className="space-y-1 text-sm">
            {GUIDE_CHAPTERS.map((key, i) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="block rounded px-2 py-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring outline-none"
                >
                  {i + 1}. {t(`chapters.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-12">
          {GUIDE_CHAPTERS.map((key, i) => (
            <article key={key} id={key} aria-labelledby={`${key}-title`} className="scroll-mt-20 space-y-4">
              <h2 id={`${key}-title`} className="text-2xl font-semibold">
                {i + 1}. {t(`chapters.${key}.title`)}
              </h2>
              <p className="leading-relaxed">{t(`chapters.${key}.intro`)}</p>
              {key === 'gettingStarted' ? cycle : null}
              {key === 'tierGuide' ? (
                <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('tierTable.caption')}>
                  <table className="w-full min-w-[28rem] border-collapse text-sm">
                    <caption className="sr-only">{t('tierTable.caption')}</caption>
                    <thead>
                      <tr className="border-b text-left">
                        <th scope="col" className="py-2 pr-4">
                          {t('tierTable.tier')}
                        </th>
                        <th scope="col" className="py-2 pr-4">
                          {t('tierTable.projects')}
                        </th>
                        <th scope="col" className="py-2">
                          {t('tierTable.billing')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {TIERS.map((tier) => {
                        const limit = PROJECT_LIMITS[tier];
                        return (
                          <tr key={tier} className="border-b">
                            <th scope="row" className="py-2 pr-4 text-left font-medium">
                              {t(`common:tiers.${tier}`)}
                            </th>
                            <td className="py-2 pr-4">
                              {limit === null ? t('tierTable.unlimited') : formatNumber(i18n.language, limit, 0)}
                            </td>
                            <td className="py-2">{t(`tierTable.billingBy.${tier}`)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              ) : null}
              <ContentSections
                sections={asSections(t(`chapters.${key}.sections`, { returnObjects: true, defaultValue: [] }))}
                headingLevel={3}
                className="space-y-6"
              />
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}
