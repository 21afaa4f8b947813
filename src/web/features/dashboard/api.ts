import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../contract/stats.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** Seed section 9: the stats are refetched every 60 s while signed in. */
export const STATS_POLL_MS = 60_000;

export const dashboardKeys = {
  stats: ['/api/stats'] as const,
};

export function useStats() {
  return useQuery<Stats>({ queryKey: dashboardKeys.stats, ...CACHE_TIERS.realtime, refetchInterval: STATS_POLL_MS });
}

/**
 * The industry catalogue (about 14 KB of names in two languages), fetched the first time a
 * distribution lists an industry rather than with the dashboard's own code.
 */
export function useIndustryCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: ['industry-catalogue'],
    queryFn: () => import('../../../domain/industries/index.ts'),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
