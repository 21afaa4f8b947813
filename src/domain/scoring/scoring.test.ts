import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCrScore, recomputeCrScore } from './compute.ts';
import { rawScore } from './formulas.ts';
import type { CrScoreInput } from './input.ts';
import { CR_METHODOLOGY_VERSION, PILLAR_WEIGHTS, SUB_FACTORS } from './methodology.ts';
import { COMPLIANCE_QUESTIONS } from './questionnaire.ts';
import type { ComplianceAnswer } from './questionnaire.ts';

const allAnswers = (a: ComplianceAnswer): Record<string, ComplianceAnswer> =>
  Object.fromEntries(COMPLIANCE_QUESTIONS.map((q) => [q.id, a]));

const complete: CrScoreInput = {
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
  compliance: { answers: allAnswers('partial') },
};

function score(input: CrScoreInput, id: Parameters<typeof rawScore>[0]): number {
  const r = rawScore(id, input);
  if (r.status !== 'scored') throw new Error(r.status);
  return r.score;
}

describe('cr-v1 weights', () => {
  it('pillar weights sum to 1 and are 35/30/35 %; each pillar’s sub-factor weights sum to 1', () => {
    expect(PILLAR_WEIGHTS).toEqual({ market: 0.35, financial: 0.3, compliance: 0.35 });
    expect(Object.values(PILLAR_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const pillar of ['market', 'financial', 'compliance'] as const) {
      expect(SUB_FACTORS.filter((s) => s.pillar === pillar).reduce((a, s) => a + s.weightInPillar, 0)).toBeCloseTo(1, 12);
    }
  });

  it('effective weights in a score sum to 1, also when DSCR is not applicable (re-spread in its pillar)', () => {
    for (const hasDebt of [true, false]) {
      const s = computeCrScore({ ...complete, financial: { ...complete.financial, hasDebt } });
      expect(s.subFactors.reduce((a, x) => a + x.weight, 0)).toBeCloseTo(1, 12);
      expect(s.subFactors.filter((x) => x.pillar === 'financial').reduce((a, x) => a + x.weight, 0)).toBeCloseTo(0.3, 12);
    }
  });

  it('questionnaire: ids are unique and stable, four per compliance sub-factor', () => {
    const ids = COMPLIANCE_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'REG-01',
      'REG-02',
      'REG-03',
      'REG-04',
      'ESG-01',
      'ESG-02',
      'ESG-03',
      'ESG-04',
      'GOV-01',
      'GOV-02',
      'GOV-03',
      'GOV-04',
      'LEG-01',
      'LEG-02',
      'LEG-03',
      'LEG-04',
    ]);
  });
});

describe('cr-v1 formulas at their anchor points (hand computation from the documented formulas)', () => {
  it('TAM: €1 M → 0, €100 M → 50, €10 bn → 100', () => {
    expect(score({ ...complete, market: { tamEur: 1e6 } }, 'market.tam')).toBeCloseTo(0, 12);
    expect(score(complete, 'market.tam')).toBeCloseTo(50, 12);
    expect(score({ ...complete, market: { tamEur: 1e10 } }, 'market.tam')).toBeCloseTo(100, 12);
  });

  it('competition: mean of intensity (medium 60) and 100·e^(−10/10) = 36.79', () => {
    expect(score(complete, 'market.competition')).toBeCloseTo((60 + 100 * Math.exp(-1)) / 2, 12);
  });

  it('growth 10 % → 100·0.15/0.30 = 50; margin 10 % → 50; P(NPV<0) 10 % → 80; DSCR_P10 1.25 → 50; NPV/capital 0.5 → 75', () => {
    expect(score(complete, 'market.growth')).toBeCloseTo(50, 12);
    expect(score(complete, 'financial.profitability')).toBeCloseTo(50, 12);
    expect(score(complete, 'financial.risk-npv')).toBeCloseTo(80, 12);
    expect(score(complete, 'financial.risk-dscr')).toBeCloseTo(50, 12);
    expect(score(complete, 'financial.npv')).toBeCloseTo(75, 12);
  });

  it('capital efficiency: mean of 100·(2.5 − 1)/3 = 50 and 100·(2 − 1)/2 = 50; compliance all partial → 50', () => {
    expect(score(complete, 'financial.capital-efficiency')).toBeCloseTo(50, 12);
    expect(score(complete, 'compliance.legal')).toBeCloseTo(50, 12);
  });

  it('total of the complete example: Σ weight·score by hand = 57.2 → not yet ready', () => {
    const market = 0.35 * (0.4 * 50 + 0.3 * ((60 + 100 * Math.exp(-1)) / 2) + 0.3 * 50);
    const financial = 0.3 * (0.15 * 100 + 0.15 * 50 + 0.15 * 50 + 0.2 * 75 + 0.2 * 80 + 0.15 * 50);
    const compliance = 0.35 * 50;
    const s = computeCrScore(complete);
    expect(s.total).toBe(Math.round((market + financial + compliance) * 10) / 10);
    expect(s.tier).toBe('not-yet-ready');
    expect(s.version).toBe(CR_METHODOLOGY_VERSION);
  });
});

describe('cr-v1 behaviour', () => {
  it('tiers: ready ≥ 80, developing 60–79.9, not yet ready < 60', () => {
    const best: CrScoreInput = {
      market: { tamEur: 1e11, competitorCount: 0, competitiveIntensity: 'low', expectedGrowthRate: 0.5 },
      financial: {
        revenueModel: 'recurring',
        ebitdaMarginFinalYear: 0.5,
        ltvToCac: 6,
        roiMultiple: 4,
        npv: 2,
        capitalInvested: 1,
        probabilityNpvNegative: 0,
        minDscrP10: 2,
        hasDebt: true,
      },
      compliance: { answers: allAnswers('yes') },
    };
    expect(computeCrScore(best).total).toBe(100);
    expect(computeCrScore(best).tier).toBe('ready');
    expect(computeCrScore(best).improvements).toEqual([]);
  });

  it('missing inputs score 0 with their weight kept (never a favourable guess) and lower confidence', () => {
    const empty = computeCrScore({ market: {}, financial: {}, compliance: { answers: {} } });
    expect(empty.total).toBe(0);
    expect(empty.confidence.share).toBe(0);
    expect(empty.subFactors.every((s) => s.status === 'missing')).toBe(true);
    const full = computeCrScore(complete);
    const partial = computeCrScore({ ...complete, financial: { ...complete.financial, probabilityNpvNegative: null } });
    expect(partial.total).toBeLessThan(full.total);
    expect(partial.confidence.share).toBeLessThan(full.confidence.share);
    expect(partial.improvements.some((i) => i.subFactor === 'financial.risk-npv' && i.action === 'provide-input')).toBe(true);
  });

  it('confidence: share of weight computed or evidenced; evidence flags raise it (financial computed 0.30 → + market.tam 0.14)', () => {
    const s = computeCrScore(complete);
    expect(s.confidence.share).toBeCloseTo(0.3 * 0.85, 12); // all financial sub-factors but the declared revenue model
    const evidenced = computeCrScore({ ...complete, evidence: { 'market.tam': true } });
    expect(evidenced.confidence.share).toBeCloseTo(0.3 * 0.85 + 0.35 * 0.4, 12);
    expect(evidenced.subFactors.find((x) => x.id === 'market.tam')!.evidence).toBe('evidenced');
  });

  it('improvements are ranked by points and add up to 100 − unrounded total', () => {
    const s = computeCrScore(complete);
    for (let i = 1; i < s.improvements.length; i++) expect(s.improvements[i - 1]!.points).toBeGreaterThanOrEqual(s.improvements[i]!.points);
    const unrounded = s.subFactors.reduce((a, x) => a + x.points, 0);
    expect(s.improvements.reduce((a, x) => a + x.points, 0)).toBeCloseTo(100 - unrounded, 9);
    // a compliance question answered "partial": 0.35·0.35·100·0.5/4 points
    expect(s.improvements.find((x) => x.questionId === 'REG-01')!.points).toBeCloseTo((0.35 * 0.35 * 100 * 0.5) / 4, 12);
  });

  it('a stored score recomputes identically from its inputs and version (via JSON)', () => {
    const stored = JSON.parse(JSON.stringify({ version: 'cr-v1', input: complete }));
    expect(recomputeCrScore(stored)).toEqual(computeCrScore(complete));
    expect(() => recomputeCrScore({ version: 'cr-v0', input: complete })).toThrow(RangeError);
  });

  it('invariant (fast-check): the score never falls when one favourable input improves', () => {
    const answer = fc.constantFrom<ComplianceAnswer | undefined>('yes', 'partial', 'no', undefined);
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const inputArb = fc.record({
      tam: maybe(fc.double({ min: 1e4, max: 1e12, noNaN: true })),
      competitors: maybe(fc.integer({ min: 0, max: 100 })),
      growth: maybe(fc.double({ min: -0.2, max: 0.6, noNaN: true })),
      margin: maybe(fc.double({ min: -0.5, max: 0.6, noNaN: true })),
      pNeg: maybe(fc.double({ min: 0, max: 1, noNaN: true })),
      dscr: maybe(fc.double({ min: 0, max: 3, noNaN: true })),
      npv: maybe(fc.double({ min: -2e6, max: 2e6, noNaN: true })),
      answers: fc.array(answer, { minLength: COMPLIANCE_QUESTIONS.length, maxLength: COMPLIANCE_QUESTIONS.length }),
      delta: fc.double({ min: 0, max: 1, noNaN: true }),
      which: fc.integer({ min: 0, max: 7 }),
    });
    fc.assert(
      fc.property(inputArb, (x) => {
        const build = (bump: number): CrScoreInput => {
          const answers: Record<string, ComplianceAnswer> = {};
          COMPLIANCE_QUESTIONS.forEach((q, i) => {
            let a = x.answers[i];
            if (x.which === 7 && i === 0 && bump > 0) a = a === 'no' || a === undefined ? 'partial' : 'yes';
            if (a !== undefined) answers[q.id] = a;
          });
          const up = (v: number | null, k: number, scale: number, sign = 1): number | null =>
            v === null || x.which !== k ? v : v + sign * bump * scale;
          return {
            market: {
              tamEur: up(x.tam, 0, 1e9),
              competitorCount: x.competitors === null || x.which !== 1 ? x.competitors : Math.max(0, x.competitors - Math.round(bump * 10)),
              expectedGrowthRate: up(x.growth, 2, 0.2),
            },
            financial: {
              ebitdaMarginFinalYear: up(x.margin, 3, 0.2),
              probabilityNpvNegative: x.pNeg === null ? null : Math.max(0, up(x.pNeg, 4, 0.3, -1)!),
              minDscrP10: up(x.dscr, 5, 0.5),
              npv: up(x.npv, 6, 1e6),
              capitalInvested: 1e6,
              hasDebt: true,
            },
            compliance: { answers },
          };
        };
        expect(computeCrScore(build(x.delta)).total).toBeGreaterThanOrEqual(computeCrScore(build(0)).total);
      }),
      { numRuns: 500 },
    );
  });
});
