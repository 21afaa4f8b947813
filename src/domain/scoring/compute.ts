import { rawScore } from './formulas.ts';
import type { CrScoreInput } from './input.ts';
import { CR_METHODOLOGY_VERSION, CR_V2_METHODOLOGY_VERSION, SUB_FACTORS } from './methodology.ts';
import { assembleScore, type CrScore } from './assemble.ts';
import { computeCrScoreV2 } from './cr-v2.ts';

export type { CrScore, PillarScore, SubFactorScore, Improvement, RawWithEvidence } from './assemble.ts';

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
  return assembleScore(
    input,
    CR_METHODOLOGY_VERSION,
    SUB_FACTORS.map((d) => ({ def: d, raw: rawScore(d.id, input) })),
  );
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
  if (stored.version === CR_V2_METHODOLOGY_VERSION) return computeCrScoreV2(stored.input);
  if (stored.version !== CR_METHODOLOGY_VERSION) throw new RangeError(`recomputeCrScore: unknown methodology version ${stored.version}`);
  return computeCrScore(stored.input);
}
