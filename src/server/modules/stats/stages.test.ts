import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 27, "one lifecycle vocabulary": the dashboard's counts and the list's filter speak the project
// page's stages. Oracle: each project's own `lifecycle.stage` as GET /api/projects/:id reports it (the badge
// the project page shows), counted by hand here; no tolerance (integer counts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(async () => t.close());

async function create(cookie: string, title: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title, industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('lifecycle stages on the dashboard and in the list filter', () => {
  it('counts each project at the stage its page shows, and ?stage= keeps only those', async () => {
    const u = await signUp(t);
    // Three projects: past the free plan's limit, so the account is on Professional (as the admin command sets it).
    await t.database.db.update(users).set({ subscriptionTier: 'professional' }).where(eq(users.id, u.id));
    // Never evaluated: draft. Evaluated on the founder's own plan: evaluated (no documents, so not evidenced).
    // Marked funded: funded.
    const idle = await create(u.cookie, 'Idle');
    const own = await create(u.cookie, 'Own plan');
    const funded = await create(u.cookie, 'Funded');
    const assumptions = simplePlan({
      unitsYear1: { value: 100, dist: { type: 'triangular', min: 60, mode: 100, max: 130 } },
      pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 2 } },
    });
    const saved = await t.call({
      method: 'PUT',
      url: `/api/projects/${own}/evaluation-inputs`,
      cookie: u.cookie,
      payload: {
        assumptions,
        market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.07 },
        revenueModel: 'recurring',
        complianceAnswers: {},
      },
    });
    expect(saved.statusCode).toBe(200);
    const run = await t.call({
      method: 'POST',
      url: `/api/projects/${own}/evaluations`,
      cookie: u.cookie,
      payload: { iterations: 1_000, seed: 4 },
    });
    expect(run.statusCode).toBe(201);
    const fund = await t.call({ method: 'POST', url: `/api/projects/${funded}/status`, cookie: u.cookie, payload: { status: 'funded' } });
    expect(fund.statusCode).toBe(200);

    const stageOf = async (id: string) =>
      (await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json().lifecycle.stage as string;
    const stages = { [idle]: await stageOf(idle), [own]: await stageOf(own), [funded]: await stageOf(funded) };
    expect(stages[idle]).toBe('draft');
    expect(stages[funded]).toBe('funded');
    expect(stages[own]).not.toBe('draft');

    const expected = { draft: 0, evaluated: 0, evidenced: 0, ready: 0, funded: 0 } as Record<string, number>;
    for (const s of Object.values(stages)) expected[s] = (expected[s] ?? 0) + 1;
    const stats = (await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json();
    expect(stats.dashboard.stageCounts).toEqual(expected);

    for (const stage of ['draft', 'funded', stages[own]!]) {
      const list = (await t.call({ method: 'GET', url: `/api/projects?stage=${stage}`, cookie: u.cookie })).json() as { id: string }[];
      expect(list.map((p) => p.id).sort()).toEqual(
        Object.entries(stages)
          .filter(([, s]) => s === stage)
          .map(([id]) => id)
          .sort(),
      );
    }
    const bad = await t.call({ method: 'GET', url: '/api/projects?stage=analyzing', cookie: u.cookie });
    expect(bad.statusCode).toBe(400);
  });
});
