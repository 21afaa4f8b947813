import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { evaluations, fundingCalls, projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { MatchCrScore } from '../../../domain/funding/index.ts';

export type CallRow = typeof fundingCalls.$inferSelect;

export async function callById(db: Db, id: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(fundingCalls).where(eq(fundingCalls.id, id)).limit(1);
  return row;
}

/** Not closed before today: open, closing, upcoming, or with no closing date. */
export const notClosed = (today: string): SQL => or(isNull(fundingCalls.closesAt), sql`${fundingCalls.closesAt} >= ${today}`)!;

/**
 * Calls whose territory may include the place: no territory published, or a NUTS code that covers
 * the region (IT, ITC, ITC4 for ITC4) or lies inside it (ITC4C, a province). Without a region, any
 * code of the country; without a country, no filter (the matcher says "unknown").
 */
export function territoryMayInclude(country: string | null, region: string | null): SQL | undefined {
  if (!country) return undefined;
  const place = (region ?? country).toUpperCase();
  return sql`(jsonb_array_length(${fundingCalls.regions}) = 0 or exists (
    select 1 from jsonb_array_elements_text(${fundingCalls.regions}) as r(code)
    where ${place} like upper(r.code) || '%' or upper(r.code) like ${place} || '%'))`;
}

/**
 * The candidate calls for one project, filtered in SQL before the matcher runs in memory: not closed,
 * territory possibly including the project's, the soonest deadlines first, at most `limit`.
 */
export async function candidateCalls(db: Db, today: string, place: { country: string | null; region: string | null }, limit: number): Promise<CallRow[]> {
  return db
    .select()
    .from(fundingCalls)
    .where(and(notClosed(today), territoryMayInclude(place.country, place.region)))
    .orderBy(sql`${fundingCalls.closesAt} asc nulls last`, fundingCalls.id)
    .limit(limit);
}

/** The CR score (total and pillars) of each project's latest evaluation. */
export async function latestScores(db: Db, projectIds: readonly string[]): Promise<Map<string, MatchCrScore>> {
  const out = new Map<string, MatchCrScore>();
  if (projectIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([evaluations.projectId], { projectId: evaluations.projectId, result: evaluations.result, total: evaluations.scoreTotal })
    .from(evaluations)
    .where(inArray(evaluations.projectId, [...projectIds]))
    .orderBy(evaluations.projectId, desc(evaluations.version));
  for (const r of rows) {
    const pillars = (r.result as { score?: { pillars?: Array<{ id: string; score: number }> } }).score?.pillars ?? [];
    const of = (id: string) => pillars.find((p) => p.id === id)?.score ?? 0;
    out.set(r.projectId, { total: r.total, pillars: { market: of('market'), financial: of('financial'), compliance: of('compliance') } });
  }
  return out;
}

export const unarchived = (): SQL => isNull(projects.archivedAt);
export const createdAfter = (at: Date): SQL => gt(fundingCalls.createdAt, at);
