import { useQuery } from '@tanstack/react-query';
import type { MissionControl, SeriesPoint, SeriesResponse } from '../../../contract/observability.ts';

export type { MissionControl, SeriesPoint, SeriesResponse };
export type SeriesWindow = '1h' | '24h';

const LIVE = { staleTime: 0, refetchInterval: 30_000 } as const;

/** GET /api/admin/metrics/series: the recorded figures over the last hour (by minute) or day (by hour). */
export const useSeries = (window: SeriesWindow) =>
  useQuery<SeriesResponse>({ queryKey: [`/api/admin/metrics/series?window=${window}`], ...LIVE });

/** GET /api/admin/mission-control: the live state, refreshed every 30 s. */
export const useMissionControl = () => useQuery<MissionControl>({ queryKey: ['/api/admin/mission-control'], ...LIVE });
