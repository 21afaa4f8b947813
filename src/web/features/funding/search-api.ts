import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallSearchResult, FundingStats } from '../../../contract/funding.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

export const fundingCatalogueKeys = {
  calls: (query: string) => [`/api/funding/calls?${query}`] as const,
  stats: ['/api/funding/stats'] as const,
};

export function useCallSearch(query: string) {
  return useQuery<CallSearchResult>({
    queryKey: fundingCatalogueKeys.calls(query),
    ...CACHE_TIERS.realtime,
    placeholderData: keepPreviousData,
  });
}

/** The live count of the catalogue (public). */
export function useFundingStats() {
  return useQuery<FundingStats>({ queryKey: fundingCatalogueKeys.stats, ...CACHE_TIERS.realtime });
}
