import { useQuery } from '@tanstack/react-query';
import { useScopedStats } from '../projects/api.ts';
import type { ConsultantDashboardData, InvestorDashboardData } from '../../../contract/dashboard.ts';
import type { GuideResponse } from '../../../contract/guide.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** Seed section 9: the stats are refetched every 60 s while signed in. */
export const STATS_POLL_MS = 60_000;

export const dashboardKeys = {
  stats: ['/api/stats'] as const,
};

/** Scoped to the shell's workspace switcher, like the projects list. */
export function useStats() {
  return useScopedStats({ refetchInterval: STATS_POLL_MS });
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

/** Requests addressed to the investor that nobody has taken into review yet (state submitted). */
export function useNewFundingRequests(enabled: boolean) {
  return useQuery<Array<{ id: string; side: string }>>({ queryKey: ['/api/funding-requests?state=submitted'], enabled, staleTime: 60_000 });
}

/** GET /api/dashboard/investor: what waits for the investor (ADR 0030), newest first. */
export function useInvestorWaiting(enabled: boolean) {
  return useQuery<InvestorDashboardData>({
    queryKey: ['/api/dashboard/investor'],
    enabled,
    staleTime: 30_000,
    refetchInterval: STATS_POLL_MS,
  });
}

/** GET /api/dashboard/consultant: the projects shared with the consultant and their open assigned tasks. */
export function useConsultantDashboard(enabled: boolean) {
  return useQuery<ConsultantDashboardData>({
    queryKey: ['/api/dashboard/consultant'],
    enabled,
    staleTime: 30_000,
    refetchInterval: STATS_POLL_MS,
  });
}

/** Where each of the caller's projects stands on the cycle, from its records (GET /api/guide, issue 27). */
export function useGuide(enabled = true) {
  return useQuery<GuideResponse>({
    queryKey: ['/api/guide'],
    queryFn: () => apiRequest('GET', '/api/guide'),
    enabled,
    ...CACHE_TIERS.realtime,
  });
}
