import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { asSections, ContentSections } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** A public information page (about, feature pages, resources), its text from public.json. */
export function InfoPage({ page }: { page: string }) {
  const { t } = useTranslation('public');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="info-page" data-page={page}>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.lead`)} />
      <ContentSections sections={asSections(t(`pages.${page}.sections`, { returnObjects: true, defaultValue: [] }))} />
      <div className="mt-10 flex flex-col gap-3 border-t pt-6 sm:flex-row">
        {user ? (
          <Button asChild>
            <Link to="/dashboard">{t('cta.dashboard')}</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to="/register">{t('cta.register')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing">{t('cta.pricing')}</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
