import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { TopNav } from './TopNav.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SkipLink } from './SkipLink.tsx';
import { PageSpinner } from './FullPageSpinner.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** The public site: the top navigation, the page, the footer. */
export function PublicLayout() {
  const { user } = useCurrentUser();
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <TopNav signedIn={user !== null} />
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter signedIn={user !== null} />
    </div>
  );
}
