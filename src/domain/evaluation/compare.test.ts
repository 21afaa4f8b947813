import { describe, expect, it } from 'vitest';
import { compareEvaluations, type ComparableEvaluation } from './compare.ts';

/*
 * Hand-made pairs: every stored evaluation below is written out by hand (not produced by the engine),
 * and every expected delta is the subtraction done by hand in the comment beside it. Tolerance: the
 * deltas of decimal figures are compared with toBeCloseTo to 9 digits (binary floating point).
 */

type Sub = ComparableEvaluation['result']['score']['subFactors'][number];
const sub = (id: Sub['id'], pillar: Sub['pillar'], score: number, points: number, status: Sub['status'] = 'scored'): Sub => ({
  id,
  pillar,
  score,
  points,
  status,
});

function stored(
  input: unknown,
  r: {
    npv: number;
    irr: number | null;
    payback: number | null;
    pNeg: number | null;
    total: number;
    tier: 'ready' | 'developing' | 'not-yet-ready';
    subs: Sub[];
  },
): ComparableEvaluation {
  return {
    input,
    result: {
      plan: { metrics: { npv: r.npv, irr: r.irr, paybackYears: r.payback } },
      simulation: r.pNeg === null ? null : { probabilityNpvNegative: r.pNeg },
      score: { total: r.total, tier: r.tier, subFactors: r.subs },
    },
  };
}

const baseInput = {
  assumptions: {
    horizonYears: 5,
    terminalValue: 'none',
    drivers: { pricePerUnit: { value: 10 }, unitsYear1: { value: 100, dist: { type: 'normal', mean: 100, sd: 10 } } },
  },
  market: { tamEur: 300_000_000, competitiveIntensity: 'medium' },
  revenueModel: 'recurring',
  compliance: { answers: { 'REG-01': 'yes' } },
};

describe('compareEvaluations', () => {
  it('names the one input that changed and how every result and sub-factor moved (the price pair)', () => {
    const v1 = stored(baseInput, {
      npv: 120_000,
      irr: 0.18,
      payback: 3.5,
      pNeg: 0.25,
      total: 44.3,
      tier: 'not-yet-ready',
      subs: [
        sub('financial.npv', 'financial', 40, 2.4),
        sub('financial.risk-npv', 'financial', 75, 4.5),
        sub('market.tam', 'market', 60, 8.4),
      ],
    });
    const after = structuredClone(baseInput);
    after.assumptions.drivers.pricePerUnit.value = 12;
    const v2 = stored(after, {
      npv: 250_000,
      irr: 0.27,
      payback: 2.75,
      pNeg: 0.1,
      total: 47.9,
      tier: 'not-yet-ready',
      subs: [
        sub('financial.npv', 'financial', 80, 4.8),
        sub('financial.risk-npv', 'financial', 90, 5.7),
        sub('market.tam', 'market', 60, 8.4),
      ],
    });
    const c = compareEvaluations(v1, v2);
    expect(c.inputs).toEqual([{ path: 'assumptions.drivers.pricePerUnit.value', before: 10, after: 12 }]);
    expect(c.metrics.npv).toEqual({ before: 120_000, after: 250_000, delta: 130_000 }); // 250,000 − 120,000
    expect(c.metrics.irr.delta).toBeCloseTo(0.09, 9); // 0.27 − 0.18
    expect(c.metrics.paybackYears.delta).toBeCloseTo(-0.75, 9); // 2.75 − 3.5
    expect(c.metrics.probabilityNpvNegative.delta).toBeCloseTo(-0.15, 9); // 0.10 − 0.25
    expect(c.metrics.crTotal.delta).toBeCloseTo(3.6, 9); // 47.9 − 44.3
    expect(c.tier).toEqual({ before: 'not-yet-ready', after: 'not-yet-ready' });
    // market.tam did not move and is left out; NPV moved 2.4 points (4.8 − 2.4), risk-npv 1.2 (5.7 − 4.5): largest first.
    expect(c.subFactors.map((s) => s.id)).toEqual(['financial.npv', 'financial.risk-npv']);
    expect(c.subFactors[0]!.score).toEqual({ before: 40, after: 80, delta: 40 });
    expect(c.subFactors[0]!.points.delta).toBeCloseTo(2.4, 9);
    expect(c.subFactors[1]!.score).toEqual({ before: 75, after: 90, delta: 15 });
    expect(c.subFactors[1]!.points.delta).toBeCloseTo(1.2, 9);
  });

  it("explains a score jump with the same NPV: a compliance answer and a declared market field (the issue's v2/v3 case)", () => {
    const v2 = stored(baseInput, {
      npv: 90_000,
      irr: 0.2,
      payback: 4,
      pNeg: 0.3,
      total: 20,
      tier: 'not-yet-ready',
      subs: [
        sub('compliance.regulatory', 'compliance', 0, 0, 'missing'),
        sub('market.competition', 'market', 0, 0, 'missing'),
        sub('financial.npv', 'financial', 50, 3),
      ],
    });
    const input3 = structuredClone(baseInput) as typeof baseInput & { market: { competitorCount?: number } };
    input3.compliance.answers = { 'REG-01': 'yes', 'REG-02': 'partial' } as typeof baseInput.compliance.answers;
    input3.market.competitorCount = 6;
    const v3 = stored(input3, {
      npv: 90_000,
      irr: 0.2,
      payback: 4,
      pNeg: 0.3,
      total: 44,
      tier: 'not-yet-ready',
      // regulatory 0 → 80 adds 9.8 points (weight 0.1225 × 80); competition 0 → 80 adds 8.4 (0.105 × 80)… by hand, not from the engine
      subs: [
        sub('compliance.regulatory', 'compliance', 80, 9.8),
        sub('market.competition', 'market', 80, 8.4),
        sub('financial.npv', 'financial', 50, 3),
      ],
    });
    const c = compareEvaluations(v2, v3);
    // Paths in alphabetical order; the fields absent in v2 are null there.
    expect(c.inputs).toEqual([
      { path: 'compliance.answers.REG-02', before: null, after: 'partial' },
      { path: 'market.competitorCount', before: null, after: 6 },
    ]);
    expect(c.metrics.npv).toEqual({ before: 90_000, after: 90_000, delta: 0 });
    expect(c.metrics.crTotal).toEqual({ before: 20, after: 44, delta: 24 }); // 44 − 20
    expect(c.subFactors.map((s) => [s.id, s.statusBefore, s.statusAfter, s.score.delta])).toEqual([
      ['compliance.regulatory', 'missing', 'scored', 80],
      ['market.competition', 'missing', 'scored', 80],
    ]);
    expect(c.subFactors[0]!.points.delta).toBeCloseTo(9.8, 9);
    expect(c.subFactors[1]!.points.delta).toBeCloseTo(8.4, 9);
  });

  it('reads a figure that appears or disappears as a move without a delta, and a tier change', () => {
    const v1 = stored(baseInput, {
      npv: -50_000,
      irr: null,
      payback: null,
      pNeg: null,
      total: 58,
      tier: 'not-yet-ready',
      subs: [sub('financial.risk-dscr', 'financial', 0, 0, 'not-applicable')],
    });
    const input2 = structuredClone(baseInput);
    delete (input2.assumptions.drivers.unitsYear1 as { dist?: unknown }).dist;
    const v2 = stored(input2, {
      npv: 10_000,
      irr: 0.12,
      payback: 4.5,
      pNeg: 0.4,
      total: 61,
      tier: 'developing',
      subs: [sub('financial.risk-dscr', 'financial', 70, 3.15)],
    });
    const c = compareEvaluations(v1, v2);
    // Removing the distribution removes three leaves (type, mean, sd): each now null.
    expect(c.inputs).toEqual([
      { path: 'assumptions.drivers.unitsYear1.dist.mean', before: 100, after: null },
      { path: 'assumptions.drivers.unitsYear1.dist.sd', before: 10, after: null },
      { path: 'assumptions.drivers.unitsYear1.dist.type', before: 'normal', after: null },
    ]);
    expect(c.metrics.npv.delta).toBe(60_000); // 10,000 − (−50,000)
    expect(c.metrics.irr).toEqual({ before: null, after: 0.12, delta: null });
    expect(c.metrics.paybackYears).toEqual({ before: null, after: 4.5, delta: null });
    expect(c.metrics.probabilityNpvNegative).toEqual({ before: null, after: 0.4, delta: null });
    expect(c.tier).toEqual({ before: 'not-yet-ready', after: 'developing' });
    expect(c.subFactors).toHaveLength(1);
    expect(c.subFactors[0]).toMatchObject({
      id: 'financial.risk-dscr',
      statusBefore: 'not-applicable',
      statusAfter: 'scored',
      score: { before: 0, after: 70, delta: 70 },
    });
  });

  it('finds nothing between a version and itself, and swaps signs when the order is swapped', () => {
    const v = stored(baseInput, {
      npv: 1,
      irr: 0.1,
      payback: 2,
      pNeg: 0.5,
      total: 30,
      tier: 'not-yet-ready',
      subs: [sub('market.tam', 'market', 60, 8.4)],
    });
    const self = compareEvaluations(v, structuredClone(v));
    expect(self.inputs).toEqual([]);
    expect(self.subFactors).toEqual([]);
    expect(self.metrics.crTotal.delta).toBe(0);
    const w = stored(
      { ...baseInput, revenueModel: 'one-off' },
      { npv: 1, irr: 0.1, payback: 2, pNeg: 0.5, total: 26.5, tier: 'not-yet-ready', subs: [sub('market.tam', 'market', 60, 8.4)] },
    );
    expect(compareEvaluations(v, w).metrics.crTotal.delta).toBe(-3.5); // 26.5 − 30
    expect(compareEvaluations(w, v).metrics.crTotal.delta).toBe(3.5); // 30 − 26.5
    expect(compareEvaluations(w, v).inputs).toEqual([{ path: 'revenueModel', before: 'one-off', after: 'recurring' }]);
  });
});
