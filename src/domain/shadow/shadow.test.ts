import { describe, expect, it } from 'vitest';
import { COMPLIANCE_QUESTIONS, computeCrScore, type CrScoreInput } from '../scoring/index.ts';
import { binOf, percentile, shadowCompare, shadowCsv, shadowSummary, type ShadowEvaluation } from './index.ts';

// Oracle: hand computation from docs/methodology/cr-score.md and cr-v2.md. Market and financial inputs
// are chosen so every sub-factor scores 100 (DSCR not applicable): market 35 points, financial 30, so
// cr-v1 with no compliance answer totals 65 (developing). cr-v2 changes only compliance: each hub-fed
// sub-factor contributes 0.35 × weight-in-pillar × 100 × ΣW·r/ΣW points. Tolerance 1e-9 on points
// (floating sums of exact decimals); totals are compared at one decimal as the product rounds them.
const market = { tamEur: 1e10, competitiveIntensity: 'low' as const, expectedGrowthRate: 0.25 };
const financial = {
  revenueModel: 'recurring' as const,
  ebitdaMarginFinalYear: 0.3,
  ltvToCac: 4,
  roiMultiple: 3,
  npv: 1,
  capitalInvested: 1,
  probabilityNpvNegative: 0,
  hasDebt: false,
};
const fw = (id: string, r: number) => ({ id, applicable: true, weightedResult: 10 * r, weightTotal: 10, evidencedWeight: 0 });
const allYes = Object.fromEntries(COMPLIANCE_QUESTIONS.map((q) => [q.id, 'yes' as const]));

function evaluation(id: string, input: CrScoreInput): ShadowEvaluation {
  const s = computeCrScore(input); // what the product stored (cr-v1) and users see
  return {
    evaluationId: id,
    projectId: `p-${id}`,
    projectTitle: `Project ${id}`,
    evaluationVersion: 1,
    stored: { version: s.version, total: s.total, tier: s.tier, subFactors: s.subFactors },
    scoreInput: input,
  };
}

// A: no answers; hub esg 100 %, governance 80 %, legal 100 %, regulatory not fed → +7 +7 +7 = +21 → 86 ready.
const A = evaluation('a', {
  market,
  financial,
  compliance: { answers: {}, hub: { frameworks: [fw('gri', 1), fw('dlgs-231', 0.8), fw('pnrr', 1)] } },
});
// B: every question yes (cr-v1 compliance 100 → total 100); hub esg 50 % → esg 7 → 3.5 points: −3.5, stays ready.
const B = evaluation('b', { market, financial, compliance: { answers: allYes, hub: { frameworks: [fw('gri', 0.5)] } } });
// C: no hub: cr-v2 is cr-v1's formula → no change.
const C = evaluation('c', { market, financial, compliance: { answers: {} } });

describe('shadow mode: cr-v2 over stored cr-v1 evaluations', () => {
  const rows = shadowCompare([A, B, C], 'cr-v2');

  it('reproduces the stored baselines the oracle expects', () => {
    expect(rows.map((r) => r.baselineTotal)).toEqual([65, 100, 65]);
    expect(rows.map((r) => r.baselineTier)).toEqual(['developing', 'ready', 'developing']);
  });

  it('gives the hand-computed differences and tier changes', () => {
    expect(rows.map((r) => r.diff)).toEqual([21, -3.5, 0]);
    expect(rows.map((r) => r.candidateTotal)).toEqual([86, 96.5, 65]);
    expect(rows.map((r) => r.tierChanged)).toEqual([true, false, false]);
    expect(rows[0]!.candidateTier).toBe('ready');
  });

  it('moves exactly the hub-fed sub-factors by the oracle points', () => {
    const a = rows[0]!.subFactorDiffs;
    expect(a['compliance.esg']).toBeCloseTo(7, 9);
    expect(a['compliance.governance']).toBeCloseTo(7, 9);
    expect(a['compliance.legal']).toBeCloseTo(7, 9);
    expect(a['compliance.regulatory']).toBeCloseTo(0, 9);
    expect(a['market.tam']).toBeCloseTo(0, 9);
    expect(rows[1]!.subFactorDiffs['compliance.esg']).toBeCloseTo(-3.5, 9);
    expect(Object.values(rows[2]!.subFactorDiffs).every((x) => Math.abs(x) < 1e-9)).toBe(true);
  });

  it('summarises: type-7 percentiles, histogram, tier moves, sub-factors ranked', () => {
    const s = shadowSummary(rows);
    // Sorted diffs [−3.5, 0, 21]: median 0; p10 at rank 0.2 → −3.5 + 0.2·3.5 = −2.8; p90 at 1.8 → 0.8·21 = 16.8.
    expect(s.stats!.median).toBe(0);
    expect(s.stats!.p10).toBeCloseTo(-2.8, 9);
    expect(s.stats!.p90).toBeCloseTo(16.8, 9);
    expect(s.stats!.mean).toBeCloseTo(17.5 / 3, 9);
    expect(s.histogram.map((b) => b.count)).toEqual([0, 0, 1, 0, 1, 0, 0, 0, 1]);
    expect(s.tierChanges).toEqual([{ from: 'developing', to: 'ready', count: 1 }]);
    // esg: |7| + |−3.5| over 3 = 3.5 ahead of governance and legal (7/3 each).
    expect(s.subFactors[0]).toMatchObject({ id: 'compliance.esg', moved: 2 });
    expect(s.subFactors[0]!.meanAbs).toBeCloseTo(3.5, 9);
  });

  it('is honest about an empty run', () => {
    expect(shadowSummary([])).toMatchObject({ count: 0, stats: null, tierChanges: [] });
  });

  it('exports one CSV line per evaluation, formula-safe', () => {
    const csv = shadowCsv([{ ...rows[0]!, projectTitle: '=HYPERLINK("x")' }]).split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv[1]).toContain(',developing,86,ready,21,true,');
  });
});

describe('bins and percentiles', () => {
  it('puts edges where the bins say', () => {
    expect([-10.1, -10, -5, -0.6, -0.5, 0, 0.5, 0.6, 2, 10, 10.1].map(binOf)).toEqual([0, 1, 2, 3, 4, 4, 4, 5, 5, 7, 8]);
  });
  it('interpolates like numpy.percentile (oracle: numpy 1.26, [1,2,3,4] → p10 1.3, p50 2.5)', () => {
    expect(percentile([1, 2, 3, 4], 0.1)).toBeCloseTo(1.3, 12);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });
});
