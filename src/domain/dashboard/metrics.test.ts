import { describe, expect, it } from 'vitest';
import { computeDashboard, type ProjectFact } from './metrics.ts';

const p = (over: Partial<ProjectFact>): ProjectFact => ({
  status: 'draft',
  industry: '62.01',
  country: 'IT',
  region: 'ITC4',
  currency: 'EUR',
  estimatedBudget: 100,
  fundingSought: 50,
  ...over,
});

describe('dashboard metrics', () => {
  it('with no projects, every average is null with the reason "no-projects", never zero', () => {
    const d = computeDashboard([], []);
    expect(d.totalProjects).toBe(0);
    expect(d.totalValue).toEqual([]);
    for (const k of ['averageCrScore', 'averageIrr', 'averagePaybackYears', 'successProbability', 'conversionRate']) {
      expect((d as unknown as Record<string, unknown>)[k]).toBeNull();
      expect(d.unavailable[k]).toBe('no-projects');
    }
    expect(d.unavailable.fundingSecured).toBe('funding-not-available');
  });

  it('computes the figures by hand-checkable arithmetic (oracle: the sums and means written out below)', () => {
    const projects = [
      p({ status: 'completed', estimatedBudget: 1_000, fundingSought: 400 }),
      p({ status: 'funded', estimatedBudget: 3_000, fundingSought: 2_000, industry: '35.11', region: 'ITF4' }),
      p({ status: 'draft', estimatedBudget: 500, fundingSought: null, currency: 'USD', country: 'US', region: null }),
    ];
    const latest = [
      { status: 'completed', score: 70, irr: 0.2, paybackYears: 3, probabilityNpvNegative: 0.1 },
      { status: 'funded', score: 80, irr: null, paybackYears: null, probabilityNpvNegative: 0.3 },
    ];
    const d = computeDashboard(projects, latest);
    expect(d.totalValue).toEqual([
      { currency: 'EUR', amount: 4_000 },
      { currency: 'USD', amount: 500 },
    ]);
    expect(d.pipelineValue).toEqual([{ currency: 'EUR', amount: 400 }]); // funded and unspecified excluded
    expect(d.averageCrScore).toBe(75); // (70 + 80) / 2
    expect(d.averageIrr).toBe(0.2); // only the project with an IRR
    expect(d.averagePaybackYears).toBe(3);
    expect(d.successProbability).toBeCloseTo(0.8, 12); // mean(0.9, 0.7)
    expect(d.conversionRate).toBe(0.5); // 1 funded of 2 evaluated-or-funded
    expect(d.statusCounts).toEqual({ draft: 1, analyzing: 0, completed: 1, funded: 1 });
    expect(d.industryDistribution).toEqual([
      { industry: '62', count: 2 },
      { industry: '35', count: 1 },
    ]);
    expect(d.geographicSpread[0]).toEqual({ country: 'IT', region: 'ITC4', count: 1 });
    expect(d.unavailable.averageCrScore).toBeUndefined();
  });

  it('counts a funded project that was never evaluated in the conversion rate', () => {
    const d = computeDashboard([p({ status: 'funded' }), p({ status: 'draft' })], []);
    expect(d.conversionRate).toBe(1);
    expect(d.unavailable.averageCrScore).toBe('no-evaluations');
  });

  it('says "not-computable" (not "no-evaluations") when evaluations exist but none yields an IRR or a payback', () => {
    const d = computeDashboard(
      [p({ status: 'completed' }), p({ status: 'completed' })],
      [
        { status: 'completed', score: 40, irr: null, paybackYears: null, probabilityNpvNegative: 0.9 },
        { status: 'completed', score: 50, irr: Number.NaN, paybackYears: null, probabilityNpvNegative: null },
      ],
    );
    expect(d.averageCrScore).toBe(45); // (40 + 50) / 2: the score exists
    expect(d.averageIrr).toBeNull();
    expect(d.averagePaybackYears).toBeNull();
    expect(d.unavailable.averageIrr).toBe('not-computable');
    expect(d.unavailable.averagePaybackYears).toBe('not-computable');
    expect(d.successProbability).toBeCloseTo(0.1, 12); // only the first has P(NPV < 0)
    expect(d.unavailable.averageCrScore).toBeUndefined();
  });

  it('takes the funding figures from the requests when given, with a reason for each missing one', () => {
    const none = computeDashboard([p({})], [], []);
    expect([none.fundingRequested, none.fundingSecured, none.fundingSuccessRate]).toEqual([null, null, null]);
    expect(none.unavailable.fundingSecured).toBe('no-funding-requests');
    const sent = computeDashboard([p({})], [], [{ state: 'submitted', amountRequested: 700, fundedAmount: null }]);
    // Sent, nothing decided: 700 asked, 0 obtained (measured), no success rate yet.
    expect([sent.fundingRequested, sent.fundingSecured, sent.fundingSuccessRate, sent.unavailable.fundingSuccessRate]).toEqual([
      700,
      0,
      null,
      'no-decided-requests',
    ]);
    const decided = computeDashboard(
      [p({})],
      [],
      [
        { state: 'funded', amountRequested: 700, fundedAmount: 650 },
        { state: 'rejected', amountRequested: 300, fundedAmount: null },
      ],
    );
    // Oracle: 700 + 300 asked, 650 obtained, 1 of 2 decided went well.
    expect([decided.fundingRequested, decided.fundingSecured, decided.fundingSuccessRate]).toEqual([1_000, 650, 0.5]);
    expect(decided.unavailable.fundingSecured).toBeUndefined();
  });
});
