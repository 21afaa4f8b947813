import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loggingOut, useCurrentUser } from '../lib/session.ts';
import { removeLocal, STORAGE_KEYS, writeLocal } from '../lib/storage.ts';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { CookieConsent } from '../features/consent/CookieConsent.tsx';
import { FullPageSpinner } from './shell/FullPageSpinner.tsx';
import { lazyPage } from '../lib/lazy-page.tsx';
import { LazyServiceWorkerPrompt } from './LazyServiceWorkerPrompt.tsx';
import type { SignInState } from '../lib/return-path.ts';

// The signed-in shell and the public site are separate chunks: a visitor never downloads the shell.
const SignedInRoutes = lazyPage(() => import('./routes/SignedInRoutes.tsx').then((m) => m.SignedInRoutes));
const VisitorRoutes = lazyPage(() => import('./routes/VisitorRoutes.tsx').then((m) => m.VisitorRoutes));

/** Everything inside the router: authentication state, the route tables, consent, update prompt. */
export function Root() {
  const { user, isLoading, error } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  useEffect(() => {
    if (isLoading) return;
    if (user) writeLocal(STORAGE_KEYS.sessionHint, '1');
    else removeLocal(STORAGE_KEYS.sessionHint);
  }, [isLoading, user]);

  // A user who turns into no user without leaving the page lost the session (it expired, or was
  // ended elsewhere; logging out leaves the page): say so on the sign-in page, which brings them back.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (isLoading) return;
    if (wasSignedIn.current && !user && !loggingOut()) {
      const state: SignInState = { sessionEnded: true, from: `${location.pathname}${location.search}${location.hash}` };
      navigate('/login', { replace: true, state });
    }
    wasSignedIn.current = user !== null;
    // Only the user's arrival or departure matters here, not every move within the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, user]);

  return (
    <>
      <ErrorBoundary onHome={() => navigate('/')} resetKey={location.pathname}>
        {isLoading ? (
          <FullPageSpinner />
        ) : (
          <Suspense fallback={<FullPageSpinner />}>{user ? <SignedInRoutes user={user} /> : <VisitorRoutes />}</Suspense>
        )}
      </ErrorBoundary>
      <CookieConsent signedIn={user !== null} />
      <LazyServiceWorkerPrompt />
    </>
  );
}
