import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../contract/auth.ts';
import { normalizeRole } from '../../domain/rbac/index.ts';
import type { Role } from '../../domain/rbac/index.ts';
import { USER_QUERY_KEY } from './query-client.ts';
import { removeLocal, STORAGE_KEYS } from './storage.ts';

export { USER_QUERY_KEY };

/**
 * GET /api/auth/user (seed section 7): 401 means no user (null); another non-ok answer is the
 * error 'Failed to fetch user'. Not retried.
 */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  const res = await fetch(USER_QUERY_KEY[0], { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  if (!res.ok) {
    // Read the body anyway: an unread response keeps its connection (and the page) busy.
    await res.text().catch(() => '');
    if (res.status === 401) return null;
    throw new Error('Failed to fetch user');
  }
  return (await res.json()) as User;
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

/** The role used for navigation: a missing role counts as proponent (seed section 6). */
export function navigationRole(user: Pick<User, 'role'> | null): Role {
  return normalizeRole(user?.role);
}

/** Where the browser goes to end the session (seed section 7). */
export const LOGOUT_PATH = '/api/logout';

let leaving = false;

/** True once logout() has begun: the user about to disappear left on purpose. */
export function loggingOut(): boolean {
  return leaving;
}

/**
 * Logout (seed section 7): clear the cached user and every cached /api query, the onboarding-seen
 * flag and session storage, then navigate to /api/logout, even when clearing fails.
 */
export function logout(queryClient: QueryClient, navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  leaving = true;
  try {
    queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') && q.queryKey[0] !== USER_QUERY_KEY[0] });
    queryClient.setQueryData(USER_QUERY_KEY, null);
    removeLocal(STORAGE_KEYS.onboardingSeen);
    window.sessionStorage.clear();
  } catch (error) {
    console.error('Logout error:', error);
  } finally {
    navigate(LOGOUT_PATH);
  }
}
