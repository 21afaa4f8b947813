import { assembleScore, type CrScore, type RawWithEvidence } from './assemble.ts';
import { rawScore } from './formulas.ts';
import type { CrScoreInput } from './input.ts';
import { CR_V2_METHODOLOGY_VERSION, SUB_FACTORS } from './methodology.ts';
import type { ComplianceSubFactor } from './questionnaire.ts';

/**
 * Which hub frameworks feed which compliance sub-factor in cr-v2 (docs/methodology/cr-v2.md):
 * - regulatory: the statutory regimes on data and reporting — GDPR, CSRD/ESRS;
 * - esg: the sustainability frameworks — EU Taxonomy, GRI, SASB, TCFD;
 * - governance: the organisational model and supervisory body — D.Lgs. 231/2001;
 * - legal: the legal conditions of public money — PNRR (CUP, procurement, State aid, double funding).
 */
export const CR_V2_FEEDS: Readonly<Record<ComplianceSubFactor, readonly string[]>> = {
  'compliance.regulatory': ['gdpr', 'csrd-esrs'],
  'compliance.esg': ['eu-taxonomy', 'gri', 'sasb', 'tcfd'],
  'compliance.governance': ['dlgs-231'],
  'compliance.legal': ['pnrr'],
};

/**
 * The cr-v2 Capital Readiness score: cr-v1's market and financial pillars unchanged; each
 * compliance sub-factor = 100·ΣW·r/ΣW pooled over the items of the applicable frameworks that feed
 * it (CR_V2_FEEDS; reference 1.2 results, not rounded here), with evidenced share = ΣW of items
 * carrying evidence / ΣW. A sub-factor no applicable framework feeds keeps cr-v1's declared
 * questions (source 'questionnaire'). Confidence adds, for a hub-fed sub-factor, its weight times
 * its evidenced share (an item with evidence counts as evidenced, one without as declared); the
 * sub-factor reads 'evidenced' when that share is at least one half.
 * Without `input.compliance.hub` this is cr-v1's formula for compliance, labelled cr-v2.
 * @example computeCrScoreV2({ ...input, compliance: { answers: {}, hub } }).version // 'cr-v2'
 */
export function computeCrScoreV2(input: CrScoreInput): CrScore {
  const hub = input.compliance?.hub?.frameworks ?? [];
  const raw: RawWithEvidence[] = SUB_FACTORS.map((def) => {
    const feeds = (CR_V2_FEEDS as Readonly<Record<string, readonly string[]>>)[def.id];
    if (!feeds) return { def, raw: rawScore(def.id, input) };
    const fed = hub.filter((f) => f.applicable && feeds.includes(f.id) && f.weightTotal > 0);
    const d = fed.reduce((a, f) => a + f.weightTotal, 0);
    if (d === 0) return { def, raw: rawScore(def.id, input), source: 'questionnaire' as const };
    const n = fed.reduce((a, f) => a + f.weightedResult, 0);
    const e = fed.reduce((a, f) => a + f.evidencedWeight, 0);
    return { def, raw: { status: 'scored' as const, score: (100 * n) / d }, evidencedShare: e / d, source: 'hub' as const };
  });
  return assembleScore(input, CR_V2_METHODOLOGY_VERSION, raw);
}
