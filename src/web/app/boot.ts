import { createQueryClient } from '../lib/query-client.ts';
import { fetchCurrentUser, USER_QUERY_KEY } from '../lib/session.ts';
import { readLocal, STORAGE_KEYS } from '../lib/storage.ts';
import { PUBLIC_ROUTES, VISITOR_PAGES } from '../../domain/navigation/index.ts';

const VISITOR_PATHS = new Set<string>([...VISITOR_PAGES.flat(), ...PUBLIC_ROUTES, '/case-studies', '/contact', '/compliance']);

/** The app's one query client. */
export const queryClient = createQueryClient();

/**
 * Starts, in parallel, what the first screen needs: the user, and the code and strings of the page
 * this browser will most likely show (a hint kept from its last visit says whether it was signed
 * in). Without this, each would wait for the previous one: code, strings, user, route, page.
 * Returns the translation namespaces worth loading with the frame's.
 */
export function startBoot(path: string): string[] {
  void queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });
  const home = path === '/' || path === '/dashboard';
  // A path only the shell has (/dashboard, /settings ...) is most likely opened by a signed-in user.
  const shellOnly = path !== '/' && !VISITOR_PATHS.has(path);
  if (readLocal(STORAGE_KEYS.sessionHint) === '1' || shellOnly) {
    void import('./routes/SignedInRoutes.tsx');
    if (home) void import('./routes/DashboardRoute.tsx');
    return home ? ['shell', 'dashboard'] : ['shell'];
  }
  void import('./routes/VisitorRoutes.tsx');
  if (path === '/') void import('../features/public-site/LandingPage.tsx');
  return path === '/' ? ['landing'] : [];
}
