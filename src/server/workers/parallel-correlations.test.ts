import { afterAll, describe, expect, it } from 'vitest';
import { evaluationOfRecord, type EvaluationInput } from '../../domain/evaluation/index.ts';
import { simplePlan } from '../../domain/finance/plan-fixtures.ts';
import { WorkerPool } from '../lib/worker-pool.ts';
import { evaluateOnPool } from './parallel-evaluation.ts';

// ADR 0059: an evaluation with rank correlations split across real worker threads (ADR 0050) applies
// them in every chunk and records the same pairs, matrix and warning. Oracle: the single-thread
// evaluation of record (the browser's preview); and the same run without correlations, which must differ.
const pools = [1, 2].map((n) => new WorkerPool(new URL('./cpu.worker.ts', import.meta.url), n, 0));
afterAll(async () => Promise.all(pools.map((p) => p.close())));

const base: EvaluationInput = {
  assumptions: simplePlan({
    pricePerUnit: { value: 10, dist: { type: 'triangular', min: 7, mode: 10, max: 14 } },
    fixedCosts: { value: 100, dist: { type: 'pert', min: 80, mode: 100, max: 160 } },
    churnRate: { value: 0.2, dist: { type: 'uniform', min: 0.05, max: 0.4 } },
  }),
  market: { tamEur: 5e8 },
  revenueModel: 'recurring',
  compliance: { answers: {} },
};
const input: EvaluationInput = {
  ...base,
  correlations: [
    { a: 'pricePerUnit', b: 'churnRate', rho: 0.9 },
    { a: 'pricePerUnit', b: 'fixedCosts', rho: 0.9 },
    { a: 'churnRate', b: 'fixedCosts', rho: -0.9 },
  ],
};

describe('rank correlations on 1 and 2 threads', () => {
  it('the same stored result as one thread without the split, with the nearest-matrix warning', async () => {
    const options = { iterations: 20_000, seed: 3 };
    const [one, two] = await Promise.all(pools.map((pool) => evaluateOnPool(pool, input, options, 'u')));
    if (!one?.ok || !two?.ok) throw new Error('refused');
    expect(two.result).toEqual(one.result);
    const direct = evaluationOfRecord(input, options);
    if (!direct.ok) throw new Error('refused');
    expect(two.result).toEqual(direct.result);
    expect(two.result.simulation?.correlationWarning?.code).toBe('nearest-correlation');
    const independent = evaluationOfRecord(base, options);
    expect(independent.ok && independent.result.simulation?.npv.summary).not.toEqual(two.result.simulation?.npv.summary);
  }, 60_000);
});
