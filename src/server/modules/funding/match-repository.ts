import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { evaluations, fundingCalls, projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { MatchCrScore, MatchProject } from '../../../domain/funding/index.ts';
import { findIndustry } from '../../../domain/industries/index.ts';

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
export async function candidateCalls(
  db: Db,
  today: string,
  place: { country: string | null; region: string | null },
  limit: number,
): Promise<CallRow[]> {
  return db
    .select()
    .from(fundingCalls)
    .where(and(notClosed(today), territoryMayInclude(place.country, place.region)))
    .orderBy(sql`${fundingCalls.closesAt} asc nulls last`, fundingCalls.id)
    .limit(limit);
}

/**
 * The hard criteria decidable in SQL, as one condition a call must meet to be possibly eligible for
 * the project (ADR 0027): open (not closed before today), territory, sector, applicant size, ticket
 * within min/max; the same rules as domain/funding/match.ts. It may keep a call the matcher then
 * excludes (the matcher still runs on every call it keeps), never the other way round: a call it
 * drops is one the matcher says "not met" on, so the ranking places it among the not eligible.
 * Project data the matcher reads as "unknown" (no country, no size, no ticket, an unknown activity
 * code) adds no condition.
 */
export function possiblyEligible(p: MatchProject, today: string): SQL {
  const c = fundingCalls;
  const parts: SQL[] = [notClosed(today)];
  // The lists are tested on their JSON text (no set-returning subquery per row): an element that is
  // not a plain upper-case code ("" or lower case, spaces, other signs) keeps the call for the matcher.
  // (jsonb prints an array as ["A", "B"]: an element starts after "[" or ", " and ends before "," or "]".)
  const odd = (allowed: string) => `(\\[|, )("[^"]*[^${allowed}"][^"]*"|"")(,|\\])`;
  const country = p.country?.toUpperCase() ?? null;
  const region = p.region?.trim().toUpperCase() || null;
  if (country && /^[A-Z0-9]+$/.test(country) && (!region || /^[A-Z0-9]+$/.test(region))) {
    // Kept: no code; the country; with a region, a code covering it (a prefix from the country on)
    // or inside it; without one, any code of the country.
    const covering = region
      ? Array.from({ length: region.length - country.length + 1 }, (_, k) => region.slice(0, country.length + k)).filter((x) =>
          x.startsWith(country),
        )
      : [];
    const pattern = `"${region && region.startsWith(country) ? region : country}[^"]*"|${[country, ...covering].map((x) => `"${x}"`).join('|')}|${odd('A-Z0-9')}`;
    parts.push(sql`(${c.regions} = '[]'::jsonb or ${c.regions}::text ~ ${pattern})`);
  }
  const industry = findIndustry(p.industry);
  if (industry && /^[A-Z0-9.]+$/.test(industry.code)) {
    const own = [...industry.code.replace(/\./g, '')];
    const dotted = (chars: string[]) => chars.map((ch) => `${ch}\\.*`).join('');
    // Kept: no code; the project's section; a code whose digits prefix the project's, or are finer.
    const prefixes = own.map((_, k) => `"\\.*${dotted(own.slice(0, k + 1))}"`);
    const pattern = [`"${industry.section}"`, `"\\.*"`, ...prefixes, `"\\.*${dotted(own)}[^"]*"`, odd('A-Z0-9.')].join('|');
    parts.push(sql`(${c.sectors} = '[]'::jsonb or ${c.sectors}::text ~ ${pattern})`);
  }
  if (p.applicantSize) parts.push(sql`(${c.sizes} = '[]'::jsonb or ${c.sizes} ? ${p.applicantSize})`);
  if (p.fundingSought !== null) {
    parts.push(
      sql`(${c.maxAmount} is null or ${c.maxAmount} >= ${p.fundingSought})`,
      sql`(${c.minAmount} is null or ${c.minAmount} <= ${p.fundingSought})`,
    );
  }
  return sql`coalesce((${and(...parts)}), true)`;
}

/** The CR score (total and pillars) of each project's latest evaluation. */
export async function latestScores(db: Db, projectIds: readonly string[]): Promise<Map<string, MatchCrScore>> {
  const out = new Map<string, MatchCrScore>();
  if (projectIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([evaluations.projectId], {
      projectId: evaluations.projectId,
      result: evaluations.result,
      total: evaluations.scoreTotal,
    })
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
