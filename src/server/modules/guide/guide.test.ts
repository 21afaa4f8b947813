import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { documentFigures, documents } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 27, "the guide follows real progress". Oracle: the seed's seven steps walked by hand on one project, each
// record written by its own route where one exists (inputs, apply, evaluation) and inserted where the route belongs to
// a pipeline out of scope here (a document's upload and analysis); the expected step and action follow from the rule
// in src/domain/guide (the first step not done, and the action that does it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const inputs = {
  assumptions: simplePlan({ unitsYear1: { value: 100 }, pricePerUnit: { value: 10 } }),
  market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.07 },
  revenueModel: 'recurring',
  complianceAnswers: {},
};

describe('the cycle guide', () => {
  it('moves its marker at each step from the project records, names the exact action, and is scoped', async () => {
    const owner = await signUp(t);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = owner.cookie) =>
      t.call({ method, url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) });
    const created = await call('POST', '/api/projects', {
      title: 'Clinic SaaS',
      industry: '62.01',
      targetMarket: 'Clinics',
      estimatedBudget: 600_000,
    });
    const id = created.json().id as string;
    expect((await call('PUT', `/api/projects/${id}/evaluation-inputs`, inputs)).statusCode).toBe(200);
    const at = async () => {
      const res = await call('GET', `/api/projects/${id}/progress`);
      expect(res.statusCode).toBe(200);
      const p = res.json();
      return [p.current, p.next.action, p.next.count];
    };
    expect(await at()).toEqual(['upload', 'upload_documents', null]);

    const [doc] = await t.database.db
      .insert(documents)
      .values({
        projectId: id,
        uploadedBy: owner.id,
        filename: 'plan.pdf',
        mediaType: 'application/pdf',
        size: 1000,
        sha256: 'b'.repeat(64),
        storageKey: crypto.randomUUID(),
        status: 'processing',
      })
      .returning();
    expect(await at()).toEqual(['analysis', 'wait_analysis', 1]);

    await t.database.db.update(documents).set({ status: 'analysed' }).where(eq(documents.id, doc!.id));
    const [figure] = await t.database.db
      .insert(documentFigures)
      .values({
        projectId: id,
        documentId: doc!.id,
        sourceFilename: 'plan.pdf',
        key: 'tam',
        value: 1_200_000_000,
        currency: 'EUR',
        source: 'rules',
        status: 'proposed',
        page: 2,
        quote: 'Total addressable market (TAM): € 1.2 billion',
      })
      .returning();
    expect(await at()).toEqual(['analysis', 'review_figures', 1]);

    await t.database.db
      .update(documentFigures)
      .set({ status: 'accepted', decidedAt: new Date() })
      .where(eq(documentFigures.id, figure!.id));
    expect(await at()).toEqual(['analysis', 'apply_figures', 1]);

    expect((await call('POST', `/api/projects/${id}/documents/apply`, { figureIds: [figure!.id] })).statusCode).toBe(200);
    expect(await at()).toEqual(['score', 'run_evaluation', null]);

    expect((await call('POST', `/api/projects/${id}/evaluations`, { iterations: 1_000 })).statusCode).toBe(201);
    expect(await at()).toEqual(['compliance', 'scope_compliance', null]);

    // New inputs after the evaluation: its score is no longer of the current plan.
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (
        await call('PUT', `/api/projects/${id}/evaluation-inputs`, {
          ...inputs,
          market: { ...inputs.market, tamEur: 1_200_000_000, competitorCount: 7 },
        })
      ).statusCode,
    ).toBe(200);
    expect(await at()).toEqual(['score', 'rerun_evaluation', null]);

    const guide = (await call('GET', '/api/guide')).json() as {
      projects: Array<{ projectId: string; current: string; steps: Record<string, string> }>;
    };
    expect(guide.projects.map((p) => p.projectId)).toEqual([id]);
    expect(guide.projects[0]!.steps).toMatchObject({ define: 'done', upload: 'done', analysis: 'done', score: 'todo', report: 'todo' });

    const stranger = await signUp(t);
    expect((await call('GET', `/api/projects/${id}/progress`, undefined, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/guide', undefined, stranger.cookie)).json()).toEqual({ projects: [] });
    expect((await t.call({ method: 'GET', url: '/api/guide' })).statusCode).toBe(401);
  });
});
