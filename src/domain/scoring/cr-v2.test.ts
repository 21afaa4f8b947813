import { describe, expect, it } from 'vitest';
import { computeCrScore, recomputeCrScore } from './compute.ts';
import { computeCrScoreV2 } from './cr-v2.ts';
import type { ComplianceHubSummary, CrScoreInput } from './input.ts';
import { COMPLIANCE_QUESTIONS } from './questionnaire.ts';

// Oracle: cr-v1 on the same input (market and financial pillars must be identical) and the cr-v2
// definition worked by hand: sub-factor = 100·ΣW·r/ΣW over its applicable frameworks; confidence
// adds weight × evidenced share for a hub-fed sub-factor.

const answers = Object.fromEntries(COMPLIANCE_QUESTIONS.map((q) => [q.id, 'yes' as const]));
const base: CrScoreInput = {
  market: { tamEur: 1e8, competitorCount: 10, competitiveIntensity: 'medium', expectedGrowthRate: 0.1 },
  financial: {
    revenueModel: 'recurring',
    ebitdaMarginFinalYear: 0.1,
    ltvToCac: 2.5,
    roiMultiple: 2,
    npv: 500_000,
    capitalInvested: 1_000_000,
    probabilityNpvNegative: 0.1,
    minDscrP10: 1.25,
    hasDebt: true,
  },
  compliance: { answers },
};
const hub: ComplianceHubSummary = {
  frameworks: [
    // regulatory: GDPR 60 of 100 (40 evidenced) + CSRD not applicable → 60, evidenced 0.4
    { id: 'gdpr', applicable: true, weightedResult: 60, weightTotal: 100, evidencedWeight: 40 },
    { id: 'csrd-esrs', applicable: false, weightedResult: 0, weightTotal: 0, evidencedWeight: 0 },
    // esg: Taxonomy 30/50 + GRI 20/50 pooled → 50/100 = 50, evidenced (50+0)/100 = 0.5
    { id: 'eu-taxonomy', applicable: true, weightedResult: 30, weightTotal: 50, evidencedWeight: 50 },
    { id: 'gri', applicable: true, weightedResult: 20, weightTotal: 50, evidencedWeight: 0 },
    // governance: 231 all met, nothing evidenced → 100, share 0
    { id: 'dlgs-231', applicable: true, weightedResult: 40, weightTotal: 40, evidencedWeight: 0 },
    // legal: PNRR not applicable → the cr-v1 LEG questions (all yes → 100), declared
    { id: 'pnrr', applicable: false, weightedResult: 0, weightTotal: 0, evidencedWeight: 0 },
  ],
};

describe('cr-v2 against cr-v1 on the same input', () => {
  const v1 = computeCrScore(base);
  const v2 = computeCrScoreV2({ ...base, compliance: { answers, hub } });
  const sub = (id: string) => v2.subFactors.find((s) => s.id === id)!;

  it('labels its version and leaves market and financial as they were', () => {
    expect(v1.version).toBe('cr-v1');
    expect(v2.version).toBe('cr-v2');
    for (const s of v2.subFactors.filter((x) => x.pillar !== 'compliance')) expect(s).toEqual(v1.subFactors.find((x) => x.id === s.id));
  });

  it('scores compliance sub-factors from the applicable frameworks (pooled ΣW·r/ΣW), else from the questions', () => {
    expect(sub('compliance.regulatory')).toMatchObject({ score: 60, evidencedShare: 0.4, evidence: 'declared', source: 'hub' });
    expect(sub('compliance.esg')).toMatchObject({ score: 50, evidencedShare: 0.5, evidence: 'evidenced', source: 'hub' });
    expect(sub('compliance.governance')).toMatchObject({ score: 100, evidencedShare: 0, source: 'hub' });
    expect(sub('compliance.legal')).toMatchObject({ score: 100, evidence: 'declared', source: 'questionnaire' });
    // compliance pillar: 0.35·(0.35·60 + 0.2·50 + 0.25·100 + 0.2·100) = 0.35·76 = 26.6 points
    expect(v2.pillars.find((p) => p.id === 'compliance')!.points).toBeCloseTo(26.6, 10);
    // cr-v1 with every question "yes": 0.35·100 = 35 points; the total differs by exactly 8.4 before rounding
    expect(v1.pillars.find((p) => p.id === 'compliance')!.points).toBeCloseTo(35, 10);
  });

  it('confidence: cr-v1 counts computed sub-factors; cr-v2 adds weight × evidenced share of hub-fed ones', () => {
    // compliance weights: regulatory 0.1225, esg 0.07, governance 0.0875, legal 0.07 (declared, 0)
    const extra = 0.1225 * 0.4 + 0.07 * 0.5 + 0.0875 * 0;
    expect(v2.confidence.share).toBeCloseTo(v1.confidence.share + extra, 12);
  });

  it('recomputes a stored cr-v2 score from its version and input', () => {
    expect(recomputeCrScore({ version: 'cr-v2', input: { ...base, compliance: { answers, hub } } })).toEqual(v2);
    expect(recomputeCrScore({ version: 'cr-v1', input: base })).toEqual(v1);
  });
});
