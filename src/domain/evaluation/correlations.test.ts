import { describe, expect, it } from 'vitest';
import { mergePlanChunks, simulatePlanChunk, splitBlocks, planBlockCount, type PlanChunk } from '../finance/index.ts';
import { simplePlan } from '../finance/plan-fixtures.ts';
import { appliedCorrelation, correlationIssues, correlationMatrix, rankCorrelationOf } from './correlations.ts';
import { runEvaluation, type EvaluationInput } from './run.ts';

// Issue 29 / ADR 0059: the sparse pairs a user enters, checked and turned into the engine's matrix.

const plan = simplePlan({
  pricePerUnit: { value: 10, dist: { type: 'triangular', min: 7, mode: 10, max: 14 } },
  churnRate: { value: 0.2, dist: { type: 'uniform', min: 0.05, max: 0.4 } },
  fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 30 } },
  taxRate: { value: 0, dist: { type: 'constant', value: 0 } },
});
const input = (correlations: EvaluationInput['correlations']): EvaluationInput => ({
  assumptions: plan,
  market: {},
  revenueModel: 'recurring',
  compliance: { answers: {} },
  ...(correlations ? { correlations } : {}),
});

/** The inconsistent triple of the brief: a↔b and a↔c strongly positive, b↔c strongly negative. */
const triple = [
  { a: 'pricePerUnit', b: 'churnRate', rho: 0.9 },
  { a: 'pricePerUnit', b: 'fixedCosts', rho: 0.9 },
  { a: 'churnRate', b: 'fixedCosts', rho: -0.9 },
];

describe('correlationIssues', () => {
  it('names each refused part: ρ out of range, unknown driver, no uncertainty (none or constant), self, duplicate in either order', () => {
    const issues = correlationIssues(plan.drivers, [
      { a: 'pricePerUnit', b: 'churnRate', rho: 1.2 },
      { a: 'nonsense', b: 'churnRate', rho: 0.1 },
      { a: 'pricePerUnit', b: 'unitsYear1', rho: 0.1 },
      { a: 'taxRate', b: 'fixedCosts', rho: 0.1 },
      { a: 'fixedCosts', b: 'fixedCosts', rho: 0.1 },
      { a: 'churnRate', b: 'pricePerUnit', rho: 0.3 },
      { a: 'pricePerUnit', b: 'fixedCosts', rho: Number.NaN },
    ]);
    expect(issues).toEqual([
      { index: 0, field: 'rho', code: 'rho-range' },
      { index: 1, field: 'a', code: 'unknown-driver' },
      { index: 2, field: 'b', code: 'no-uncertainty' },
      { index: 3, field: 'a', code: 'no-uncertainty' },
      { index: 4, field: 'b', code: 'self-pair' },
      { index: 5, field: 'b', code: 'duplicate-pair' },
      { index: 6, field: 'rho', code: 'rho-range' },
    ]);
    expect(correlationIssues(plan.drivers, triple)).toEqual([]);
    expect(correlationIssues(plan.drivers, [{ a: 'pricePerUnit', b: 'churnRate', rho: -1 }])).toEqual([]);
  });
});

describe('correlationMatrix', () => {
  it('is the identity over the drivers with a dist (PLAN_DRIVERS order, the engine’s), with ρ at both (a, b) and (b, a)', () => {
    const { drivers, matrix } = correlationMatrix(plan.drivers, [{ a: 'fixedCosts', b: 'pricePerUnit', rho: 0.4 }]);
    expect(drivers).toEqual(['pricePerUnit', 'churnRate', 'fixedCosts', 'taxRate']);
    expect(matrix).toEqual([
      [1, 0, 0.4, 0],
      [0, 1, 0, 0],
      [0.4, 0, 1, 0],
      [0, 0, 0, 1],
    ]);
  });
});

describe('appliedCorrelation', () => {
  it('keeps a consistent set as asked (used = ρ, no adjustment)', () => {
    const out = appliedCorrelation(plan.drivers, [{ a: 'pricePerUnit', b: 'churnRate', rho: -0.6 }]);
    expect(out.ok && out.applied).toMatchObject({
      adjusted: false,
      maxChange: 0,
      pairs: [{ a: 'pricePerUnit', b: 'churnRate', rho: -0.6, used: -0.6 }],
    });
  });

  it('replaces 0.9 / 0.9 / −0.9 by the nearest correlation matrix (oracle: a 1-D minimisation of the Frobenius distance on the PSD boundary)', () => {
    const out = appliedCorrelation(plan.drivers, triple);
    if (!out.ok || !out.applied) throw new Error('refused');
    const { pairs, matrix, adjusted } = out.applied;
    expect(adjusted).toBe(true);
    // Oracle, independent of Higham's projections: by the triple's symmetry (swap churn and fixed costs)
    // the nearest matrix has entries (x, x, y); a 3×3 correlation matrix is PSD iff
    // det = (1 − y)(1 + y − 2x²) ≥ 0, so on the boundary y = 2x² − 1 and the squared distance counted
    // over the off-diagonal pairs, both triangles, is 2·[2(x − 0.9)² + (y + 0.9)²]. Golden-section search on x.
    const f = (x: number) => 2 * (x - 0.9) ** 2 + (2 * x * x - 1 + 0.9) ** 2;
    let [lo, hi] = [0, 1];
    const g = (Math.sqrt(5) - 1) / 2;
    for (let i = 0; i < 200; i++) {
      const m1 = hi - g * (hi - lo);
      const m2 = lo + g * (hi - lo);
      if (f(m1) < f(m2)) hi = m2;
      else lo = m1;
    }
    const x = (lo + hi) / 2;
    const y = 2 * x * x - 1;
    // Tolerance 1e−4: Higham's alternating projections stop at a finite tolerance (nearest-correlation.ts).
    expect(pairs[0]!.used).toBeCloseTo(x, 4);
    expect(pairs[1]!.used).toBeCloseTo(x, 4);
    expect(pairs[2]!.used).toBeCloseTo(y, 4);
    expect(matrix[0]![0]).toBe(1);
    expect(out.applied.maxChange).toBeCloseTo(Math.max(Math.abs(x - 0.9), Math.abs(y + 0.9)), 4);
  });

  it('refuses invalid pairs as problems naming correlations.<index>.<part>', () => {
    const out = appliedCorrelation(plan.drivers, [{ a: 'pricePerUnit', b: 'unitsYear1', rho: 0.5 }]);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.problems.map((p) => p.field)).toEqual(['correlations.0.b']);
  });
});

describe('runEvaluation with correlations', () => {
  it('records the pairs and matrix used; the nearest-matrix warning; without pairs, nothing', () => {
    const plain = runEvaluation(input(undefined), { iterations: 4_096, seed: 3 });
    expect(plain.ok && plain.result.simulation?.rankCorrelation).toBeUndefined();
    const run = runEvaluation(input(triple), { iterations: 4_096, seed: 3 });
    if (!run.ok) throw new Error('refused');
    const sim = run.result.simulation!;
    expect(sim.rankCorrelation?.adjusted).toBe(true);
    expect(sim.correlationWarning?.used).toEqual(sim.rankCorrelation?.matrix);
    expect(sim.npv.summary!.mean).not.toBe(plain.ok && plain.result.simulation!.npv.summary!.mean);
  });

  it('the same result when the blocks are computed in chunks and merged (the server’s threads, ADR 0050)', () => {
    const i = input(triple);
    const options = { iterations: 3 * 4_096, seed: 9 };
    const rankCorrelation = rankCorrelationOf(i);
    expect(rankCorrelation).toBeDefined();
    const chunks: PlanChunk[] = [];
    for (const r of splitBlocks(planBlockCount(options.iterations), 2)) {
      const c = simulatePlanChunk(plan, { ...options, rankCorrelation: rankCorrelation! }, r.firstBlock, r.blockCount);
      if (!c.ok) throw new Error('refused');
      chunks.push(c.chunk);
    }
    const merged = mergePlanChunks(chunks, {
      blocks: 3,
      iterations: options.iterations,
      uncertainDrivers: ['pricePerUnit', 'churnRate', 'fixedCosts', 'taxRate'],
      sampling: 'random',
      convergence: null,
    });
    const whole = runEvaluation(i, options);
    const parts = runEvaluation(i, options, merged);
    expect(parts).toEqual(whole);
  });

  it('refuses pairs that cannot apply (a driver that lost its distribution)', () => {
    const run = runEvaluation(input([{ a: 'pricePerUnit', b: 'grossMargin', rho: 0.5 }]), { iterations: 1_000, seed: 1 });
    expect(!run.ok && run.problems[0]!.field).toBe('correlations.0.b');
  });
});
