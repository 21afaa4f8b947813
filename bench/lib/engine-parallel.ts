// Parts of bench/engine.bench.ts (issue 29): Monte Carlo NPV on worker threads, Latin Hypercube's cost,
// and the convergence stop's iterations on the sample projects.
import { Worker } from 'node:worker_threads';
import { mergeStats, npvBlockCount, simulateNpv, simulatePlan } from '../../src/domain/finance/index.ts';
import type { NpvChunk, NpvModel, NpvSimulation, SimulationOptions } from '../../src/domain/finance/index.ts';
import { checkpointBlocks, meanPrecision, replicatedMeanPrecision } from '../../src/domain/finance/montecarlo/convergence.ts';
import { momentsOf } from '../../src/domain/finance/montecarlo/stats.ts';
import { PLAN_BLOCK } from '../../src/domain/finance/plan-chunk.ts';
import { SAMPLE_PROJECTS } from '../../src/server/db/seed-demo/accounts-projects.ts';
import { SAMPLE_REVISIONS, SAMPLE_SEED, sampleInputs } from '../../src/server/db/seed-demo/evaluations.ts';
import { defaultAssumptionsFor } from '../../src/server/industries.ts';

/** Threads that compute a run's blocks, split evenly, merged with mergeStats (bit-identical to one thread). */
export class NpvThreads {
  #workers: Worker[];
  constructor(n: number) {
    this.#workers = Array.from({ length: n }, () => new Worker(new URL('./npv-chunk-worker.ts', import.meta.url)));
  }
  async run(model: NpvModel, options: SimulationOptions): Promise<NpvSimulation> {
    const blocks = npvBlockCount(options.iterations);
    const n = this.#workers.length;
    let first = 0;
    const jobs = this.#workers.map((w, i) => {
      const count = Math.floor(blocks / n) + (i < blocks % n ? 1 : 0);
      const range = { firstBlock: first, blockCount: count };
      first += count;
      return new Promise<NpvChunk>((resolve) => {
        w.once('message', resolve);
        w.postMessage({ model, options, range });
      });
    });
    return mergeStats(await Promise.all(jobs), options);
  }
  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}

/** Best-of-3 iterations per second of `f` running `iterations` iterations. */
export async function bestRate(iterations: number, f: (rep: number) => unknown): Promise<number> {
  let best = 0;
  for (let rep = 0; rep < 3; rep++) {
    const t0 = performance.now();
    await f(rep);
    best = Math.max(best, iterations / ((performance.now() - t0) / 1_000));
  }
  return best;
}

/** Milliseconds of wall time and of this process's CPU time (user + system) that `f` takes. */
export function timed(f: () => unknown): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1_000 };
}

/**
 * LHS ÷ plain time for the same model and iterations, best of 3 each, interleaved; wall time and
 * CPU time (the cost, which on a loaded machine the wall time hides under waiting for a core).
 */
export function lhsCost(model: NpvModel, iterations: number): { plain: number; lhs: number; plainCpu: number; lhsCpu: number } {
  simulateNpv(model, { iterations: 200_000, seed: 1, sampling: 'lhs' });
  let plain = Infinity;
  let lhs = Infinity;
  let plainCpu = Infinity;
  let lhsCpu = Infinity;
  for (let rep = 0; rep < 3; rep++) {
    const p = timed(() => simulateNpv(model, { iterations, seed: 42 + rep }));
    plain = Math.min(plain, p.wall);
    plainCpu = Math.min(plainCpu, p.cpu);
    const l = timed(() => simulateNpv(model, { iterations, seed: 42 + rep, sampling: 'lhs' }));
    lhs = Math.min(lhs, l.wall);
    lhsCpu = Math.min(lhsCpu, l.cpu);
  }
  return { plain, lhs, plainCpu, lhsCpu };
}

/** Mean-only stop of a fixed run's samples: the first checkpoint where the mean's 95 % half-width is within 1 %. */
function meanOnlyStop(samples: { iteration: Uint32Array; npv: Float64Array }, replicated: boolean): number {
  const blocks = Math.ceil(100_000 / PLAN_BLOCK);
  // per block: valid count and mean (LHS: each block an independent replicate)
  const counts = new Float64Array(blocks);
  const sums = new Float64Array(blocks);
  for (let i = 0; i < samples.npv.length; i++) {
    const b = Math.floor(samples.iteration[i]! / PLAN_BLOCK);
    counts[b]! += 1;
    sums[b]! += samples.npv[i]!;
  }
  const means = sums.map((s, b) => (counts[b]! > 0 ? s / counts[b]! : 0));
  for (const b of checkpointBlocks(blocks)) {
    const upTo = samples.iteration.findIndex((it) => it >= b * PLAN_BLOCK);
    const n = upTo < 0 ? samples.npv.length : upTo;
    const precision = replicated ? replicatedMeanPrecision(counts, means, b) : meanPrecision(momentsOf(samples.npv, n));
    if (precision <= 0.01) return Math.min(100_000, b * PLAN_BLOCK);
  }
  return 100_000;
}

export interface ConvergenceFigures {
  readonly meanOnly: number;
  readonly full: number;
  readonly converged: boolean;
  readonly fixedMs: number;
  readonly fullMs: number;
}

/**
 * The sample projects' latest inputs (the demo's last revision of each), as seeded: for each, plain
 * and Latin Hypercube, the iterations a convergence stop at 1 % uses (mean only: the first
 * checkpoint where the mean's 95 % half-width is within 1 % — i.i.d. for plain, batch means over
 * the blocks as replicates for LHS; the product's criterion: mean, P10 and P90), against 100,000 fixed.
 */
export function convergenceOnSamples(): { title: string; random: ConvergenceFigures; lhs: ConvergenceFigures }[] {
  const out = [];
  for (const p of SAMPLE_PROJECTS) {
    const revisions = SAMPLE_REVISIONS[p.industry];
    if (!revisions) continue;
    const base = defaultAssumptionsFor(p.industry, { estimatedBudget: p.estimatedBudget, horizonYears: p.horizonYears });
    const inputs = sampleInputs(base, revisions[revisions.length - 1]!);
    const assumptions = inputs.assumptions as Parameters<typeof simulatePlan>[0];
    const figures = (sampling: 'random' | 'lhs'): ConvergenceFigures | null => {
      let t0 = performance.now();
      const fixed = simulatePlan(assumptions, { iterations: 100_000, seed: SAMPLE_SEED, sampling, keepSamples: true });
      const fixedMs = performance.now() - t0;
      if (!fixed.ok) return null;
      const meanOnly = meanOnlyStop(fixed.simulation.samples!, sampling === 'lhs');
      t0 = performance.now();
      const conv = simulatePlan(assumptions, {
        iterations: 1,
        seed: SAMPLE_SEED,
        sampling,
        convergence: { tolerance: 0.01, maxIterations: 100_000 },
      });
      const fullMs = performance.now() - t0;
      if (!conv.ok) return null;
      const report = conv.simulation.convergence!;
      return { meanOnly, full: report.iterationsUsed, converged: report.converged, fixedMs, fullMs };
    };
    const random = figures('random');
    const lhs = figures('lhs');
    if (random && lhs) out.push({ title: p.title, random, lhs });
  }
  return out;
}
