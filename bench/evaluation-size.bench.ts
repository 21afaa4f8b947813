// Evaluation size vs wall time (issue 29, ADR 0058): where a synchronous POST …/evaluations stops being
// "a couple of seconds" on this machine, so larger runs become jobs the browser follows. The engine on
// the server's own CPU pool (evaluateOnPool, the pool sized as the app sizes it: one thread per core but
// one), the software industry's starting plan (as bench/evaluation.bench.ts), fixed iterations and
// convergence's maxIterations (a 0.1 % tolerance, so the run goes to its ceiling), then the same 1,000,000
// draws followed in rounds (the job path) for the cost of the rounds. Median of 3 (1 run past 400,000).
import { loadavg } from 'node:os';
import type { EvaluationInput, EvaluationOptions } from '../src/domain/evaluation/index.ts';
import { cpuWorkers, WorkerPool } from '../src/server/lib/worker-pool.ts';
import { evaluateOnPool, type FollowedRun } from '../src/server/workers/parallel-evaluation.ts';
import { defaultAssumptionsFor } from '../src/server/industries.ts';
import { EVALUATION_JOB_THRESHOLD } from '../src/contract/evaluation-runs.ts';

const pool = new WorkerPool(new URL('../src/server/workers/cpu.worker.ts', import.meta.url), cpuWorkers(), 0);
const input: EvaluationInput = {
  assumptions: defaultAssumptionsFor('62.01', { estimatedBudget: 500_000 }),
  market: {},
  revenueModel: null,
  compliance: { answers: {} },
};

async function wall(options: EvaluationOptions, follow?: FollowedRun): Promise<number> {
  const started = performance.now();
  const out = await evaluateOnPool(pool, input, options, 'bench', pool.size, follow);
  if (!out.ok) throw new Error(`refused: ${JSON.stringify(out.problems)}`);
  return performance.now() - started;
}
async function median(options: EvaluationOptions, reps: number, follow?: FollowedRun): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < reps; i += 1) times.push(await wall(options, follow));
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

console.log(
  `pool threads ${pool.size}, load average before ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await wall({ iterations: 20_000, seed: 1 }); // warm the worker (module load, JIT)
const rows: Array<[string, number, number]> = [];
for (const n of [50_000, 100_000, 200_000, 400_000, 1_000_000]) {
  rows.push(['iterations', n, await median({ iterations: n, seed: 1 }, n > 400_000 ? 1 : 3)]);
}
for (const n of [200_000, 1_000_000]) {
  rows.push([
    'convergence maxIterations',
    n,
    await median({ iterations: 10_000, seed: 1, convergence: { tolerance: 0.001, maxIterations: n } }, n > 400_000 ? 1 : 3),
  ]);
}
let reports = 0;
const follow: FollowedRun = { signal: new AbortController().signal, onProgress: () => void (reports += 1) };
rows.push(['iterations, followed in rounds (job path)', 1_000_000, await median({ iterations: 1_000_000, seed: 1 }, 1, follow)]);

console.log('| run | draws | wall time | ms per 10,000 draws |');
console.log('|---|---|---|---|');
for (const [kind, n, ms] of rows)
  console.log(`| ${kind} | ${n.toLocaleString('en')} | ${Math.round(ms).toLocaleString('en')} ms | ${((ms / n) * 10_000).toFixed(0)} |`);
const fixed = rows.filter((r) => r[0] === 'iterations');
const over = fixed.find((r) => r[2] > 2_000);
console.log(`progress reports in the followed 1,000,000-draw run: ${reports}`);
console.log(
  `first fixed size over 2 s: ${over ? over[1].toLocaleString('en') : 'none'}; threshold in the contract: ${EVALUATION_JOB_THRESHOLD.toLocaleString('en')}`,
);
console.log(
  `load average after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await pool.close();
