import { PUBLIC_ROUTE_PATTERNS, PUBLIC_ROUTES, VISITOR_PAGES, matchesPattern } from './routes.ts';

/** The code a first screen may need beyond the frame: route tables and the two home pages. */
export type BootGroup = 'visitor' | 'landing' | 'shell' | 'dashboard';

export interface BootPlan {
  groups: BootGroup[];
  /** Translation namespaces the first screen needs besides the frame's (`common`, `errors`). */
  namespaces: string[];
}

const VISITOR_PATHS = new Set<string>([...VISITOR_PAGES.flat(), ...PUBLIC_ROUTES, '/case-studies', '/contact', '/compliance']);

/**
 * What to fetch, in parallel with the frame's own code, for the first screen of `path`: the browser
 * starts these at boot (src/web/app/boot.ts), and the server names them in the page it sends so the
 * browser can fetch them before any script runs. `signedIn` is a hint (a session seen before), not a
 * permission: a wrong guess costs a download, never access.
 */
export function bootPlan(path: string, signedIn: boolean): BootPlan {
  const home = path === '/' || path === '/dashboard';
  // A path only the shell has (/dashboard, /settings ...) is most likely opened by a signed-in user.
  const shellOnly = path !== '/' && !VISITOR_PATHS.has(path) && !PUBLIC_ROUTE_PATTERNS.some((p) => matchesPattern(p, path));
  if (signedIn || shellOnly)
    return home ? { groups: ['shell', 'dashboard'], namespaces: ['shell', 'dashboard'] } : { groups: ['shell'], namespaces: ['shell'] };
  return path === '/' ? { groups: ['visitor', 'landing'], namespaces: ['landing'] } : { groups: ['visitor'], namespaces: [] };
}
