import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { evaluationOfRecord, type EvaluationInput } from '../../../domain/evaluation/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { evaluations, jobs, projectGrants, projects, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { HEAVY_LIMITS } from '../rate-limit/index.ts';

// Issue 29 (ADR 0058): above the threshold (here 20,000 draws, EVALUATION_JOB_THRESHOLD) a run is a job the
// browser follows; at or below it, the synchronous 201 of before. The runner does not poll (jobPollMs 0):
// each test drains the queue itself, so what runs when is the test's to say.
const THRESHOLD = 20_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVALUATION_JOB_THRESHOLD: String(THRESHOLD) }, { jobPollMs: 0 });
});
afterAll(async () => t.close());

const inputs = {
  assumptions: simplePlan({
    unitsYear1: { value: 100, dist: { type: 'triangular', min: 60, mode: 100, max: 130 } },
    pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 2 } },
  }),
  market: { tamEur: 300_000_000 },
  revenueModel: 'recurring',
  complianceAnswers: {},
};
type Person = Awaited<ReturnType<typeof signUp>>;

async function projectOf(who: Person): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: who.cookie,
    payload: { title: 'Runs', industry: '62.01', targetMarket: 'EU', estimatedBudget: 500_000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const saved = await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: who.cookie, payload: inputs });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}
const post = (who: Person, id: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: who.cookie, payload: body });
const getRun = (who: Person, id: string, runId: string) =>
  t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-runs/${runId}`, cookie: who.cookie });
const cancel = (who: Person, id: string, runId: string) =>
  t.call({ method: 'POST', url: `/api/projects/${id}/evaluation-runs/${runId}/cancel`, cookie: who.cookie });
const versions = async (id: string) => t.database.db.select().from(evaluations).where(eq(evaluations.projectId, id));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drains in the background while the test polls the run; resolves with every progress the API showed. */
async function followWhileDraining(who: Person, id: string, runId: string, act?: (progress: number) => Promise<boolean>) {
  const drained = t.app.jobs.drain();
  const seen: number[] = [];
  let acted = false;
  for (let i = 0; i < 600; i += 1) {
    const run = (await getRun(who, id, runId)).json();
    seen.push(run.progress);
    if (act && !acted && run.status === 'running' && run.progress > 0) acted = await act(run.progress);
    if (!['queued', 'running'].includes(run.status)) break;
    await sleep(50);
  }
  await drained;
  return seen;
}

describe('large evaluations as jobs (ADR 0058)', () => {
  it('at the threshold the answer is the synchronous 201 with the stored version, as before', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const res = await post(u, id, { iterations: THRESHOLD, seed: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, iterations: THRESHOLD, seed: 5 });
    expect(res.headers.location).toBeUndefined();
  });

  it('above it: 202 with the job and its Location; the run shows progress moving, then done with the version, equal to the engine run directly', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const res = await post(u, id, { iterations: 160_000, seed: 7, note: 'big run' });
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().job;
    expect(job).toMatchObject({ projectId: id, status: 'queued', progress: 0, iterations: 160_000, version: null, error: null });
    expect(res.headers.location).toBe(`/api/projects/${id}/evaluation-runs/${job.id}`);
    const active = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-runs?active=1`, cookie: u.cookie });
    expect(active.json().map((r: { id: string }) => r.id)).toEqual([job.id]);
    expect(await versions(id)).toHaveLength(0);

    const seen = await followWhileDraining(u, id, job.id);
    const done = (await getRun(u, id, job.id)).json();
    expect(done).toMatchObject({ status: 'done', progress: 1, version: 1, error: null });
    // Progress moved: some value strictly between 0 and 1 was read, and it never went back.
    expect(
      seen.some((p) => p > 0 && p < 1),
      JSON.stringify(seen),
    ).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect((await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-runs?active=1`, cookie: u.cookie })).json()).toEqual([]);

    // Oracle: the evaluation of record computed directly by the engine for the same input, seed and
    // iterations (single thread, no rounds); the stored jsonb as JSON (NaN → null). Exact equality.
    const stored = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1`, cookie: u.cookie })).json();
    expect(stored).toMatchObject({ iterations: 160_000, seed: 7, note: 'big run' });
    const direct = evaluationOfRecord(stored.input as EvaluationInput, { iterations: 160_000, seed: 7, keepSamples: false });
    if (!direct.ok) throw new Error('refused');
    expect(stored.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project!.status).not.toBe('analyzing');
  });

  it('cancel stops a running run between rounds: no version stored, the status put back, a second cancel is 409', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const job = (await post(u, id, { iterations: 1_000_000, seed: 3 })).json().job;
    let cancelled: { statusCode: number; body: string } | null = null;
    const started = performance.now();
    await followWhileDraining(u, id, job.id, async () => {
      cancelled = await cancel(u, id, job.id);
      return true;
    });
    const tookMs = performance.now() - started;
    expect(cancelled!.statusCode, cancelled!.body).toBe(200);
    const after = (await getRun(u, id, job.id)).json();
    expect(after).toMatchObject({ status: 'cancelled', version: null });
    expect(after.progress).toBeLessThan(1);
    expect(await versions(id)).toHaveLength(0);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project!.status).toBe('draft');
    const again = await cancel(u, id, job.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'EVALUATION_RUN_FINISHED']);
    // 1,000,000 draws take ~10 s here (ADR 0058): stopping well before says the run did not go on to the end.
    expect(tookMs).toBeLessThan(8_000);
  });

  it('a queued run cancelled before any worker took it never runs', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const job = (await post(u, id, { iterations: 30_000 })).json().job;
    expect((await cancel(u, id, job.id)).json()).toMatchObject({ status: 'cancelled' });
    expect(await t.app.jobs.drain()).toBe(0);
    expect(await versions(id)).toHaveLength(0);
  });

  it('a read-only viewer follows a run but may not cancel it (403); another user gets 404 for both; a run of another project is 404', async () => {
    const [owner, viewer, stranger] = [await signUp(t), await signUp(t, 'investor'), await signUp(t)];
    // Room for a second project of the owner (the plan's project limit is tested in projects.test.ts).
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const id = await projectOf(owner);
    const other = await projectOf(owner);
    await t.database.db.insert(projectGrants).values({ projectId: id, granteeId: viewer.id, access: 'read', grantedBy: owner.id });
    const job = (await post(owner, id, { iterations: 30_000 })).json().job;
    expect((await getRun(viewer, id, job.id)).statusCode).toBe(200);
    expect((await cancel(viewer, id, job.id)).statusCode).toBe(403);
    expect((await post(viewer, id, { iterations: 30_000 })).statusCode).toBe(403);
    expect((await getRun(stranger, id, job.id)).statusCode).toBe(404);
    expect((await cancel(stranger, id, job.id)).statusCode).toBe(404);
    expect((await getRun(owner, other, job.id)).statusCode).toBe(404);
    expect((await cancel(owner, other, job.id)).statusCode).toBe(404);
    expect((await getRun(owner, id, randomUUID())).statusCode).toBe(404);
    expect((await cancel(owner, id, job.id)).statusCode).toBe(200);
  });

  it("the user's queued runs count as evaluations in flight: one past the limit is 429; another user is served", async () => {
    const [u, v] = [await signUp(t), await signUp(t)];
    const id = await projectOf(u);
    for (let i = 0; i < HEAVY_LIMITS.evaluation.inFlight; i += 1) expect((await post(u, id, { iterations: 30_000 })).statusCode).toBe(202);
    const over = await post(u, id, { iterations: 30_000 });
    expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect((await post(v, await projectOf(v), { iterations: 30_000 })).statusCode).toBe(202);
    const queued = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-runs?active=1`, cookie: u.cookie });
    for (const run of queued.json() as Array<{ id: string }>) expect((await cancel(u, id, run.id)).statusCode).toBe(200);
    expect((await post(u, id, { iterations: 30_000 })).statusCode).toBe(202);
    await t.app.jobs.drain();
  });
});

describe('a worker dying mid-run (ADR 0051 leases, ADR 0058)', () => {
  /** What a worker killed with SIGKILL leaves: the job running, its lease expired, a token nobody holds any more. */
  const orphan = (jobId: string, extra: Partial<typeof jobs.$inferInsert> = {}) =>
    t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, leaseUntil: new Date(Date.now() - 1_000), leaseToken: randomUUID(), progress: 0.4, ...extra })
      .where(eq(jobs.id, jobId));

  it('a worker killed (SIGKILL) mid-run: after its lease another worker runs the job again, one version stored', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const job = (await post(u, id, { iterations: 300_000, seed: 9 })).json().job;
    // A ROLE=worker process of its own (run-child.ts, the real handler) on the same database, lease 1.5 s.
    const child = spawn(resolve('node_modules/node/bin/node'), [resolve('src/server/modules/evaluations/run-child.ts')], {
      env: { ...process.env, DATABASE_URL: t.dbUrl, JOB_LEASE_MS: '1500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise((r) => child.on('exit', r));
    try {
      let row = (await t.database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!;
      for (let i = 0; i < 1_200 && !(row.status === 'running' && (row.progress ?? 0) > 0); i += 1) {
        await sleep(50);
        row = (await t.database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!;
      }
      expect(row, err).toMatchObject({ status: 'running', attempts: 1 });
      expect(row.progress).toBeGreaterThan(0);
      expect(row.progress).toBeLessThan(1);
      const [analyzing] = await t.database.db.select().from(projects).where(eq(projects.id, id));
      expect(analyzing!.status).toBe('analyzing');
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    expect(await versions(id)).toHaveLength(0);
    // Oracle: the dead worker's lease (1.5 s) lapses, then this process's runner claims the job again.
    let ran = 0;
    for (let i = 0; i < 100 && ran === 0; i += 1) {
      ran = await t.app.jobs.drain();
      if (ran === 0) await sleep(100);
    }
    const after = (await t.database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!;
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    expect((await getRun(u, id, job.id)).json()).toMatchObject({ status: 'done', version: 1 });
    expect(await versions(id)).toHaveLength(1);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project!.status).not.toBe('analyzing');
  }, 120_000);

  it('a run whose worker died before storing is run again by the next worker: one version, the project not left analyzing', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const job = (await post(u, id, { iterations: 30_000, seed: 9 })).json().job;
    await t.database.db.update(projects).set({ status: 'analyzing' }).where(eq(projects.id, id));
    await orphan(job.id);
    expect(await t.app.jobs.drain()).toBe(1);
    expect((await getRun(u, id, job.id)).json()).toMatchObject({ status: 'done', version: 1 });
    expect(await versions(id)).toHaveLength(1);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project!.status).not.toBe('analyzing');
  });

  it('a run whose worker died after storing (outcome written with the version) is not stored twice', async () => {
    const u = await signUp(t);
    const id = await projectOf(u);
    const job = (await post(u, id, { iterations: 30_000, seed: 9 })).json().job;
    expect(await t.app.jobs.drain()).toBe(1);
    await orphan(job.id, { outcome: { version: 1 } }); // as if it died between the version's commit and "done"
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await versions(id)).toHaveLength(1);
    expect((await getRun(u, id, job.id)).json()).toMatchObject({ status: 'done', version: 1 });
  });
});
