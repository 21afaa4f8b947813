// Heavy work of one user against everyone else (issue 30, "No user stalls everyone"). The real server
// runs in its own process, on a fresh PostgreSQL database and on the embedded default (temp DATA_DIR,
// SEED_DEMO=false). User A is the heavy one; user B reads. For each scenario, in the same run:
// /api/health p99 and B's GET /api/projects p99, idle and while A's 10 callers run
//   (a) sealing evaluation reports (past the rate limit: the callers do not stop at 20),
//   (b) 5,000-row portfolio imports (CSV, JSON body),
//   (c) 10,000-iteration evaluations,
// then the ratios and the goals (health p99 < 200 ms, B's reads p99 < 500 ms).
// Env: BENCH_ROOT (a checkout to run the server from, e.g. an older commit's; default this one),
// BENCH_SCENARIO_SECONDS (default 12), BENCH_DB=pg|pglite|both (default both), BENCH_SCENARIOS=seal,import,evaluate,
// BENCH_NODE_ARGS (flags for the server's node, e.g. --cpu-prof).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Api, heavy, holdingsCsv, probe, settle, sleep, startServer, stopServer } from './load-heavy/support.ts';

const ROOT = resolve(process.env.BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const SECONDS = Number(process.env.BENCH_SCENARIO_SECONDS ?? 12);
const IDLE_SECONDS = 5;
const CALLERS = 10;
const DBS = (process.env.BENCH_DB ?? 'both').split(',');
const WANTED = (process.env.BENCH_SCENARIOS ?? 'seal,import,evaluate').split(',');
const GOAL = { health: 200, reads: 500 };

const csv = holdingsCsv(5_000);
const csvBase64 = Buffer.from(csv).toString('base64');

interface Setup {
  a: Api;
  b: Api;
  projectA: string;
  portfolios: string[];
}

async function setup(base: string): Promise<Setup> {
  const a = await Api.register(base, 'heavy');
  const b = await Api.register(base, 'reader');
  const project = { industry: '62.01', targetMarket: 'EU SMEs', estimatedBudget: 250_000, country: 'IT' };
  const { id: projectA } = await a.ok<{ id: string }>('POST', '/api/projects', { title: 'Heavy project', ...project });
  await b.ok('POST', '/api/projects', { title: 'Reader project', ...project });
  // The report needs a stored evaluation; done once, before the limits' windows matter.
  await a.ok('POST', `/api/projects/${projectA}/evaluations`, { iterations: 1_000 });
  const portfolios: string[] = [];
  for (let i = 0; i < CALLERS; i += 1)
    portfolios.push((await a.ok<{ id: string }>('POST', '/api/portfolios', { name: `Imports ${i + 1}` })).id);
  return { a, b, projectA, portfolios };
}

const SCENARIOS: Record<string, { label: string; call: (s: Setup, i: number, signal: AbortSignal) => ReturnType<Api['call']> }> = {
  seal: {
    label: '(a) 10 callers sealing reports',
    call: (s, _i, signal) => s.a.call('POST', `/api/projects/${s.projectA}/reports`, { kind: 'evaluation', language: 'en' }, signal),
  },
  import: {
    label: '(b) 10 callers importing 5,000 rows',
    call: (s, i, signal) =>
      s.a.call('POST', `/api/portfolios/${s.portfolios[i]}/import`, { filename: 'holdings.csv', contentBase64: csvBase64 }, signal),
  },
  evaluate: {
    label: '(c) 10 callers running 10k-iteration evaluations',
    call: (s, _i, signal) => s.a.call('POST', `/api/projects/${s.projectA}/evaluations`, { iterations: 10_000 }, signal),
  },
};

type Figures = Awaited<ReturnType<ReturnType<typeof probe>['stop']>>;
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
const line = (name: string, idle: Figures, busy: Figures, goal: number) =>
  `    ${name.padEnd(22)} idle p99 ${ms(idle.p99).padStart(8)}  under load p99 ${ms(busy.p99).padStart(9)} (p50 ${ms(busy.p50)}, max ${ms(busy.max)}, n ${busy.n}, errors ${busy.errors})  ratio ${(busy.p99 / Math.max(1, idle.p99)).toFixed(1)}×  goal < ${goal} ms: ${busy.p99 < goal && busy.errors === 0 ? 'MET' : 'NOT MET'}`;

async function run(label: string, env: Record<string, string>, port: number) {
  const server = await startServer(ROOT, env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const s = await setup(base);
    console.log(`\n${label} (server from ${ROOT})`);
    for (const name of WANTED) {
      const scenario = SCENARIOS[name];
      if (!scenario) continue;
      await settle(base);
      const idleHealth = probe(base, '/api/health', '');
      const idleReads = probe(base, '/api/projects', s.b.cookie);
      await sleep(IDLE_SECONDS * 1000);
      const idle = { health: await idleHealth.stop(), reads: await idleReads.stop() };
      const busyHealth = probe(base, '/api/health', '');
      const busyReads = probe(base, '/api/projects', s.b.cookie);
      const t0 = performance.now();
      const out = await heavy(CALLERS, SECONDS, (i, signal) => scenario.call(s, i, signal));
      const took = (performance.now() - t0) / 1000;
      const busy = { health: await busyHealth.stop(), reads: await busyReads.stop() };
      console.log(
        `  ${scenario.label}: ${SECONDS} s of calls, all answered after ${took.toFixed(1)} s${out.drained ? '' : ' (aborted: still running)'}; answers ${JSON.stringify(out.statuses)}${out.retryAfter.length ? `, Retry-After ${out.retryAfter.join('/')} s` : ''}`,
      );
      console.log(line('GET /api/health', idle.health, busy.health, GOAL.health));
      console.log(line("B's GET /api/projects", idle.reads, busy.reads, GOAL.reads));
    }
    const versions = await s.a.ok<unknown[]>('GET', `/api/projects/${s.projectA}/evaluations`);
    console.log(`  A's project holds ${versions.length} evaluation versions at the end`);
  } finally {
    await stopServer(server);
  }
}

if (DBS.includes('both') || DBS.includes('pg')) {
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  const name = `cr_bench_heavy_${Date.now()}`;
  if (
    await admin.connect().then(
      () => true,
      () => false,
    )
  ) {
    await admin.query(`create database "${name}"`);
    try {
      await run('PostgreSQL', { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` }, 3711);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else console.log('\nPostgreSQL not reachable: skipped');
}
if (DBS.includes('both') || DBS.includes('pglite')) {
  const dir = mkdtempSync(join(tmpdir(), 'cr-bench-heavy-'));
  try {
    await run('embedded PGlite', { DATA_DIR: dir, DATABASE_URL: '' }, 3712);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
