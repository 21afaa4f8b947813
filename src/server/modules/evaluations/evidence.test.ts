import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { defaultEvaluationSeed, evaluationOfRecord, type EvaluationInput } from '../../../domain/evaluation/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { PILLAR_WEIGHTS, SUB_FACTORS } from '../../../domain/scoring/index.ts';
import { auditLog, documentFigures, documents } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 12, "accepted figures make the matching CR sub-factors evidenced". The figure rows are
// inserted directly (the upload and review routes belong to the documents module); what is tested
// here is the evaluation side: the evidence read from accepted figures, the stored score, the
// preview's equality with it, and applying figures to the inputs.
// Oracle for the confidence: methodology cr-v1 weights, hand-computed — market.tam's share of the
// total is 0.35 (market pillar) × 0.40 (TAM within it) = 0.14.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ITERATIONS = 1_000;
const inputs = {
  assumptions: simplePlan({ unitsYear1: { value: 100 }, pricePerUnit: { value: 10 } }),
  market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.07 },
  revenueModel: 'recurring',
  complianceAnswers: { 'REG-01': 'yes' },
};

async function projectWithInputs(cookie: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: 'Clinic SaaS', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 },
  });
  const id = res.json().id as string;
  expect((await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie, payload: inputs })).statusCode).toBe(200);
  return id;
}

async function documentOf(projectId: string, userId: string, filename: string, kind: string) {
  const [d] = await t.database.db
    .insert(documents)
    .values({
      projectId,
      uploadedBy: userId,
      filename,
      mediaType: 'application/pdf',
      size: 1000,
      sha256: 'a'.repeat(64),
      storageKey: crypto.randomUUID(),
      status: 'analysed',
      kind,
      kindConfidence: 0.9,
    })
    .returning();
  return d!;
}

async function figureOf(projectId: string, documentId: string, filename: string, over: Partial<typeof documentFigures.$inferInsert>) {
  const [f] = await t.database.db
    .insert(documentFigures)
    .values({
      projectId,
      documentId,
      sourceFilename: filename,
      key: 'tam',
      value: 1_200_000_000,
      currency: 'EUR',
      source: 'rules',
      status: 'accepted',
      page: 2,
      quote: 'Total addressable market (TAM): € 1.2 billion',
      decidedAt: new Date(),
      ...over,
    })
    .returning();
  return f!;
}

const run = async (cookie: string, id: string) =>
  (await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie, payload: { iterations: ITERATIONS } })).json();
const sub = (stored: { result: { score: { subFactors: { id: string; evidence: string }[] } } }, id: string) =>
  stored.result.score.subFactors.find((s) => s.id === id);

describe('evidence from accepted figures', () => {
  it('an accepted TAM makes market.tam evidenced in the stored score, and the confidence share rises by 0.35 × 0.40 = 0.14', async () => {
    const u = await signUp(t);
    const id = await projectWithInputs(u.cookie);
    const before = await run(u.cookie, id);
    expect(sub(before, 'market.tam')?.evidence).toBe('declared');

    const doc = await documentOf(id, u.id, 'plan.pdf', 'business_plan');
    const fig = await figureOf(id, doc.id, 'plan.pdf', { decidedBy: u.id });
    const after = await run(u.cookie, id);
    expect(sub(after, 'market.tam')?.evidence).toBe('evidenced');
    const tamWeight = PILLAR_WEIGHTS.market * SUB_FACTORS.find((s) => s.id === 'market.tam')!.weightInPillar;
    expect(tamWeight).toBeCloseTo(0.14, 12);
    expect(after.result.score.confidence.share - before.result.score.confidence.share).toBeCloseTo(0.14, 10);
    expect(after.score.total).toBe(before.score.total); // evidence changes the kind, not the score
    expect(after.input.evidence).toEqual({ 'market.tam': true });

    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(shown.evidence).toEqual({
      flags: { 'market.tam': true },
      links: { 'market.tam': { documentId: doc.id, figureId: fig.id, filename: 'plan.pdf', page: 2 } },
    });
  });

  it('the preview, fed the inputs and evidence the workspace shows, equals the stored version exactly', async () => {
    const u = await signUp(t);
    const id = await projectWithInputs(u.cookie);
    const doc = await documentOf(id, u.id, 'model.xlsx', 'financial_model');
    await figureOf(id, doc.id, 'model.xlsx', { key: 'revenue', value: 1000, page: null, sheet: 'P&L', cell: 'C7' });
    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(shown.evidence.flags).toEqual({ 'financial.revenue-model': true });
    // use-preview.ts engineInput(inputs, evidence)
    const input: EvaluationInput = JSON.parse(
      JSON.stringify({
        assumptions: shown.assumptions,
        market: shown.market,
        revenueModel: shown.revenueModel,
        compliance: { answers: shown.complianceAnswers },
        evidence: shown.evidence.flags,
      }),
    );
    const preview = evaluationOfRecord(input, { iterations: ITERATIONS, seed: defaultEvaluationSeed(id) });
    const stored = await run(u.cookie, id);
    expect(preview.ok && stored.result).toEqual(preview.ok && preview.result);
    expect(sub(stored, 'financial.revenue-model')?.evidence).toBe('evidenced');
    expect(sub(stored, 'financial.npv')?.evidence).toBe('computed');
  });

  it("proposed or rejected figures, and another project's accepted ones, evidence nothing", async () => {
    const u = await signUp(t);
    const id = await projectWithInputs(u.cookie);
    const v = await signUp(t);
    const other = await projectWithInputs(v.cookie);
    const doc = await documentOf(id, u.id, 'plan.pdf', 'business_plan');
    const otherDoc = await documentOf(other, v.id, 'plan.pdf', 'business_plan');
    await figureOf(id, doc.id, 'plan.pdf', { status: 'proposed', decidedAt: null });
    await figureOf(id, doc.id, 'plan.pdf', { status: 'rejected' });
    await figureOf(other, otherDoc.id, 'plan.pdf', {});
    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(shown.evidence).toEqual({ flags: {}, links: {} });
    const stored = await run(u.cookie, id);
    expect(stored.input.evidence).toBeUndefined();
  });
});

describe('POST /api/projects/:id/documents/apply', () => {
  it('puts an accepted TAM and funding sought into the draft, audits before/after with the figure ids', async () => {
    const u = await signUp(t);
    const id = await projectWithInputs(u.cookie);
    const doc = await documentOf(id, u.id, 'plan.pdf', 'business_plan');
    const tam = await figureOf(id, doc.id, 'plan.pdf', {});
    const ask = await figureOf(id, doc.id, 'plan.pdf', { key: 'funding_sought', value: 400_000, page: 9 });
    const res = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/documents/apply`,
      cookie: u.cookie,
      payload: { figureIds: [tam.id, ask.id] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.changes).toEqual([
      { field: 'market.tamEur', figureId: tam.id, before: 300_000_000, after: 1_200_000_000 },
      { field: 'fundingSought', figureId: ask.id, before: null, after: 400_000 },
    ]);
    expect(body.inputs.market.tamEur).toBe(1_200_000_000);
    const saved = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(saved.market.tamEur).toBe(1_200_000_000);
    expect((await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json().fundingSought).toBe(400_000);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'evaluation.inputs.apply-figures'), eq(auditLog.actorId, u.id)))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry?.details).toMatchObject({ figureIds: [tam.id, ask.id], changes: body.changes });
  });

  it('refuses a proposed figure or one of another project (400, nothing saved), and a stranger gets 404', async () => {
    const u = await signUp(t);
    const id = await projectWithInputs(u.cookie);
    const doc = await documentOf(id, u.id, 'plan.pdf', 'business_plan');
    const proposed = await figureOf(id, doc.id, 'plan.pdf', { status: 'proposed', decidedAt: null });
    const res = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/documents/apply`,
      cookie: u.cookie,
      payload: { figureIds: [proposed.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const saved = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(saved.market.tamEur).toBe(300_000_000);
    const stranger = await signUp(t);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/projects/${id}/documents/apply`,
          cookie: stranger.cookie,
          payload: { figureIds: [proposed.id] },
        })
      ).statusCode,
    ).toBe(404);
  });
});
