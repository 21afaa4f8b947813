import { rawScore } from './formulas.ts';
import type { CrScoreInput } from './input.ts';
import type { ConfidenceLevel, CrTier, EvidenceKind, PillarId, SubFactorId } from './methodology.ts';
import { CR_METHODOLOGY_VERSION, PILLAR_WEIGHTS, SUB_FACTORS, confidenceLevel, tierOf } from './methodology.ts';
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
  readonly version: typeof CR_METHODOLOGY_VERSION;
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
    if (s.pillar === 'compliance' && s.status === 'scored') {
      const questions = COMPLIANCE_QUESTIONS.filter((q) => q.subFactor === s.id);
      for (const q of questions) {
        const gap = 1 - answerValue(input.compliance?.answers?.[q.id]);
        if (gap > 0) out.push({ subFactor: s.id, action: 'answer-yes', questionId: q.id, points: (s.weight * 100 * gap) / questions.length });
      }
      continue;
    }
    out.push({ subFactor: s.id, action: s.status === 'missing' ? 'provide-input' : 'improve', points: s.weight * (100 - s.score) });
  }
  return out.sort((a, b) => b.points - a.points || a.subFactor.localeCompare(b.subFactor) || (a.questionId ?? '').localeCompare(b.questionId ?? ''));
}

/**
 * Computes the cr-v1 Capital Readiness score of a project.
 *
 * total = Σ weight_i · score_i over sub-factors (weights sum to 1, scores 0–100), rounded to one
 * decimal; tier ready ≥ 80, developing ≥ 60, else not yet ready. A missing input scores 0 and keeps
 * its weight (nothing favourable is assumed); a not-applicable sub-factor (DSCR without debt) is
 * left out and its weight spread over its pillar's other sub-factors in proportion. Confidence =
 * share of weight whose sub-factor is scored from computed or document-evidenced inputs: high ≥ 0.7,
 * medium ≥ 0.4, low below. Improvements list, largest first, the points each change would add
 * (a compliance question: weight·100·(1 − answer)/questions; another sub-factor: weight·(100 − score)).
 * Pure and deterministic: the same input and version always give the same score.
 * Source: docs/methodology/cr-score.md.
 * @example computeCrScore(input).total // e.g. 72.4
 */
export function computeCrScore(input: CrScoreInput): CrScore {
  const raw = SUB_FACTORS.map((d) => ({ def: d, raw: rawScore(d.id, input) }));
  const applicableShare: Record<PillarId, number> = { market: 0, financial: 0, compliance: 0 };
  for (const { def, raw: r } of raw) if (r.status !== 'not-applicable') applicableShare[def.pillar] += def.weightInPillar;
  const subFactors: SubFactorScore[] = raw.map(({ def, raw: r }) => {
    const applicable = r.status !== 'not-applicable';
    const weight = applicable ? (PILLAR_WEIGHTS[def.pillar] * def.weightInPillar) / applicableShare[def.pillar] : 0;
    const score = r.status === 'scored' ? r.score : 0;
    const evidence: EvidenceKind = input.evidence?.[def.id] === true ? 'evidenced' : def.baseEvidence;
    return { id: def.id, pillar: def.pillar, weight, score, points: weight * score, status: r.status, evidence };
  });
  const pillars: PillarScore[] = (['market', 'financial', 'compliance'] as const).map((id) => {
    const points = subFactors.filter((s) => s.pillar === id).reduce((acc, s) => acc + s.points, 0);
    return { id, weight: PILLAR_WEIGHTS[id], score: points / PILLAR_WEIGHTS[id], points };
  });
  const rawTotal = pillars.reduce((acc, p) => acc + p.points, 0);
  const total = Math.round(rawTotal * 10) / 10;
  const strong = subFactors.filter((s) => s.status === 'scored' && s.evidence !== 'declared').reduce((acc, s) => acc + s.weight, 0);
  const share = Math.min(1, strong);
  return {
    version: CR_METHODOLOGY_VERSION,
    total,
    tier: tierOf(total),
    pillars,
    subFactors,
    confidence: { share, level: confidenceLevel(share) },
    improvements: improvementsOf(input, subFactors),
  };
}

/** A stored score's inputs: the methodology version and the input it was computed from. */
export interface StoredCrScoreInput {
  readonly version: string;
  readonly input: CrScoreInput;
}

/**
 * Recomputes a stored score from its version and input. Throws RangeError for a version this code
 * does not implement (programmer error: the server must route old versions to their code).
 * @example recomputeCrScore({ version: 'cr-v1', input }).total
 */
export function recomputeCrScore(stored: StoredCrScoreInput): CrScore {
  if (stored.version !== CR_METHODOLOGY_VERSION) throw new RangeError(`recomputeCrScore: unknown methodology version ${stored.version}`);
  return computeCrScore(stored.input);
}
