import type { GapRef, ProjectGap } from './gaps.ts';
import { GENERALIST_FACTOR, type Specialty } from './specialties.ts';

/** A verified consultant as ranking sees them. */
export interface ConsultantFacts {
  readonly id: string;
  readonly specialties: readonly string[];
  /** NUTS codes (a country code or a shorter prefix covers every region under it). */
  readonly regions: readonly string[];
  /** ISO 639-1 codes. */
  readonly languages: readonly string[];
}

export interface Suggestion {
  readonly consultantId: string;
  readonly covers: GapRef[];
  /** Σ points of the gaps covered, a generalist's at GENERALIST_FACTOR. */
  readonly strength: number;
  readonly specialistCovers: number;
  readonly regionMatch: boolean;
  readonly languageMatch: boolean;
}

/** True when one of the consultant's NUTS codes is the project's region or contains it. */
export function coversRegion(regions: readonly string[], region: string | null): boolean {
  if (!region) return false;
  const r = region.toUpperCase();
  return regions.some((c) => c.length > 0 && r.startsWith(c.toUpperCase()));
}

/**
 * Consultants who close at least one of the gaps, ranked: by strength (points covered, a specialist
 * at full weight, a generalist at half), then by how many gaps they cover as a specialist, then by
 * region (one of theirs contains the project's NUTS region), then language, then id. A framework's
 * specialist so ranks before a generalist who covers the same gaps.
 */
export function rankConsultants(
  gaps: readonly ProjectGap[],
  consultants: readonly ConsultantFacts[],
  context: { region: string | null; language: string | null },
): Suggestion[] {
  const out: Suggestion[] = [];
  for (const c of consultants) {
    const has = (s: Specialty) => c.specialties.includes(s);
    const covers: GapRef[] = [];
    let strength = 0;
    let specialistCovers = 0;
    for (const g of gaps) {
      if (g.specialist.some(has)) {
        covers.push({ kind: g.kind, id: g.id });
        strength += g.points;
        specialistCovers += 1;
      } else if (g.generalist.some(has)) {
        covers.push({ kind: g.kind, id: g.id });
        strength += g.points * GENERALIST_FACTOR;
      }
    }
    if (covers.length === 0) continue;
    out.push({
      consultantId: c.id,
      covers,
      strength,
      specialistCovers,
      regionMatch: coversRegion(c.regions, context.region),
      languageMatch: context.language !== null && c.languages.includes(context.language),
    });
  }
  const EPS = 1e-9;
  return out.sort(
    (a, b) =>
      (Math.abs(b.strength - a.strength) > EPS ? b.strength - a.strength : 0) ||
      b.specialistCovers - a.specialistCovers ||
      Number(b.regionMatch) - Number(a.regionMatch) ||
      Number(b.languageMatch) - Number(a.languageMatch) ||
      a.consultantId.localeCompare(b.consultantId),
  );
}
