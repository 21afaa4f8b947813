// Portfolio Monte Carlo (issue 29, ADR 0061): a 500-project portfolio's Monte Carlo summary, goal < 10 s
// with two workers. The whole path runs: POST /api/portfolios/:id/monte-carlo (access, the latest
// evaluation version of each project), the job (saved inputs read, the projects in chunks on the CPU
// pool with TWO threads — engineWorkers: 2 — progress written, the result stored), timed from the POST to
// the stored result. Baselines in the same run: the same 500 projects' draws computed one after another on
// this thread (the sum of the per-project run times), and the evaluation engine's full simulation
// (simulatePlanChunk: every metric) of each, one after another. PostgreSQL; a database of its own, dropped after.
import { execSync } from 'node:child_process';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { evaluations, portfolioHoldings, portfolios, projects, users, workspaceMembers } from '../src/server/db/schema/index.ts';
import { simplePlan } from '../src/domain/finance/plan-fixtures.ts';
import { PORTFOLIO_MC_ITERATIONS, projectSeed, simulateProjectNpv } from '../src/domain/portfolio/index.ts';
import { simulatePlanChunk } from '../src/domain/finance/index.ts';
import { eq } from 'drizzle-orm';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 500);
const THREADS = 2;
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: pgUrl });
const name = `cr_bench_pmc_${Date.now()}`;
await admin.connect();
await admin.query(`create database "${name}"`);

/** A plan per project: four uncertain drivers (price, units, fixed costs, initial investment), varied by project. */
const planOf = (i: number) => {
  const k = 1 + (i % 17) / 10;
  return {
    ...simplePlan({
      unitsYear1: { value: 100 * k, dist: { type: 'triangular', min: 70 * k, mode: 100 * k, max: 140 * k } },
      pricePerUnit: { value: 10, dist: { type: 'pert', min: 7, mode: 10, max: 14 } },
      fixedCosts: { value: 200 * k, dist: { type: 'normal', mean: 200 * k, sd: 20 * k } },
      initialInvestment: { value: 600 * k, dist: { type: 'uniform', min: 500 * k, max: 750 * k } },
      taxRate: { value: 0.24 },
    }),
    horizonYears: 5,
  };
};

const config = loadConfig({
  PUBLIC_URL: 'http://localhost:3000',
  DATABASE_URL: pgUrl.replace(/\/[^/]*$/, `/${name}`),
  AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'warn',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false, engineWorkers: THREADS, jobPollMs: 0 });
try {
  const origin = { origin: 'http://localhost:3000' };
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: origin,
    payload: { email: 'bench@example.com', password: 'benchmark passphrase', username: 'Bench', role: 'investor' },
  });
  const cookie = String(reg.headers['set-cookie']).split(';')[0]!;
  const [user] = await database.db.select().from(users).where(eq(users.email, 'bench@example.com'));
  // 500 projects of the investor's own workspace, each with a saved evaluation (inputs only matter here).
  const [ws] = await database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user!.id));
  const rows = await database.db
    .insert(projects)
    .values(
      Array.from({ length: PROJECTS }, (_, i) => ({
        title: `Bench ${i}`,
        industry: '62.01',
        targetMarket: 'EU',
        estimatedBudget: 500_000,
        ownerId: user!.id,
        workspaceId: ws!.workspaceId,
      })),
    )
    .returning({ id: projects.id });
  const plans = rows.map((_, i) => planOf(i));
  await database.db.insert(evaluations).values(
    rows.map((r, i) => ({
      projectId: r.id,
      version: 1,
      createdBy: user!.id,
      methodologyVersion: 'cr-v1',
      engineVersion: 'bench',
      seed: 1,
      iterations: 10_000,
      input: { assumptions: plans[i], market: {}, revenueModel: null, compliance: { answers: {} } },
      result: {},
      scoreTotal: 50,
      npv: 0,
    })),
  );
  const [pf] = await database.db.insert(portfolios).values({ ownerId: user!.id, name: 'Bench 500' }).returning();
  await database.db
    .insert(portfolioHoldings)
    .values(
      rows.map((r, i) => ({ portfolioId: pf!.id, source: 'project' as const, projectId: r.id, name: `Bench ${i}`, invested: 100 + i })),
    );

  // Warm-up: both pool threads started and compiled (one whole run), not timed.
  const runOnce = async () => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${pf!.id}/monte-carlo`,
      headers: { ...origin, cookie },
      payload: { seed: 7 },
    });
    if (res.statusCode !== 202) throw new Error(`POST: ${res.statusCode} ${res.body}`);
    await app.jobs.drain();
    const state = (
      await app.inject({ method: 'GET', url: `/api/portfolios/${pf!.id}/monte-carlo`, headers: { ...origin, cookie } })
    ).json();
    if (state.latest?.status !== 'done') throw new Error(`run: ${JSON.stringify(state.latest).slice(0, 300)}`);
    return { ms: performance.now() - t0, run: state.latest };
  };
  await runOnce();
  const measured = [];
  for (let i = 0; i < 3; i++) measured.push(await runOnce());
  const wall = measured.map((m) => m.ms).sort((a, b) => a - b);
  const run = measured[0]!.run;

  const t1 = performance.now();
  for (let i = 0; i < rows.length; i++) simulateProjectNpv(plans[i]!, rows[i]!.id, 7, PORTFOLIO_MC_ITERATIONS);
  const sequential = performance.now() - t1;
  // The evaluation engine's own simulation of each project (all metrics: IRR, paybacks, DSCR), one after another.
  const t2 = performance.now();
  for (let i = 0; i < rows.length; i++)
    simulatePlanChunk(plans[i]!, { iterations: PORTFOLIO_MC_ITERATIONS, seed: projectSeed(7, rows[i]!.id) }, 0, 1);
  const fullEngine = performance.now() - t2;

  const load = execSync('uptime').toString().trim();
  console.log(`portfolio Monte Carlo: ${PROJECTS} projects × ${PORTFOLIO_MC_ITERATIONS} iterations, pool of ${THREADS} threads`);
  console.log(
    `  POST → stored result: median ${(wall[1]! / 1000).toFixed(2)} s (runs ${wall.map((w) => (w / 1000).toFixed(2)).join(', ')} s), goal < 10 s`,
  );
  console.log(`  of which the job's simulation (durationMs): ${(run.durationMs / 1000).toFixed(2)} s`);
  console.log(`  baseline, the same projects one after another on one thread: ${(sequential / 1000).toFixed(2)} s`);
  console.log(`  speed-up over the baseline: ${(sequential / wall[1]!).toFixed(2)}×`);
  console.log(
    `  the evaluation engine's full simulation (all metrics) of the same projects on one thread: ${(fullEngine / 1000).toFixed(2)} s (${(fullEngine / wall[1]!).toFixed(2)}× the run)`,
  );
  console.log(
    `  included ${run.summary.included}, left out ${run.leftOut.length}; mean ${run.summary.mean.toFixed(0)}, P5 ${run.summary.p5.toFixed(0)}`,
  );
  console.log(`  uptime: ${load}`);
  if (wall[1]! >= 10_000) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
