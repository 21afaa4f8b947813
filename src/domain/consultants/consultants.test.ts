import { describe, expect, it } from 'vitest';
import { SUB_FACTORS } from '../scoring/index.ts';
import { coverageGaps, grantExpiry, projectGaps, rankConsultants, SPECIALTIES, type ConsultantFacts } from './index.ts';

/** A hand-built score: every sub-factor at `rest` (90) except the ones given (weights: the cr-v1 pillar × in-pillar weights). */
const PILLAR = { market: 0.35, financial: 0.3, compliance: 0.35 } as const;
function score(low: Record<string, number>, rest = 90) {
  return {
    subFactors: SUB_FACTORS.map((d) => ({
      id: d.id,
      weight: PILLAR[d.pillar] * d.weightInPillar,
      score: low[d.id] ?? rest,
      status: 'scored',
    })),
  };
}
const gdprHub = { frameworks: [{ id: 'gdpr', applicable: true, weightTotal: 40 }] };
const gdprGaps = [
  { itemId: 'GDPR-ART5', framework: 'gdpr' as const, weight: 5, result: 0 },
  { itemId: 'GDPR-ART6', framework: 'gdpr' as const, weight: 5, result: 0.5 },
  { itemId: 'GDPR-ART5-RET', framework: 'gdpr' as const, weight: 3, result: 0 },
];
const c = (id: string, specialties: string[], regions: string[] = ['IT'], languages: string[] = ['it']): ConsultantFacts => ({
  id,
  specialties,
  regions,
  languages,
});

describe('gaps of a project', () => {
  it('takes the three lowest sub-factors and the heaviest compliance gaps, with the points at stake', () => {
    const gaps = projectGaps(score({ 'compliance.regulatory': 20, 'market.tam': 40, 'financial.npv': 50 }), gdprGaps, gdprHub);
    expect(gaps.filter((g) => g.kind === 'subfactor').map((g) => g.id)).toEqual(['compliance.regulatory', 'market.tam', 'financial.npv']);
    // oracle by hand: regulatory weight 0.35 × 0.35 = 0.1225; 0.1225 × 100 × 5 × (1 − 0) / 40 = 1.53125
    expect(gaps.find((g) => g.id === 'GDPR-ART5')!.points).toBeCloseTo(1.53125, 9);
    // GDPR-ART6 half met: 0.1225 × 100 × 5 × 0.5 / 40 = 0.765625
    expect(gaps.find((g) => g.id === 'GDPR-ART6')!.points).toBeCloseTo(0.765625, 9);
    // market.tam weight 0.35 × 0.4 = 0.14; 0.14 × (100 − 40) = 8.4
    expect(gaps.find((g) => g.id === 'market.tam')!.points).toBeCloseTo(8.4, 9);
    // W·(1 − r): ART5 5, ART5-RET 3, ART6 2.5
    expect(gaps.map((g) => g.id).slice(3)).toEqual(['GDPR-ART5', 'GDPR-ART5-RET', 'GDPR-ART6']);
  });

  it('puts an answered failure before an unanswered item of the same weight', () => {
    const gaps = projectGaps(
      null,
      [
        { itemId: 'GDPR-ART13', framework: 'gdpr', weight: 5, result: 0 },
        { itemId: 'GDPR-ART5', framework: 'gdpr', weight: 5, result: 0, answered: true },
      ],
      null,
    );
    expect(gaps.map((g) => g.id)).toEqual(['GDPR-ART5', 'GDPR-ART13']);
  });

  it('ignores sub-factors at 100 and not applicable, and met items', () => {
    const s = {
      subFactors: [
        { id: 'market.tam', weight: 0.14, score: 100, status: 'scored' },
        { id: 'market.growth', weight: 0.1, score: 0, status: 'not-applicable' },
      ],
    };
    expect(projectGaps(s, [{ itemId: 'X', framework: 'gdpr', weight: 5, result: 1 }], null)).toEqual([]);
  });
});

describe('suggestions', () => {
  it('puts the GDPR specialist before the general legal consultant on a project failing GDPR items', () => {
    const gaps = projectGaps(score({}, 100), gdprGaps, gdprHub);
    const ranked = rankConsultants(gaps, [c('a-legal', ['legal']), c('z-gdpr', ['gdpr']), c('m-market', ['market_analysis'])], {
      region: 'ITC4',
      language: 'it',
    });
    // every sub-factor at 100: only the GDPR items are gaps; the market analyst closes none of them
    expect(ranked.map((r) => r.consultantId)).toEqual(['z-gdpr', 'a-legal']);
    expect(ranked[0]!.covers).toEqual(['GDPR-ART5', 'GDPR-ART5-RET', 'GDPR-ART6'].map((id) => ({ kind: 'compliance_item', id })));
    expect(ranked[0]!.strength).toBeCloseTo(2 * ranked[1]!.strength, 9);
  });

  it('keeps the specialist first when sub-factors are low too, and says which gaps each covers', () => {
    const gaps = projectGaps(score({ 'compliance.regulatory': 30 }), gdprGaps, gdprHub);
    const ranked = rankConsultants(gaps, [c('a-legal', ['legal']), c('z-gdpr', ['gdpr'])], { region: null, language: null });
    expect(ranked.map((r) => r.consultantId)).toEqual(['z-gdpr', 'a-legal']);
    expect(ranked[0]!.covers[0]).toEqual({ kind: 'subfactor', id: 'compliance.regulatory' });
  });

  it('breaks ties by region, then language, then id', () => {
    const gaps = projectGaps(score({}), gdprGaps, gdprHub);
    const ranked = rankConsultants(
      gaps,
      [
        c('a', ['gdpr'], ['DE'], ['de']),
        c('b', ['gdpr'], ['DE'], ['it']),
        c('c', ['gdpr'], ['ITC'], ['en']),
        c('d', ['gdpr'], ['ITC4'], ['it']),
      ],
      { region: 'ITC4', language: 'it' },
    );
    expect(ranked.map((r) => r.consultantId)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('suggests nobody who covers no gap', () => {
    expect(rankConsultants([], [c('x', [...SPECIALTIES])], { region: null, language: null })).toEqual([]);
  });
});

describe('coverage and grants', () => {
  it('lists the cells where demand exceeds verified supply', () => {
    const cells = coverageGaps(
      [
        { region: 'ITC4', specialties: ['gdpr', 'market_analysis'] },
        { region: 'ITC4', specialties: ['gdpr'] },
        { region: 'ITF3', specialties: ['gdpr'] },
      ],
      [c('x', ['gdpr'], ['ITC']), c('y', ['market_analysis'], ['IT'])],
    );
    expect(cells).toEqual([
      { specialty: 'gdpr', region: 'ITC4', demand: 2, supply: 1 },
      { specialty: 'gdpr', region: 'ITF3', demand: 1, supply: 0 },
    ]);
  });

  it('ends the grant 30 days after the deadline, or 90 days after acceptance without one', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(grantExpiry(now, '2026-02-01').toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(grantExpiry(now, null).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(grantExpiry(now, '2020-01-01').toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});
