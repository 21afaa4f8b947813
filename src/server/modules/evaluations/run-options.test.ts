import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../../db/schema/index.ts';
import { simulatePlan } from '../../../domain/finance/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 29: Latin Hypercube and the convergence stop, end to end — asked for in the run's body, stored
// with the version (result.simulation.sampling / .convergence, iterations = those used), and a re-run
// with the same seed reproducing the version. Oracle: the engine's simulatePlan called here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const assumptions = simplePlan({
  pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 1 } },
  fixedCosts: { value: 100, dist: { type: 'triangular', min: 80, mode: 100, max: 150 } },
});
const inputs = { assumptions, market: { tamEur: 300_000_000 }, revenueModel: 'recurring', complianceAnswers: {} };

/** Marks a project's versions as drawn by finance-1 (versions are immutable: the trigger is bypassed for this fixture only). */
async function asEarlierEngine(projectId: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(evaluations).set({ engineVersion: 'finance-1' }).where(eq(evaluations.projectId, projectId));
  });
}

async function project(cookie: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: 'Sampling', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 },
  });
  const id = res.json().id as string;
  await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie, payload: inputs });
  return id;
}

describe('run options: sampling and convergence', () => {
  it('Latin Hypercube is stored with the version and the numbers are the engine’s LHS run for that seed', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    const res = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/evaluations`,
      cookie: u.cookie,
      payload: { iterations: 10_000, seed: 8, sampling: 'lhs' },
    });
    expect(res.statusCode).toBe(201);
    const sim = res.json().result.simulation;
    expect(sim.sampling).toBe('lhs');
    const oracle = simulatePlan(assumptions, { iterations: 10_000, seed: 8, sampling: 'lhs' });
    if (!oracle.ok) throw new Error('refused');
    expect(sim.npv.summary.mean).toBe(oracle.simulation.npv.summary!.mean);
    const plain = simulatePlan(assumptions, { iterations: 10_000, seed: 8 });
    expect(sim.npv.summary.mean).not.toBe(plain.ok && plain.simulation.npv.summary!.mean);
    // the samples CSV regenerates the LHS draws (not plain ones)
    const csv = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1/samples.csv`, cookie: u.cookie });
    const first = csv.body.split('\n')[1]!.split(',');
    expect(Number(first[1])).toBeCloseTo(simulatePlanSample(), 6);
    // A version an earlier engine drew with LHS (finance-1 stratified differently) is refused, not
    // regenerated with draws that would not match its stored statistics; a plain version still downloads.
    await asEarlierEngine(id);
    const old = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1/samples.csv`, cookie: u.cookie });
    expect([old.statusCode, old.json().code]).toEqual([409, 'SAMPLES_NOT_REPRODUCIBLE']);
    const plainRun = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/evaluations`,
      cookie: u.cookie,
      payload: { iterations: 1_000, seed: 8 },
    });
    await asEarlierEngine(id);
    const plainCsv = await t.call({
      method: 'GET',
      url: `/api/projects/${id}/evaluations/${plainRun.json().version}/samples.csv`,
      cookie: u.cookie,
    });
    expect(plainCsv.statusCode).toBe(200);
  });

  it('a convergence stop stores the iterations used and the achieved precision; a re-run reproduces them', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    const body = { iterations: 1_000, seed: 4, convergence: { tolerance: 0.01, maxIterations: 200_000 } };
    const first = await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: body });
    expect(first.statusCode).toBe(201);
    const a = first.json();
    const report = a.result.simulation.convergence;
    expect(report).toMatchObject({ tolerance: 0.01, maxIterations: 200_000, converged: true });
    expect(a.iterations).toBe(report.iterationsUsed);
    expect(report.precision.mean).toBeLessThanOrEqual(0.01);
    const again = (await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: body })).json();
    expect(again.result.simulation).toEqual(a.result.simulation);
    const stored = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1`, cookie: u.cookie })).json();
    expect(stored.result.simulation.convergence).toEqual(report);
  });

  it('refuses out-of-range options with 400', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    for (const payload of [
      { iterations: 10_000, sampling: 'sobol' },
      { iterations: 10_000, convergence: { tolerance: 0, maxIterations: 100_000 } },
      { iterations: 10_000, convergence: { tolerance: 0.01, maxIterations: 2_000_000 } },
    ]) {
      const res = await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

function simulatePlanSample(): number {
  const run = simulatePlan(assumptions, { iterations: 10_000, seed: 8, sampling: 'lhs', keepSamples: true });
  if (!run.ok) throw new Error('refused');
  return run.simulation.samples!.npv[0]!;
}
