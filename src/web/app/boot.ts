import { createQueryClient } from '../lib/query-client.ts';
import type { User } from '../../contract/auth.ts';
import { fetchCurrentUser, USER_QUERY_KEY } from '../lib/session.ts';
import { readLocal, STORAGE_KEYS } from '../lib/storage.ts';
import { bootPlan, type BootGroup } from '../../domain/navigation/index.ts';

/** The app's one query client. */
export const queryClient = createQueryClient();

/** Each boot group's code; the build lists the same modules' files for the server (vite.config.ts). */
const GROUP_CODE: Record<BootGroup, () => Promise<unknown>> = {
  visitor: () => import('./routes/VisitorRoutes.tsx'),
  landing: () => import('../features/public-site/LandingPage.tsx'),
  shell: () => import('./routes/SignedInRoutes.tsx'),
  dashboard: () => import('./routes/DashboardRoute.tsx'),
};

/**
 * Starts, in parallel, what the first screen needs: the user, and the code and strings of the page
 * this browser will most likely show (a hint kept from its last visit says whether it was signed
 * in). Without this, each would wait for the previous one: code, strings, user, route, page.
 * Returns the translation namespaces worth loading with the frame's.
 */
export function startBoot(path: string): string[] {
  const user = userInPage();
  if (user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, user);
  else void queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });
  const plan = bootPlan(path, user ? true : user === null ? false : readLocal(STORAGE_KEYS.sessionHint) === '1');
  for (const group of plan.groups) void GROUP_CODE[group]();
  return plan.namespaces;
}

/**
 * The signed-in user the server wrote into the page (src/server/plugins/spa.ts, BOOT_USER_ID), so the
 * shell renders without a round trip; null when the server says nobody is signed in (the visitor's page needs no
 * /api/auth/user and its 401); undefined when the page carries no block (a dev server, a failed session lookup),
 * and the app then asks /api/auth/user as usual.
 */
function userInPage(): User | null | undefined {
  const block = document.getElementById('boot-user');
  if (!block?.textContent) return undefined;
  try {
    const user = JSON.parse(block.textContent) as User | null;
    if (user === null) return null;
    return typeof user?.id === 'string' && typeof user.role === 'string' ? user : undefined;
  } catch {
    return undefined;
  } finally {
    block.remove();
  }
}
