import type { rawScore } from './formulas.ts';
import type { CrScoreInput } from './input.ts';
import type { ConfidenceLevel, CrMethodologyVersion, CrTier, EvidenceKind, PillarId, SubFactorId } from './methodology.ts';
import { PILLAR_WEIGHTS, type SUB_FACTORS, confidenceLevel, tierOf } from './methodology.ts';
import { COMPLIANCE_QUESTIONS, answerValue } from './questionnaire.ts';

/** One sub-factor in a score: its effective weight in the total, 0–100 score, points added, status and evidence kind. */
export interface SubFactorScore {
  readonly id: SubFactorId;
  readonly pillar: PillarId;
  /** Share of the total (pillar weight × weight in pillar, re-spread when a sibling is not applicable). */
  readonly weight: number;
  readonly score: number;
  /** weight × score: what it adds to the total (0–100 scale). */
  readonly points: number;
  readonly status: 'scored' | 'missing' | 'not-applicable';
  readonly evidence: EvidenceKind;
  /** cr-v2, compliance sub-factors fed by the hub: Σ W of evidenced items / Σ W of counting items. */
  readonly evidencedShare?: number;
  /** cr-v2, compliance sub-factors: fed by the hub's frameworks, or by the cr-v1 questions when no framework feeding it applies. */
  readonly source?: 'hub' | 'questionnaire';
}

/** One pillar in a score: weight, 0–100 score (weighted mean of its sub-factors) and points added. */
export interface PillarScore {
  readonly id: PillarId;
  readonly weight: number;
  readonly score: number;
  readonly points: number;
}

/** One possible improvement: what to do, on which sub-factor (and question), and the points it would add. */
export interface Improvement {
  readonly subFactor: SubFactorId;
  readonly action: 'provide-input' | 'improve' | 'answer-yes';
  readonly questionId?: string;
  readonly points: number;
}

/** A computed CR score. `total` is rounded to one decimal; the tier is read from it. */
export interface CrScore {
  readonly version: CrMethodologyVersion;
  readonly total: number;
  readonly tier: CrTier;
  readonly pillars: readonly PillarScore[];
  readonly subFactors: readonly SubFactorScore[];
  readonly confidence: { readonly share: number; readonly level: ConfidenceLevel };
  readonly improvements: readonly Improvement[];
}

function improvementsOf(input: CrScoreInput, subFactors: readonly SubFactorScore[]): Improvement[] {
  const out: Improvement[] = [];
  for (const s of subFactors) {
    if (s.status === 'not-applicable' || s.score >= 100) continue;
    if (s.pillar === 'compliance' && s.status === 'scored' && s.source !== 'hub') {
      const questions = COMPLIANCE_QUESTIONS.filter((q) => q.subFactor === s.id);
      for (const q of questions) {
        const gap = 1 - answerValue(input.compliance?.answers?.[q.id]);
        if (gap > 0)
          out.push({ subFactor: s.id, action: 'answer-yes', questionId: q.id, points: (s.weight * 100 * gap) / questions.length });
      }
      continue;
    }
    out.push({ subFactor: s.id, action: s.status === 'missing' ? 'provide-input' : 'improve', points: s.weight * (100 - s.score) });
  }
  return out.sort(
    (a, b) => b.points - a.points || a.subFactor.localeCompare(b.subFactor) || (a.questionId ?? '').localeCompare(b.questionId ?? ''),
  );
}

/** A sub-factor's raw outcome with, optionally, what cr-v2 knows of its evidence. */
export interface RawWithEvidence {
  readonly def: (typeof SUB_FACTORS)[number];
  readonly raw: ReturnType<typeof rawScore>;
  readonly evidencedShare?: number;
  readonly source?: 'hub' | 'questionnaire';
}

/**
 * Weights, points, pillars, total, tier, confidence and improvements from the sub-factors' raw
 * outcomes: the part cr-v1 and cr-v2 share. A sub-factor carrying an `evidencedShare` adds
 * weight × share to the confidence (cr-v2's hub-fed compliance); the others add their weight when
 * computed or evidenced, as in cr-v1.
 */
export function assembleScore(input: CrScoreInput, version: CrMethodologyVersion, raw: readonly RawWithEvidence[]): CrScore {
  const applicableShare: Record<PillarId, number> = { market: 0, financial: 0, compliance: 0 };
  for (const { def, raw: r } of raw) if (r.status !== 'not-applicable') applicableShare[def.pillar] += def.weightInPillar;
  const subFactors: SubFactorScore[] = raw.map(({ def, raw: r, evidencedShare, source }) => {
    const applicable = r.status !== 'not-applicable';
    const weight = applicable ? (PILLAR_WEIGHTS[def.pillar] * def.weightInPillar) / applicableShare[def.pillar] : 0;
    const score = r.status === 'scored' ? r.score : 0;
    const evidence: EvidenceKind =
      evidencedShare !== undefined
        ? evidencedShare >= 0.5
          ? 'evidenced'
          : 'declared'
        : input.evidence?.[def.id] === true
          ? 'evidenced'
          : def.baseEvidence;
    return {
      id: def.id,
      pillar: def.pillar,
      weight,
      score,
      points: weight * score,
      status: r.status,
      evidence,
      ...(evidencedShare !== undefined ? { evidencedShare } : {}),
      ...(source !== undefined ? { source } : {}),
    };
  });
  const pillars: PillarScore[] = (['market', 'financial', 'compliance'] as const).map((id) => {
    const points = subFactors.filter((s) => s.pillar === id).reduce((acc, s) => acc + s.points, 0);
    return { id, weight: PILLAR_WEIGHTS[id], score: points / PILLAR_WEIGHTS[id], points };
  });
  const rawTotal = pillars.reduce((acc, p) => acc + p.points, 0);
  const total = Math.round(rawTotal * 10) / 10;
  const strong = subFactors
    .filter((s) => s.status === 'scored')
    .reduce((acc, s) => acc + (s.evidencedShare !== undefined ? s.weight * s.evidencedShare : s.evidence !== 'declared' ? s.weight : 0), 0);
  const share = Math.min(1, strong);
  return {
    version,
    total,
    tier: tierOf(total),
    pillars,
    subFactors,
    confidence: { share, level: confidenceLevel(share) },
    improvements: improvementsOf(input, subFactors),
  };
}
