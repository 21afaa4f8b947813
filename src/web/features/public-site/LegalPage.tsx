import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { asSections, ContentSections } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** A legal page (terms, privacy, cookies, 231, methodology, contracts), its text from legal.json. */
export function LegalPage({ page }: { page: string }) {
  const { t } = useTranslation('legal');
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12" data-testid="legal-page" data-page={page}>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.lead`)} />
      <p className="mb-8 text-sm text-muted-foreground">{t('updated', { date: t('updatedDate') })}</p>
      <ContentSections sections={asSections(t(`pages.${page}.sections`, { returnObjects: true, defaultValue: [] }))} />
    </article>
  );
}
