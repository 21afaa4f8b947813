import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, getQueryFn } from './api.ts';

const MINUTE = 60_000;

/** The seed's cache tiers (section 9): freshness (staleTime) and retention (gcTime). */
export const CACHE_TIERS = {
  static: { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE },
  semiStatic: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
  dynamic: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  realtime: { staleTime: 1 * MINUTE, gcTime: 5 * MINUTE },
} as const;

/** One retry; the delay doubles from 1 s and is capped at 30 s (seed section 9). */
export const QUERY_RETRIES = 1;
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** The signed-in user's query key; see lib/session.ts. */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 from any other call means the session ended: ask for the user again, which turns
      // the app into the visitor's view (seed section 7: 401 means no user).
      onError: (error, query) => {
        if (error instanceof ApiRequestError && error.status === 401 && query.queryKey[0] !== USER_QUERY_KEY[0]) {
          void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
        }
      },
    }),
    mutationCache: new MutationCache({
      // Seed section 8: mutation errors are logged to the console.
      onError: (error) => console.error('Mutation failed:', error),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        ...CACHE_TIERS.dynamic,
        retry: QUERY_RETRIES,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
