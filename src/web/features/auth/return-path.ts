/** What the app hands the sign-in page when a session ended under the user (src/web/app/Root.tsx). */
export type SignInState = { sessionEnded?: boolean; from?: string };

/**
 * Where to go after signing in: the page the session ended on when it is a path of this site
 * (never another origin: '//host' and '/\\host' are refused), else the dashboard.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as SignInState).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/dashboard';
  return from === '/login' || from.startsWith('/login?') ? '/dashboard' : from;
}

export function sessionEnded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as SignInState).sessionEnded === true;
}
