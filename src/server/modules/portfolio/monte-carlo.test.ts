import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evaluations, portfolioHoldings, projects, workspaceMembers } from '../../db/schema/index.ts';
import { runEvaluation } from '../../../domain/evaluation/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { simulateMcChunk, summarizeMc, type McHolding } from '../../../domain/portfolio/index.ts';
import { WorkerPool } from '../../lib/worker-pool.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { portfoliosOf } from '../privacy/repository.ts';
import { monteCarloJob, simulateOnPool } from './monte-carlo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url, cookie: who.cookie, payload });

const plan = (mu: number, sd: number) => simplePlan({ initialInvestment: { value: mu, dist: { type: 'normal', mean: mu, sd } } });

/** A project of the owner's own workspace, inserted directly (the free plan creates one project through the API). */
async function bareProject(owner: Person, title: string): Promise<string> {
  const [ws] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, owner.id));
  const [row] = await t.database.db
    .insert(projects)
    .values({
      title,
      industry: '62.01',
      targetMarket: 'Italian SMEs',
      estimatedBudget: 500_000,
      ownerId: owner.id,
      workspaceId: ws!.workspaceId,
    })
    .returning();
  return row!.id;
}

async function projectWithEvaluation(owner: Person, title: string, assumptions = plan(600, 40)): Promise<string> {
  const projectId = await bareProject(owner, title);
  const input = { assumptions, market: {}, revenueModel: null, compliance: { answers: {} } };
  const run = runEvaluation(input, { iterations: 500, seed: 1 });
  if (!run.ok) throw new Error('fixture plan refused');
  const result = JSON.parse(JSON.stringify(run.result));
  await t.database.db.insert(evaluations).values({
    projectId,
    version: 1,
    createdBy: owner.id,
    methodologyVersion: result.methodologyVersion,
    engineVersion: 'test',
    seed: 1,
    iterations: 500,
    input,
    result,
    scoreTotal: result.score.total,
    npv: result.plan.metrics.npv,
  });
  return projectId;
}

describe('a portfolio Monte Carlo through the API and the job queue', () => {
  it('queues a run for the owner only, computes it as a job, stores seed, versions, progress and result, and reproduces it', async () => {
    const owner = await signUp(t, 'proponent');
    const stranger = await signUp(t, 'investor');
    const a = await projectWithEvaluation(owner, 'Alpha', plan(600, 40));
    const b = await projectWithEvaluation(owner, 'Beta', plan(800, 100));
    const bare = await bareProject(owner, 'No evaluation');
    const id = (await call(owner, 'POST', '/api/portfolios', { name: 'Own book' })).json().id as string;
    for (const [projectId, amount] of [
      [a, 300],
      [b, 800],
      [bare, 100],
    ] as const)
      expect((await call(owner, 'POST', `/api/portfolios/${id}/holdings`, { projectId, amount })).statusCode).toBe(201);
    const unfunded = await projectWithEvaluation(owner, 'Followed');
    await call(owner, 'POST', `/api/portfolios/${id}/holdings`, { projectId: unfunded });
    await t.database.db.insert(portfolioHoldings).values({ portfolioId: id, source: 'import', name: 'Spreadsheet row', invested: 5 });

    for (const method of ['GET', 'POST'] as const) {
      const res = await call(stranger, method, `/api/portfolios/${id}/monte-carlo`, method === 'POST' ? {} : undefined);
      expect([res.statusCode, res.json().code]).toEqual([404, 'PORTFOLIO_NOT_FOUND']);
    }
    expect((await call(owner, 'GET', `/api/portfolios/${id}/monte-carlo`)).json()).toEqual({ latest: null, inProgress: null });

    const queued = await call(owner, 'POST', `/api/portfolios/${id}/monte-carlo`, { seed: 99 });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', seed: 99, projectsTotal: 2, projectsDone: 0, summary: null });
    // A second click while it waits answers the same run.
    expect((await call(owner, 'POST', `/api/portfolios/${id}/monte-carlo`, {})).json().id).toBe(queued.json().id);
    expect((await call(owner, 'GET', `/api/portfolios/${id}/monte-carlo`)).json().inProgress.id).toBe(queued.json().id);

    await t.app.jobs.drain();
    const state = (await call(owner, 'GET', `/api/portfolios/${id}/monte-carlo`)).json();
    expect(state.inProgress).toBeNull();
    const run = state.latest;
    expect(run).toMatchObject({ id: queued.json().id, status: 'done', projectsDone: 2, seed: 99, iterations: 4_096, error: null });
    expect(run.included.map((i: { evaluationVersion: number; weight: number }) => [i.evaluationVersion, i.weight]).sort()).toEqual([
      [1, 0.5],
      [1, 1],
    ]);
    expect(run.leftOut.map((l: { reason: string }) => l.reason).sort()).toEqual(['no-amount', 'no-evaluation', 'no-project']);

    // Oracle: the domain function on one thread with the same plans, weights and seed.
    const holdings = (await call(owner, 'GET', `/api/portfolios/${id}`)).json().holdingList as {
      id: string;
      projectId: string;
      name: string;
    }[];
    const items: McHolding[] = [
      { holdingId: holdings.find((h) => h.projectId === a)!.id, projectId: a, name: 'Alpha', weight: 0.5, assumptions: plan(600, 40) },
      { holdingId: holdings.find((h) => h.projectId === b)!.id, projectId: b, name: 'Beta', weight: 1, assumptions: plan(800, 100) },
    ];
    const direct = summarizeMc(
      simulateMcChunk(items, 99, 4_096).map((d, i) => ({ holding: items[i]!, npv: d.ok ? d.npv : new Float64Array() })),
    );
    expect(run.summary.mean).toBe(direct.mean);
    expect(run.summary.p5).toBe(direct.p5);
    expect(run.summary.histogram).toEqual(direct.histogram);
    expect(run.summary.contributions.map((c: { projectId: string }) => c.projectId)).toEqual(direct.contributions.map((c) => c.projectId));

    // The same seed again: the same figures (a new run, dated anew).
    const again = await call(owner, 'POST', `/api/portfolios/${id}/monte-carlo`, { seed: 99 });
    await t.app.jobs.drain();
    const second = (await call(owner, 'GET', `/api/portfolios/${id}/monte-carlo`)).json().latest;
    expect(second.id).toBe(again.json().id);
    expect(second.summary).toEqual(run.summary);
    // Both runs are in the owner's personal-data export.
    const exported = await portfoliosOf(t.database.db, owner.id);
    expect(exported.portfolios.find((p) => p.id === id)!.monteCarloRuns.map((r) => r.seed)).toEqual([99, 99]);
  });
});

describe('a run whose job fails', () => {
  it('is stored as failed with the error once the job has used its attempts, and the card reads it as the latest', async () => {
    const owner = await signUp(t, 'investor');
    const id = (await call(owner, 'POST', '/api/portfolios', { name: 'Failing book' })).json().id as string;
    const run = (await call(owner, 'POST', `/api/portfolios/${id}/monte-carlo`, {})).json();
    const job = { payload: { runId: run.id, owner: owner.id } } as unknown as Parameters<ReturnType<typeof monteCarloJob>['onFailed']>[0];
    await monteCarloJob({ db: t.database.db, now: () => new Date(), cpu: null as never, jobs: t.app.jobs }).onFailed(
      job,
      new Error('pool closed'),
    );
    const state = (await call(owner, 'GET', `/api/portfolios/${id}/monte-carlo`)).json();
    expect(state.inProgress).toBeNull();
    expect(state.latest).toMatchObject({ id: run.id, status: 'failed', error: 'pool closed', summary: null });
  });
});

describe('the projects split across real worker threads', () => {
  const pools = [1, 2].map((n) => new WorkerPool(new URL('../../workers/cpu.worker.ts', import.meta.url), n, 0));
  afterAll(async () => Promise.all(pools.map((p) => p.close())));

  it('gives the same draws on 1 and 2 threads as on the event loop, and reports progress up to every project', async () => {
    const items = Array.from({ length: 23 }, (_, i) => ({
      projectId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      assumptions: plan(500 + 10 * i, 20 + i),
    }));
    const progress: number[] = [];
    const [one, two] = await Promise.all(
      pools.map((pool, k) =>
        simulateOnPool(pool, items, { seed: 5, iterations: 1_000, owner: 'u', onProgress: (d) => void (k === 1 && progress.push(d)) }),
      ),
    );
    expect(two).toEqual(one);
    expect(one).toEqual(simulateMcChunk(items, 5, 1_000));
    expect(progress.at(-1)).toBe(23);
    expect(progress.length).toBeGreaterThan(1);
  });
});
