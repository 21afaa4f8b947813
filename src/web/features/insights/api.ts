import { useQuery } from '@tanstack/react-query';
import type { EconomyTier, Kpi } from '../../../contract/insights.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The insights API (src/contract/insights.ts, ADR 0028): the answer depends on the caller's role. */
export const insightsKeys = {
  economy: (stage: string | null) => ['/api/insights/economy-tier', stage ?? ''] as const,
  kpi: (from: string, to: string) => ['/api/insights/kpi', from, to] as const,
};

export const useEconomyTier = (stage: string | null) =>
  useQuery<EconomyTier>({
    queryKey: insightsKeys.economy(stage),
    queryFn: () => apiRequest<EconomyTier>('GET', `/api/insights/economy-tier${stage ? `?stage=${encodeURIComponent(stage)}` : ''}`),
    ...CACHE_TIERS.realtime,
  });

export const useKpi = (range: { from: string; to: string } | null, enabled = true) =>
  useQuery<Kpi>({
    queryKey: insightsKeys.kpi(range?.from ?? '', range?.to ?? ''),
    queryFn: () => apiRequest<Kpi>('GET', `/api/insights/kpi${range ? `?from=${range.from}&to=${range.to}` : ''}`),
    enabled,
    ...CACHE_TIERS.realtime,
  });
