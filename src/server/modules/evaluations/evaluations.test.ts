import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { evaluatePlan, PLAN_YEAR_LIMITS, simulatePlan, validatePlan } from '../../../domain/finance/index.ts';
import { users } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, assumptions, inputs, projectOf } from './evaluations-setup.ts';

describe('evaluations', () => {
  it('offers industry defaults before anything is saved, that the engine accepts', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const res = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(res.source).toBe('industry-defaults');
    expect(evaluatePlan(res.assumptions).ok).toBe(true);
  });

  it('refuses inputs the engine rejects, naming the field, and keeps the previous ones', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    const bad = structuredClone(inputs);
    (bad.assumptions.drivers as Record<string, { value: number }>).taxRate = { value: 1.5 };
    const res = await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { path: string }) => f.path)).toContain('assumptions.drivers.taxRate.value');
    const kept = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(kept.assumptions.drivers.taxRate.value).toBe(0);
  });

  it("applies the engine's year limits at the API: the last accepted year and the first refused one agree", async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    for (const [field, [lo, hi]] of Object.entries(PLAN_YEAR_LIMITS)) {
      for (const [value, accepted] of [
        [lo, true],
        [hi, true],
        [lo - 1, false],
        [hi + 1, false],
      ] as const) {
        const body = structuredClone(inputs);
        (body.assumptions as unknown as Record<string, number>)[field] = value;
        expect(
          validatePlan(body.assumptions).some((p) => p.field === field),
          `${field} ${value} in the engine`,
        ).toBe(!accepted);
        const res = await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: body });
        // Other rules may still refuse such a body; only this field's own verdict is checked.
        const refusedField =
          res.statusCode === 400 && res.json().details.fields.some((f: { path: string }) => f.path === `assumptions.${field}`);
        expect(refusedField, `${field} ${value} at the API`).toBe(!accepted);
      }
    }
  });

  it("runs in a worker, stores immutable versions whose numbers are the engine's; own inputs without evidence leave the project evaluated, its status back at draft", async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    const first = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/evaluations`,
      cookie: u.cookie,
      payload: { iterations: 5_000, seed: 99 },
    });
    expect(first.statusCode).toBe(201);
    const e1 = first.json();
    expect(e1).toMatchObject({ version: 1, seed: 99, iterations: 5_000, methodologyVersion: 'cr-v1' });
    // Oracle: the engine called directly with the same inputs and seed (hand-checked fixture: NPV 146.06 at the point values).
    const direct = evaluatePlan(assumptions);
    const sim = simulatePlan(assumptions, { iterations: 5_000, seed: 99 });
    if (!direct.ok || !sim.ok) throw new Error('fixture refused');
    expect(e1.npv).toBeCloseTo(direct.plan.metrics.npv, 9);
    expect(e1.probabilityNpvNegative).toBeCloseTo(sim.simulation.probabilityNpvNegative, 12);
    expect(e1.score.total).toBeGreaterThan(0);
    const afterFirst = (await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json();
    // docs/methodology/lifecycle.md: own plan, confidence 0.255 < 0.40 (declared data only) → evaluated; status completed only when ready.
    expect(afterFirst.status).toBe('draft');
    expect(afterFirst.lifecycle).toEqual({ stage: 'evaluated', next: { stage: 'evidenced', needs: ['evidence'] } });
    expect(afterFirst.latestScore).toMatchObject({ version: 1, total: e1.score.total, tier: e1.score.tier });

    const second = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 2_000 } })
    ).json();
    expect(second.version).toBe(2);
    const list = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations`, cookie: u.cookie })).json();
    expect(list.map((e: { version: number }) => e.version)).toEqual([2, 1]);
    const projects = (await t.call({ method: 'GET', url: '/api/projects', cookie: u.cookie })).json();
    expect(projects.find((p: { id: string }) => p.id === id).latestScore).toMatchObject({ version: 2, total: second.score.total });
    const stats = (await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json();
    expect(stats.avgCRScore).toBeCloseTo(second.score.total, 1);
    expect(stats.dashboard.averageCrScore).toBeCloseTo(second.score.total, 9);
    expect(stats.dashboard.successProbability).toBeCloseTo(1 - second.probabilityNpvNegative, 12);
    const history = (await t.call({ method: 'GET', url: `/api/metrics/history?projectId=${id}`, cookie: u.cookie })).json();
    expect(history.map((h: { version: number; score: number }) => [h.version, h.score])).toEqual([
      [1, e1.score.total],
      [2, second.score.total],
    ]);

    const refusal = await t.database.db.execute(sql`update evaluations set npv = 0 where version = 1`).then(
      () => 'updated',
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(refusal).toMatch(/immutable/);
  });

  it('one run of the untouched industry defaults does not make a project completed: it stays a draft that needs own inputs', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const run = await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000 } });
    expect(run.statusCode).toBe(201);
    const p = (await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json();
    expect(p.status).toBe('draft');
    expect(p.lifecycle).toEqual({ stage: 'draft', next: { stage: 'evaluated', needs: ['own-inputs'] } });
    // The workspace saves what it shows before running: the same defaults saved are still the starting plan.
    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    const { source: _source, savedAt: _savedAt, ...body } = shown;
    expect(
      (await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: body })).statusCode,
    ).toBe(200);
    await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000 } });
    const again = (await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json();
    expect([again.status, again.lifecycle.stage]).toEqual(['draft', 'draft']);
    // Nor can it be marked completed by hand.
    await t.call({ method: 'POST', url: `/api/projects/${id}/status`, cookie: u.cookie, payload: { status: 'analyzing' } });
    const refused = await t.call({ method: 'POST', url: `/api/projects/${id}/status`, cookie: u.cookie, payload: { status: 'completed' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].code).toBe('not_ready');
    // A change of the plan makes it the founder's own: evaluated.
    const priced = structuredClone(body);
    priced.assumptions.drivers.pricePerUnit.value *= 1.1;
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: priced });
    await t.call({ method: 'POST', url: `/api/projects/${id}/status`, cookie: u.cookie, payload: { status: 'draft' } });
    await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000 } });
    const own = (await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json();
    expect([own.status, own.lifecycle.stage]).toEqual(['draft', 'evaluated']);
  });

  it('exports the results and the samples as CSV; the samples regenerate exactly from the seed', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    const e = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000, seed: 5 } })
    ).json();
    const results = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1/results.csv`, cookie: u.cookie });
    expect(results.headers['content-type']).toMatch(/text\/csv/);
    expect(results.body).toContain(`metrics,npv_eur,${e.npv}`);
    const samples = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1/samples.csv`, cookie: u.cookie });
    const rows = samples.body.trim().split('\n');
    expect(rows[0]).toBe('iteration,npv,irr,payback_years,min_dscr');
    const sim = simulatePlan(assumptions, { iterations: 1_000, seed: 5, keepSamples: true });
    if (!sim.ok) throw new Error('refused');
    expect(rows.length - 1).toBe(sim.simulation.validIterations);
    expect(Number(rows[1]!.split(',')[1])).toBe(sim.simulation.samples!.npv[0]);
    const again = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1/samples.csv`, cookie: u.cookie });
    expect(again.body).toBe(samples.body);
  });

  it('keeps other users out (404) and answers 100,000 iterations while health keeps answering', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const id = await projectOf(owner.cookie);
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: owner.cookie, payload: inputs });
    expect((await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: other.cookie, payload: {} })).statusCode).toBe(
      404,
    );
    const run = t.call({
      method: 'POST',
      url: `/api/projects/${id}/evaluations`,
      cookie: owner.cookie,
      payload: { iterations: 100_000, seed: 1 },
    });
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await run).statusCode).toBe(201);
  });
});
