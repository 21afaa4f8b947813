import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { asSections, ContentSections } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { returnToParam, withReturnTo } from '../../lib/return-path.ts';
import { CaseStudies } from './CaseStudies.tsx';
import { ContactForm } from './ContactForm.tsx';

/** A public information page (about, feature pages, resources), its text from public.json. */
export function InfoPage({ page }: { page: string }) {
  const { t } = useTranslation('public');
  const { user } = useCurrentUser();
  // A visitor sent here from an app page (/onboarding?returnTo=/projects/42) signs in to reach it.
  const { search } = useLocation();
  const returnTo = user ? null : returnToParam(search);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="info-page" data-page={page}>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.lead`)} />
      {returnTo ? (
        <div
          role="status"
          className="mb-8 flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="return-to-notice"
        >
          <p className="text-sm">{t('returnTo.notice')}</p>
          <div className="flex shrink-0 gap-2">
            <Button asChild size="sm">
              <Link to={withReturnTo('/login', returnTo)}>{t('returnTo.signIn')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={withReturnTo('/register', returnTo)}>{t('returnTo.register')}</Link>
            </Button>
          </div>
        </div>
      ) : null}
      <ContentSections sections={asSections(t(`pages.${page}.sections`, { returnObjects: true, defaultValue: [] }))} />
      {page === 'caseStudies' ? <CaseStudies /> : null}
      {page === 'contact' ? (
        <div className="mt-8">
          <ContactForm signedIn={user !== null} />
        </div>
      ) : null}
      <div className="mt-10 flex flex-col gap-3 border-t pt-6 sm:flex-row">
        {user ? (
          <Button asChild>
            <Link to="/dashboard">{t('cta.dashboard')}</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={withReturnTo('/register', returnTo)}>{t('cta.register')}</Link>
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
