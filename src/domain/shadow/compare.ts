import {
  recomputeCrScore,
  SUB_FACTORS,
  type CrMethodologyVersion,
  type CrScoreInput,
  type CrTier,
  type SubFactorId,
} from '../scoring/index.ts';

/** What a shadow run reads of one stored evaluation: the score users see and the input it came from. */
export interface ShadowEvaluation {
  readonly evaluationId: string;
  readonly projectId: string;
  readonly projectTitle: string;
  readonly evaluationVersion: number;
  /** The stored score, as users see it (result.score of the evaluation row). */
  readonly stored: {
    readonly version: string;
    readonly total: number;
    readonly tier: CrTier;
    readonly subFactors: readonly { readonly id: string; readonly points: number }[];
  };
  /** The input the stored score was computed from (result.scoreInput). */
  readonly scoreInput: CrScoreInput;
}

/** One evaluation scored by the candidate beside its stored score. */
export interface ShadowRow {
  readonly evaluationId: string;
  readonly projectId: string;
  readonly projectTitle: string;
  readonly evaluationVersion: number;
  readonly baselineVersion: string;
  readonly baselineTotal: number;
  readonly baselineTier: CrTier;
  readonly candidateTotal: number;
  readonly candidateTier: CrTier;
  /** candidateTotal − baselineTotal, rounded to one decimal (both totals are). */
  readonly diff: number;
  readonly tierChanged: boolean;
  /** Candidate points − stored points per sub-factor (0–100 scale of the total), not rounded. */
  readonly subFactorDiffs: Readonly<Record<SubFactorId, number>>;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Scores each stored evaluation's input with the candidate methodology and sets it beside the stored
 * score. Pure: nothing is written; the stored score stays what users see. A sub-factor absent from the
 * stored score counts 0 points there.
 * @example shadowCompare([evaluation], 'cr-v2')[0].diff // e.g. -3.4
 */
export function shadowCompare(evaluations: readonly ShadowEvaluation[], candidate: CrMethodologyVersion): ShadowRow[] {
  return evaluations.map((e) => {
    const c = recomputeCrScore({ version: candidate, input: e.scoreInput });
    const storedPoints = new Map(e.stored.subFactors.map((s) => [s.id, s.points]));
    const subFactorDiffs = Object.fromEntries(
      SUB_FACTORS.map((d) => [d.id, (c.subFactors.find((s) => s.id === d.id)?.points ?? 0) - (storedPoints.get(d.id) ?? 0)]),
    ) as Record<SubFactorId, number>;
    return {
      evaluationId: e.evaluationId,
      projectId: e.projectId,
      projectTitle: e.projectTitle,
      evaluationVersion: e.evaluationVersion,
      baselineVersion: e.stored.version,
      baselineTotal: e.stored.total,
      baselineTier: e.stored.tier,
      candidateTotal: c.total,
      candidateTier: c.tier,
      diff: round1(c.total - e.stored.total),
      tierChanged: c.tier !== e.stored.tier,
      subFactorDiffs,
    };
  });
}
