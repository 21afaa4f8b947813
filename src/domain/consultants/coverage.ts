import { coversRegion, type ConsultantFacts } from './rank.ts';
import type { Specialty } from './specialties.ts';

/** One project's demand: the specialties its gaps call for, in its NUTS region. */
export interface Demand {
  readonly region: string;
  readonly specialties: readonly Specialty[];
}

export interface CoverageCell {
  readonly specialty: Specialty;
  readonly region: string;
  /** Projects in the region whose gaps call for the specialty. */
  readonly demand: number;
  /** Verified consultants with the specialty whose regions contain the region. */
  readonly supply: number;
}

/**
 * The network's shortfalls: each (specialty, region) where more projects need the specialty than
 * verified consultants offer it there, largest shortfall first (then specialty, region).
 */
export function coverageGaps(demand: readonly Demand[], supply: readonly ConsultantFacts[]): CoverageCell[] {
  const counts = new Map<string, { specialty: Specialty; region: string; demand: number }>();
  for (const d of demand)
    for (const s of new Set(d.specialties)) {
      const k = `${s}|${d.region}`;
      const c = counts.get(k) ?? { specialty: s, region: d.region, demand: 0 };
      c.demand += 1;
      counts.set(k, c);
    }
  const cells: CoverageCell[] = [];
  for (const c of counts.values()) {
    const n = supply.filter((x) => x.specialties.includes(c.specialty) && coversRegion(x.regions, c.region)).length;
    if (c.demand > n) cells.push({ ...c, supply: n });
  }
  return cells.sort(
    (a, b) => b.demand - b.supply - (a.demand - a.supply) || a.specialty.localeCompare(b.specialty) || a.region.localeCompare(b.region),
  );
}
