import { and, eq, inArray } from 'drizzle-orm';
import { isoDay, watchKpiRequest, type KpiCadence, type KpiWatch } from '../../../domain/realization/index.ts';
import { kpiRequests } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { activeKpiRequests } from './kpi.ts';

export interface WatchedKpis {
  requestId: string;
  kpis: string[];
  thresholds: Record<string, { min?: number | null; max?: number | null }>;
  nextDue: { periodStart: string; dueOn: string } | null;
  watch: KpiWatch;
}

/**
 * For other modules (the portfolio summary): the active KPI requests an investor made on these projects, each read today
 * (latest answers, late days, values past the bounds). Callers pass only the ids the access rule lets the investor see.
 */
export async function kpiWatchOf(
  db: Db,
  investorId: string,
  projectIds: readonly string[],
  now: Date,
): Promise<Map<string, WatchedKpis[]>> {
  const out = new Map<string, WatchedKpis[]>();
  if (projectIds.length === 0) return out;
  const mine = new Set(
    (
      await db
        .select({ id: kpiRequests.id })
        .from(kpiRequests)
        .where(and(eq(kpiRequests.investorId, investorId), inArray(kpiRequests.projectId, [...projectIds])))
    ).map((r) => r.id),
  );
  const today = isoDay(now);
  for (const k of await activeKpiRequests(db, projectIds)) {
    if (!mine.has(k.id)) continue;
    const watch = watchKpiRequest(
      { startOn: k.startOn, cadence: k.cadence as KpiCadence, thresholds: k.thresholds, answers: k.answers },
      today,
    );
    const list = out.get(k.projectId) ?? [];
    list.push({ requestId: k.id, kpis: k.kpis, thresholds: k.thresholds, nextDue: k.nextDue, watch });
    out.set(k.projectId, list);
  }
  return out;
}
