import { afterAll, describe, expect, it } from 'vitest';
import { evaluationOfRecord, type EvaluationInput, type EvaluationOptions } from '../../domain/evaluation/index.ts';
import { simplePlan } from '../../domain/finance/plan-fixtures.ts';
import { WorkerPool } from '../lib/worker-pool.ts';
import { evaluateOnPool } from './parallel-evaluation.ts';

// Issue 29, "Monte Carlo on every core": one evaluation split across 1, 2 or 4 real worker threads
// gives the same stored result, bit for bit (toEqual on every statistic and histogram). Oracle: the
// single-thread evaluation of record the browser's preview also runs (evaluationOfRecord).
const pools = [1, 2, 4].map((n) => new WorkerPool(new URL('./cpu.worker.ts', import.meta.url), n, 0));
afterAll(async () => Promise.all(pools.map((p) => p.close())));

const input: EvaluationInput = {
  assumptions: simplePlan({
    pricePerUnit: { value: 10, dist: { type: 'triangular', min: 7, mode: 10, max: 14 } },
    fixedCosts: { value: 100, dist: { type: 'pert', min: 80, mode: 100, max: 160 } },
    churnRate: { value: 0.2, dist: { type: 'uniform', min: 0.05, max: 0.4 } },
  }),
  market: { tamEur: 5e8 },
  revenueModel: 'recurring',
  compliance: { answers: {} },
};

async function onEveryPool(options: EvaluationOptions) {
  const out = await Promise.all(pools.map((pool) => evaluateOnPool(pool, input, options, 'u')));
  return out.map((r) => {
    if (!r.ok) throw new Error('refused');
    return r.result;
  });
}

describe('an evaluation on 1, 2 and 4 threads', () => {
  for (const sampling of ['random', 'lhs'] as const) {
    it(`${sampling}: the same result whatever the thread count, and the same as one thread without the split`, async () => {
      const options: EvaluationOptions = { iterations: 50_000, seed: 11, sampling };
      const [one, two, four] = await onEveryPool(options);
      expect(two).toEqual(one);
      expect(four).toEqual(one);
      const direct = evaluationOfRecord(input, options);
      if (!direct.ok) throw new Error('refused');
      expect(four).toEqual(direct.result);
      expect(four!.simulation!.sampling).toBe(sampling);
      expect(four!.simulation!.npv.summary!.histogram.counts.reduce((a: number, b: number) => a + b, 0)).toBe(50_000);
    }, 60_000);
  }

  it('with a convergence stop: the same stopping point and statistics on 1, 2 and 4 threads', async () => {
    const options: EvaluationOptions = { iterations: 0, seed: 5, convergence: { tolerance: 0.01, maxIterations: 200_000 } };
    const [one, two, four] = await onEveryPool(options);
    expect(two).toEqual(one);
    expect(four).toEqual(one);
    const direct = evaluationOfRecord(input, options);
    if (!direct.ok) throw new Error('refused');
    expect(four).toEqual(direct.result);
    const report = four!.simulation!.convergence!;
    expect(report.converged).toBe(true);
    expect(report.iterationsUsed).toBeLessThan(200_000);
    expect(four!.simulation!.iterations).toBe(report.iterationsUsed);
  }, 60_000);
});

// ADR 0058: a followed run (the job path) goes in rounds of about a twentieth of its blocks, reports the
// blocks done after each, and stops between rounds once aborted. Oracle: the evaluation of record computed
// directly (evaluationOfRecord), as above: the rounds change how blocks are grouped, never the result.
describe('a followed run (progress and cancel)', () => {
  const follow = (seen: Array<[number, number]>, signal = new AbortController().signal) => ({
    signal,
    onProgress: (done: number, total: number) => void seen.push([done, total]),
  });

  for (const options of [
    { iterations: 60_000, seed: 13 },
    { iterations: 0, seed: 5, convergence: { tolerance: 0.01, maxIterations: 200_000 } },
  ] satisfies EvaluationOptions[]) {
    it(`${options.convergence ? 'convergence' : 'fixed'}: the same result as unfollowed on 1 and 2 threads, progress rising to the end`, async () => {
      const direct = evaluationOfRecord(input, options);
      if (!direct.ok) throw new Error('refused');
      for (const pool of pools.slice(0, 2)) {
        const seen: Array<[number, number]> = [];
        const out = await evaluateOnPool(pool, input, options, 'u', pool.size, follow(seen));
        if (!out.ok) throw new Error('refused');
        expect(out.result).toEqual(direct.result);
        expect(seen.length).toBeGreaterThan(1);
        const shares = seen.map(([d, t]) => d / t);
        expect(shares).toEqual([...shares].sort((a, b) => a - b));
        expect(shares.at(-1)).toBe(1);
      }
    }, 60_000);
  }

  it('an abort stops it between rounds: the run rejects and computes no further round', async () => {
    const controller = new AbortController();
    const seen: Array<[number, number]> = [];
    const run = evaluateOnPool(pools[0]!, input, { iterations: 400_000, seed: 1 }, 'u', 1, {
      signal: controller.signal,
      onProgress: (done, total) => {
        seen.push([done, total]);
        if (seen.length === 2) controller.abort(new Error('cancelled'));
      },
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(seen).toHaveLength(2);
    expect(seen[1]![0]).toBeLessThan(seen[1]![1]);
  }, 60_000);
});
