import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { evaluatePlan, PLAN_YEAR_LIMITS, simulatePlan, validatePlan } from '../../../domain/finance/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { historyForOwner } from '../stats/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(async () => t.close());

const assumptions = simplePlan({
  unitsYear1: { value: 100, dist: { type: 'triangular', min: 60, mode: 100, max: 130 } },
  pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 2 } },
});
const inputs = {
  assumptions,
  market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.07 },
  revenueModel: 'recurring',
  complianceAnswers: { 'REG-01': 'yes', 'GOV-01': 'partial' },
};

async function projectOf(cookie: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: 'Clinic SaaS', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 },
  });
  return res.json().id as string;
}

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

  it('leaves archived projects out of every dashboard figure and of the cross-project history', async () => {
    const u = await signUp(t);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, u.id));
    const kept = await projectOf(u.cookie);
    const archived = await projectOf(u.cookie);
    for (const id of [kept, archived])
      await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    const k = (
      await t.call({ method: 'POST', url: `/api/projects/${kept}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000, seed: 1 } })
    ).json();
    // A different plan so the archived project's score would move the average if it were counted.
    const other = structuredClone(inputs);
    other.market.tamEur = 1_000;
    other.complianceAnswers = { 'REG-01': 'no', 'GOV-01': 'no' };
    await t.call({ method: 'PUT', url: `/api/projects/${archived}/evaluation-inputs`, cookie: u.cookie, payload: other });
    const a = (
      await t.call({
        method: 'POST',
        url: `/api/projects/${archived}/evaluations`,
        cookie: u.cookie,
        payload: { iterations: 1_000, seed: 1 },
      })
    ).json();
    expect(a.score.total).not.toBeCloseTo(k.score.total, 3);
    const before = (await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json();
    expect(before.dashboard.averageCrScore).toBeCloseTo((k.score.total + a.score.total) / 2, 9);
    await t.call({ method: 'POST', url: `/api/projects/${archived}/archive`, cookie: u.cookie });
    const after = (await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json();
    expect(after.projectsCount).toBe(1);
    expect(after.dashboard.totalProjects).toBe(1);
    expect(after.dashboard.averageCrScore).toBeCloseTo(k.score.total, 9);
    expect(after.avgCRScore).toBeCloseTo(k.score.total, 1);
    expect(after.dashboard.successProbability).toBeCloseTo(1 - k.probabilityNpvNegative, 12);
    expect(after.dashboard.conversionRate).toBe(0); // 0 funded of the 1 evaluated project still shown
    expect(after.dashboard.statusCounts).toEqual({ draft: 1, analyzing: 0, completed: 0, funded: 0 });
    const all = (await t.call({ method: 'GET', url: '/api/metrics/history', cookie: u.cookie })).json();
    expect(all.map((h: { projectId: string }) => h.projectId)).toEqual([kept]);
    const one = (await t.call({ method: 'GET', url: `/api/metrics/history?projectId=${archived}`, cookie: u.cookie })).json();
    expect(one.map((h: { version: number }) => h.version)).toEqual([1]);
  });

  it('caps the history to the newest evaluations, still oldest first', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    for (let i = 0; i < 4; i++)
      await t.call({
        method: 'POST',
        url: `/api/projects/${id}/evaluations`,
        cookie: u.cookie,
        payload: { iterations: 1_000, seed: i + 1 },
      });
    const capped = await historyForOwner(t.database.db, { userId: u.id, workspaceId: null }, id, 2);
    expect(capped.map((h) => h.version)).toEqual([3, 4]);
    const uncapped = await historyForOwner(t.database.db, { userId: u.id, workspaceId: null }, null);
    expect(uncapped.map((h) => h.version)).toEqual([1, 2, 3, 4]);
  });
  it("stores a version's note with the run, returns it in the detail and the list, and refuses 501 characters in both languages", async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const run = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload, headers });
    const plain = await run({ iterations: 1_000, seed: 1 });
    expect(plain.json().note).toBeNull();
    // 'a' × 500 is exactly the limit (EVALUATION_NOTE_MAX); surrounding spaces are trimmed before the count.
    const noted = await run({ iterations: 1_000, seed: 1, note: `  ${'a'.repeat(500)}  ` });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().note).toBe('a'.repeat(500));
    const why = await run({ iterations: 1_000, seed: 1, note: 'Price from 10 to 12 after the pilot' });
    expect(why.json().version).toBe(3);
    const detail = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/3`, cookie: u.cookie })).json();
    expect(detail.note).toBe('Price from 10 to 12 after the pilot');
    const list = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations`, cookie: u.cookie })).json() as Array<{
      version: number;
      note: string | null;
    }>;
    expect(list.map((e) => [e.version, e.note])).toEqual([
      [3, 'Price from 10 to 12 after the pilot'],
      [2, 'a'.repeat(500)],
      [1, null],
    ]);
    const tooLong = await run({ iterations: 1_000, note: 'b'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' });
    expect(tooLong.json().details.fields.map((f: { path: string }) => f.path)).toEqual(['note']);
    const italian = await run({ iterations: 1_000, note: 'b'.repeat(501) }, { 'accept-language': 'it' });
    expect(italian.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Alcuni campi non sono validi.' });
    expect(italian.json().details.fields[0].message).toBe('Troppo grande: string deve avere <=500 caratteri');
    // Nothing was stored by the refused runs, and the database itself refuses a longer note.
    expect((await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations`, cookie: u.cookie })).json()).toHaveLength(3);
    await expect(
      t.database.db.execute(
        sql`insert into evaluations (project_id, version, methodology_version, engine_version, seed, iterations, input, result, score_total, npv, note) values (${id}, 9, 'm', 'e', 1, 1, '{}', '{}', 0, 0, ${'c'.repeat(501)})`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'evaluations_note_length' } });
  });
});
