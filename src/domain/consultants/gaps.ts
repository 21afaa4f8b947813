import { CR_V2_FEEDS, type SubFactorId } from '../scoring/index.ts';
import type { ComplianceFrameworkId } from '../compliance/index.ts';
import { FRAMEWORK_GENERALIST, FRAMEWORK_SPECIALTY, SUBFACTOR_SPECIALTIES, type Specialty } from './specialties.ts';

/** A gap a consultant can close: a low CR sub-factor or a compliance item not met. */
export type GapRef = { kind: 'subfactor'; id: string } | { kind: 'compliance_item'; id: string };

/** A gap with the CR points at stake (0–100 scale of the total) and who closes it. */
export interface ProjectGap {
  readonly kind: GapRef['kind'];
  readonly id: string;
  /** CR points the total would gain if the gap were closed. */
  readonly points: number;
  readonly specialist: readonly Specialty[];
  readonly generalist: readonly Specialty[];
}

export interface ScoreFacts {
  readonly subFactors: readonly { id: string; weight: number; score: number; status: string }[];
}
export interface ComplianceGapFacts {
  readonly itemId: string;
  readonly framework: ComplianceFrameworkId;
  /** The item's weight W (reference 1.2). */
  readonly weight: number;
  /** Its result r (0, 0.5); a gap has r < 1. */
  readonly result: number;
  /** Answered (a known failure) rather than not yet answered; answered gaps come first among equals. */
  readonly answered?: boolean;
}
export interface HubFacts {
  readonly frameworks: readonly { id: string; applicable: boolean; weightTotal: number }[];
}

/** How many of the lowest sub-factors and of the heaviest compliance gaps count as the project's gaps. */
export const LOWEST_SUBFACTORS = 3;
export const HEAVIEST_COMPLIANCE_GAPS = 5;

const feedOf = (framework: string): SubFactorId | null =>
  (Object.entries(CR_V2_FEEDS).find(([, fws]) => fws.includes(framework))?.[0] as SubFactorId | undefined) ?? null;

/**
 * The project's gaps: its LOWEST_SUBFACTORS lowest CR sub-factors (scored below 100 or missing; ties
 * by points at stake) and its HEAVIEST_COMPLIANCE_GAPS compliance gaps by weight × (1 − r), an answered
 * gap (a known failure) before an unanswered one of the same weight, then by id.
 * Points at stake: a sub-factor's weight × (100 − score); a compliance item's share of the sub-factor
 * it feeds, weight_sf × 100 × W·(1 − r) / ΣW of the applicable frameworks feeding it (cr-v2).
 * @example projectGaps({ subFactors: [{ id: 'market.tam', weight: 0.14, score: 50, status: 'scored' }] }, [], null)[0].points // 7
 */
export function projectGaps(score: ScoreFacts | null, complianceGaps: readonly ComplianceGapFacts[], hub: HubFacts | null): ProjectGap[] {
  const out: ProjectGap[] = [];
  const sf = (score?.subFactors ?? [])
    .filter((s) => s.status !== 'not-applicable' && (s.status === 'missing' || s.score < 100) && s.id in SUBFACTOR_SPECIALTIES)
    .map((s) => ({ s, points: s.weight * (100 - (s.status === 'missing' ? 0 : s.score)) }))
    .sort((a, b) => (a.s.status === 'missing' ? 0 : a.s.score) - (b.s.status === 'missing' ? 0 : b.s.score) || b.points - a.points)
    .slice(0, LOWEST_SUBFACTORS);
  for (const { s, points } of sf) out.push({ kind: 'subfactor', id: s.id, points, ...SUBFACTOR_SPECIALTIES[s.id as SubFactorId] });
  const heaviest = [...complianceGaps]
    .filter((g) => g.result < 1)
    .sort(
      (a, b) =>
        b.weight * (1 - b.result) - a.weight * (1 - a.result) ||
        Number(b.answered ?? false) - Number(a.answered ?? false) ||
        a.itemId.localeCompare(b.itemId),
    )
    .slice(0, HEAVIEST_COMPLIANCE_GAPS);
  for (const g of heaviest) {
    const feed = feedOf(g.framework);
    const sfWeight = score?.subFactors.find((s) => s.id === feed)?.weight ?? 0;
    const feeds = feed ? CR_V2_FEEDS[feed as keyof typeof CR_V2_FEEDS] : [];
    const total = (hub?.frameworks ?? []).filter((f) => f.applicable && feeds.includes(f.id)).reduce((a, f) => a + f.weightTotal, 0);
    const points = total > 0 ? (sfWeight * 100 * g.weight * (1 - g.result)) / total : 0;
    out.push({
      kind: 'compliance_item',
      id: g.itemId,
      points,
      specialist: [FRAMEWORK_SPECIALTY[g.framework]],
      generalist: [FRAMEWORK_GENERALIST[g.framework]],
    });
  }
  return out;
}

/** The specialties a project's gaps call for (specialists only): the demand side of the network's coverage. */
export function demandedSpecialties(gaps: readonly ProjectGap[]): Specialty[] {
  return [...new Set(gaps.flatMap((g) => g.specialist))].sort();
}
