import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_QUESTIONS, computeCrScore, type CrScoreInput } from '../../../domain/scoring/index.ts';
import { auditLog, consents, evaluations, fundingCalls, fundingRequests, privacyRequests } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

// The admin dashboards of issue 26 (ADR 0057). Oracles: the rows this test writes (counted by hand) and,
// for shadow mode, the hand computation of src/domain/shadow/shadow.test.ts (cr-v2 over cr-v1 evaluations:
// +21 developing → ready, −3.5 staying ready, 0 without a hub).
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  owner = await signUp(t);
});
afterAll(async () => t.close());

const get = (url: string, cookie = admin.cookie) => t.call({ method: 'GET', url, cookie });
// A free plan holds few projects: each project gets its own proponent (as advice.test.ts does); `owner` keeps the last.
const newProject = async (title: string) => {
  owner = await signUp(t);
  return (
    await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title, industry: '10.51', targetMarket: 'Dairy', estimatedBudget: 100_000 },
    })
  ).json().id as string;
};

const market = { tamEur: 1e10, competitiveIntensity: 'low' as const, expectedGrowthRate: 0.25 };
const financial = {
  revenueModel: 'recurring' as const,
  ebitdaMarginFinalYear: 0.3,
  ltvToCac: 4,
  roiMultiple: 3,
  npv: 1,
  capitalInvested: 1,
  probabilityNpvNegative: 0,
  hasDebt: false,
};
const fw = (id: string, r: number) => ({ id, applicable: true, weightedResult: 10 * r, weightTotal: 10, evidencedWeight: 0 });
const allYes = Object.fromEntries(COMPLIANCE_QUESTIONS.map((q) => [q.id, 'yes' as const]));

/** A hand-built stored evaluation scored by cr-v1, as one made before the compliance hub existed. */
async function storedEvaluation(projectId: string, scoreInput: CrScoreInput) {
  const score = computeCrScore(scoreInput);
  await t.database.db.insert(evaluations).values({
    projectId,
    version: 1,
    methodologyVersion: 'cr-v1',
    engineVersion: 'test',
    seed: 1,
    iterations: 0,
    input: {},
    result: { score, scoreInput } as unknown as Record<string, unknown>,
    scoreTotal: score.total,
    npv: 0,
  });
}

describe('shadow mode', () => {
  it('scores the candidate over stored evaluations, records the run, changes no visible score', async () => {
    const a = await newProject('Shadow A');
    const b = await newProject('Shadow B');
    const c = await newProject('Shadow C');
    await storedEvaluation(a, {
      market,
      financial,
      compliance: { answers: {}, hub: { frameworks: [fw('gri', 1), fw('dlgs-231', 0.8), fw('pnrr', 1)] } },
    });
    await storedEvaluation(b, { market, financial, compliance: { answers: allYes, hub: { frameworks: [fw('gri', 0.5)] } } });
    await storedEvaluation(c, { market, financial, compliance: { answers: {} } });
    const before = await t.database.db.select().from(evaluations);

    const res = await t.call({ method: 'POST', url: '/api/admin/shadow-runs', cookie: admin.cookie, payload: { candidate: 'cr-v2' } });
    expect(res.statusCode).toBe(201);
    const run = res.json();
    expect(run.evaluationCount).toBe(3);
    expect(run.summary.tierChanges).toEqual([{ from: 'developing', to: 'ready', count: 1 }]);
    expect(run.summary.stats.p90).toBeCloseTo(16.8, 9);

    const detail = (await get(`/api/admin/shadow-runs/${run.id}`)).json();
    expect(detail.tierMoves).toHaveLength(1);
    expect(detail.tierMoves[0]).toMatchObject({ projectId: a, baselineTotal: 65, candidateTotal: 86, diff: 21 });
    const diffs = Object.fromEntries(detail.largest.map((r: { projectId: string; diff: number }) => [r.projectId, r.diff]));
    expect(diffs).toEqual({ [a]: 21, [b]: -3.5, [c]: 0 });

    const csv = await get(`/api/admin/shadow-runs/${run.id}/rows.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);

    // Users' visible scores: the evaluation rows and the project's summary are as they were.
    expect(await t.database.db.select().from(evaluations)).toEqual(before);
    const [stored] = await t.database.db.select().from(evaluations).where(eq(evaluations.projectId, a));
    expect(stored!.scoreTotal).toBe(65);
    expect(stored!.methodologyVersion).toBe('cr-v1');
  });

  it('records a decision only with a reason, audited, and shows it', async () => {
    const run = (
      await t.call({ method: 'POST', url: '/api/admin/shadow-runs', cookie: admin.cookie, payload: { candidate: 'cr-v1' } })
    ).json();
    const url = `/api/admin/shadow-runs/${run.id}/decision`;
    const bad = await t.call({ method: 'POST', url, cookie: admin.cookie, payload: { decision: 'promote', reason: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('REASON_REQUIRED');
    const ok = await t.call({ method: 'POST', url, cookie: admin.cookie, payload: { decision: 'reject', reason: 'No change over cr-v1' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().decision).toMatchObject({ decision: 'reject', reason: 'No change over cr-v1' });
    const list = (await get('/api/admin/shadow-runs')).json();
    expect(list.runs.find((r: { id: string }) => r.id === run.id).decision.decision).toBe('reject');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, run.id));
    expect(
      audit
        .filter((x) => x.outcome === 'success')
        .map((x) => x.action)
        .sort(),
    ).toEqual(['admin.shadow.reject', 'admin.shadow.run']);
  });

  it('is refused to a non-admin', async () => {
    expect((await get('/api/admin/shadow-runs', owner.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/compliance-dashboard', owner.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/pta-dashboard', owner.cookie)).statusCode).toBe(403);
  });
});

describe('compliance dashboard and GDPR register', () => {
  it('counts consents per version and purpose from the latest record of each subject, and dates requests', async () => {
    const v1 = randomUUID();
    const v2 = randomUUID();
    const at = (iso: string) => new Date(iso);
    await t.database.db.insert(consents).values([
      // v1 changed their mind: only the later record (analytics yes) counts.
      {
        visitorId: v1,
        necessary: true,
        analytics: false,
        marketing: false,
        functional: false,
        policyVersion: '2025-01',
        recordedAt: at('2026-01-01T00:00:00Z'),
      },
      {
        visitorId: v1,
        necessary: true,
        analytics: true,
        marketing: false,
        functional: true,
        policyVersion: '2026-01',
        recordedAt: at('2026-02-01T00:00:00Z'),
      },
      {
        visitorId: v2,
        necessary: true,
        analytics: false,
        marketing: true,
        functional: false,
        policyVersion: '2026-01',
        recordedAt: at('2026-02-02T00:00:00Z'),
      },
    ]);
    const now = new Date();
    const old = new Date(now.getTime() - 40 * 86_400_000);
    await t.database.db.insert(privacyRequests).values([
      { kind: 'erasure', userId: owner.id, status: 'pending', receivedAt: old },
      { kind: 'export', userId: owner.id, status: 'ready', receivedAt: old, completedAt: old },
    ]);
    const d = (await get('/api/admin/compliance-dashboard')).json();
    const v = d.consents.byVersion.find((x: { policyVersion: string }) => x.policyVersion === '2026-01');
    expect(v).toMatchObject({ subjects: 2, necessary: 2, analytics: 1, marketing: 1, functional: 1 });
    expect(d.consents.byVersion.find((x: { policyVersion: string }) => x.policyVersion === '2025-01')).toBeUndefined();
    const states = d.requests.map((r: { kind: string; state: string }) => `${r.kind}:${r.state}`).sort();
    expect(states).toEqual(['erasure:overdue', 'export:done']);
    expect(d.projects.total).toBeGreaterThanOrEqual(3);
  });
});

describe('public tenders analytics', () => {
  it('buckets calls by deadline and counts request outcomes per source and programme', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const call = (closesAt: string | null, max: number | null) => ({
      source: 'pnrr' as const,
      sourceRecordId: randomUUID(),
      title: 'Bando',
      funder: 'MIMIT',
      programme: 'Transizione 5.0',
      aidForm: 'grant',
      contentHash: randomUUID(),
      closesAt,
      maxAmount: max,
    });
    const rows = await t.database.db
      .insert(fundingCalls)
      .values([call(day(-1), 100_000), call(day(10), 50_000), call(day(90), null), call(null, null)])
      .returning();
    const p = await newProject('Tender project');
    const req = (state: 'draft' | 'submitted' | 'funded' | 'rejected', submitted: boolean) => ({
      projectId: p,
      target: 'call' as const,
      callId: rows[0]!.id,
      state,
      submittedAt: submitted ? new Date() : null,
      fundedAmount: state === 'funded' ? 40_000 : null,
      fundedAt: state === 'funded' ? new Date() : null,
      decidedAt: state === 'funded' || state === 'rejected' ? new Date() : null,
    });
    await t.database.db
      .insert(fundingRequests)
      .values([req('draft', false), req('submitted', true), req('funded', true), req('rejected', true)]);
    const d = (await get('/api/admin/pta-dashboard')).json();
    expect(d.today).toBe(today);
    expect(d.calls.find((c: { source: string }) => c.source === 'pnrr')).toMatchObject({
      total: 4,
      closed: 1,
      closingSoon: 1,
      open: 2,
      maxAmountTotal: 150_000,
      withAmount: 2,
    });
    expect(d.outcomes.find((o: { source: string }) => o.source === 'pnrr')).toMatchObject({
      programme: 'Transizione 5.0',
      filed: 3,
      inReview: 1,
      funded: 1,
      refused: 1,
      fundedAmount: 40_000,
    });
  });
});
