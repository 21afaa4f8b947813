import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 27, "/case-studies shows the sample projects as samples": only rows marked is_sample are served to
// visitors, each with the stage its own project page shows (oracle: GET /api/projects/:id as the owner).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/sample-projects', () => {
  it('serves visitors the sample projects only, with their stage and score, never a customer project', async () => {
    const owner = await signUp(t);
    const customer = await signUp(t);
    const make = async (title: string, who = owner) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/projects',
        cookie: who.cookie,
        payload: { title, industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 250_000 },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const sampleTitle = `Sample clinic ${Date.now()}`;
    const customerTitle = `Customer clinic ${Date.now()}`;
    const sample = await make(sampleTitle);
    await make(customerTitle, customer);
    const run = await t.call({
      method: 'POST',
      url: `/api/projects/${sample}/evaluations`,
      cookie: owner.cookie,
      payload: { iterations: 1_000, seed: 2 },
    });
    expect(run.statusCode, run.body).toBe(201);
    await t.database.db.update(projects).set({ isSample: true }).where(eq(projects.id, sample));

    const res = await t.call({ method: 'GET', url: '/api/sample-projects' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{ title: string; stage: string; score: { total: number } | null }>;
    expect(list.map((p) => p.title)).toContain(sampleTitle);
    expect(list.map((p) => p.title)).not.toContain(customerTitle);
    const own = (await t.call({ method: 'GET', url: `/api/projects/${sample}`, cookie: owner.cookie })).json();
    const served = list.find((p) => p.title === sampleTitle)!;
    expect(served.stage).toBe(own.lifecycle.stage);
    expect(served.score?.total).toBe(own.latestScore.total);
    // No identifiers of the owner or the row leave with it.
    expect(Object.keys(served).sort()).toEqual(
      ['country', 'currency', 'description', 'estimatedBudget', 'fundingSought', 'industry', 'region', 'score', 'stage', 'title'].sort(),
    );
  });
});
