import { TAXONOMY_OBJECTIVES, type TaxonomyObjective } from './data/types.ts';

/** A Taxonomy condition's answer for one activity. */
export type ConditionResult = 'met' | 'not_met' | 'unknown';

/** What the user records per claimed activity: the four Art. 3 conditions and the amounts. */
export interface ActivityAssessment {
  readonly activityId: string;
  readonly nace: string;
  readonly objective: TaxonomyObjective;
  /** Described in a Delegated Act for the claimed objective (eligible). */
  readonly eligible: ConditionResult;
  readonly substantialContribution: ConditionResult;
  /** DNSH to each of the other five objectives; the claimed objective's own entry is ignored. */
  readonly dnsh: Readonly<Partial<Record<TaxonomyObjective, ConditionResult>>>;
  readonly minimumSafeguards: ConditionResult;
  /** EUR of turnover, CapEx and OpEx linked to the activity. */
  readonly turnover: number;
  readonly capex: number;
  readonly opex: number;
}

/** Why an activity is not aligned, for the screen: each unmet or unassessed condition. */
export type AlignmentGap = 'not-eligible' | 'substantial-contribution' | `dnsh-${Lowercase<TaxonomyObjective>}` | 'minimum-safeguards';

/**
 * Alignment is binary per activity (reference 1.3 note, Reg. 2020/852 Art. 3): aligned only when
 * eligible, the substantial contribution is met, DNSH is met for every other objective and the
 * minimum safeguards are met. "Unknown" is not met.
 */
export function activityAlignment(a: ActivityAssessment): { aligned: boolean; eligible: boolean; gaps: AlignmentGap[] } {
  const gaps: AlignmentGap[] = [];
  if (a.eligible !== 'met') gaps.push('not-eligible');
  if (a.substantialContribution !== 'met') gaps.push('substantial-contribution');
  for (const o of TAXONOMY_OBJECTIVES) {
    if (o === a.objective) continue;
    if (a.dnsh[o] !== 'met') gaps.push(`dnsh-${o.toLowerCase() as Lowercase<TaxonomyObjective>}`);
  }
  if (a.minimumSafeguards !== 'met') gaps.push('minimum-safeguards');
  return { aligned: gaps.length === 0, eligible: a.eligible === 'met', gaps };
}

export interface KpiShare {
  readonly total: number | null;
  readonly eligible: number;
  readonly aligned: number;
  /** aligned / total and eligible / total, percent with one decimal; null without a total. */
  readonly alignedShare: number | null;
  readonly eligibleShare: number | null;
}

const share = (part: number, total: number | null) => (total !== null && total > 0 ? Math.round((1000 * part) / total) / 10 : null);

/**
 * Turnover, CapEx and OpEx KPIs (Del. Reg. 2021/2178 Annex I): the aligned (and eligible) share of
 * each total the user states. Each euro counts once: an activity appears once whatever its objective.
 * @example taxonomyKpis([a4_1_aligned_with_turnover_300], { turnover: 1000, capex: null, opex: null }).turnover.alignedShare // 30
 */
export function taxonomyKpis(
  activities: readonly ActivityAssessment[],
  totals: { turnover: number | null; capex: number | null; opex: number | null },
) {
  const kpi = (key: 'turnover' | 'capex' | 'opex'): KpiShare => {
    let eligible = 0;
    let aligned = 0;
    const seen = new Set<string>();
    for (const a of activities) {
      if (seen.has(a.activityId)) continue;
      seen.add(a.activityId);
      const r = activityAlignment(a);
      if (r.eligible) eligible += a[key];
      if (r.aligned) aligned += a[key];
    }
    return {
      total: totals[key],
      eligible,
      aligned,
      alignedShare: share(aligned, totals[key]),
      eligibleShare: share(eligible, totals[key]),
    };
  };
  return { turnover: kpi('turnover'), capex: kpi('capex'), opex: kpi('opex') };
}
