import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evaluations, users } from '../../db/schema/index.ts';
import { runEvaluation } from '../../../domain/evaluation/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { monthOf } from '../../../domain/insights/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

/**
 * /api/insights on real cards and moves: requests submitted through the funding-request routes,
 * cards filed and moved by the deal-flow routes (its service), on an app clock the test advances.
 */
const DAY = 86_400_000;
// The clock runs ten days behind and catches up with the real time (sessions live in real time).
const base = Date.now() - 10 * DAY - 60_000;
let offset = 0;
const clock = () => new Date(base + offset);
const advanceTo = (days: number) => (offset = days * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

async function request(owner: Person, investor: Person, title: string, amount: number | null, fundingSought: number | null = null) {
  const p = await call(owner, 'POST', '/api/projects', {
    title,
    industry: '35.11',
    targetMarket: 'EU utilities',
    estimatedBudget: 5_000_000,
    ...(fundingSought ? { fundingSought } : {}),
  });
  expect(p.statusCode, p.body).toBe(201);
  const projectId = p.json().id as string;
  const r = await call(owner, 'POST', '/api/funding-requests', {
    projectId,
    investorId: investor.id,
    message: 'Ticket',
    ...(amount ? { amountRequested: amount } : {}),
  });
  expect(r.statusCode, r.body).toBe(201);
  const requestId = r.json().id as string;
  expect((await call(owner, 'POST', `/api/funding-requests/${requestId}/transitions`, { to: 'submitted' })).statusCode).toBe(200);
  return { projectId, requestId };
}

/** A stored evaluation of the project whose CR total is `score` (the tier source). */
async function scored(projectId: string, ownerId: string, score: number) {
  const input = { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } };
  const run = runEvaluation(input, { iterations: 1_000, seed: 1 });
  if (!run.ok) throw new Error('fixture plan refused');
  const result = JSON.parse(JSON.stringify(run.result));
  await t.database.db.insert(evaluations).values({
    projectId,
    version: 1,
    createdBy: ownerId,
    methodologyVersion: result.methodologyVersion,
    engineVersion: 'test',
    seed: 1,
    iterations: 1_000,
    input,
    result,
    scoreTotal: score,
    npv: result.plan.metrics.npv,
  });
}

let owner: Person, investor: Person, other: Person, admin: Person, consultant: Person;
let p1: string, card1: string, card2: string;
let stages: Array<{ id: string; kind: string }>;

describe('insights', () => {
  beforeAll(async () => {
    owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    investor = await signUp(t, 'investor');
    other = await signUp(t, 'investor');
    consultant = await signUp(t, 'consultant');
    admin = await signUpAdmin(t);
    // 1: €400k requested, CR 72.5 (developing). 2: no amount, €3m sought, never evaluated.
    // 3: €50k to the other investor. 4: €150k, then withdrawn (its card is hidden).
    p1 = (await request(owner, investor, 'Solar one', 400_000)).projectId;
    await scored(p1, owner.id, 72.5);
    await request(owner, investor, 'Wind two', null, 3_000_000);
    await request(owner, other, 'Hydro three', 50_000);
    const withdrawn = await request(owner, investor, 'Biogas four', 150_000);

    stages = (await call(investor, 'GET', '/api/deal-flow/pipelines')).json()[0].stages;
    const cards = (await call(investor, 'GET', '/api/deal-flow/cards')).json() as Array<{ id: string; projectTitle: string }>;
    expect(cards).toHaveLength(3);
    card1 = cards.find((c) => c.projectTitle === 'Solar one')!.id;
    card2 = cards.find((c) => c.projectTitle === 'Wind two')!.id;
    expect((await call(owner, 'POST', `/api/funding-requests/${withdrawn.requestId}/transitions`, { to: 'withdrawn' })).statusCode).toBe(
      200,
    );
    expect((await call(other, 'GET', '/api/deal-flow/cards')).json()).toHaveLength(1);

    const stage = (kind: string) => stages.find((s) => s.kind === kind)!.id;
    const move = async (id: string, kind: string) =>
      expect((await call(investor, 'POST', `/api/deal-flow/cards/${id}/move`, { stageId: stage(kind) })).statusCode).toBe(200);
    // Day 0 filed; card 2 → screening on day 1; card 1 → screening day 2, → due diligence day 5; card 2 passed on day 10.
    advanceTo(1);
    await move(card2, 'screening');
    advanceTo(2);
    await move(card1, 'screening');
    advanceTo(5);
    await move(card1, 'due_diligence');
    advanceTo(10);
    expect(
      (await call(investor, 'PUT', `/api/deal-flow/cards/${card2}/decision`, { decision: 'pass', reasons: 'Too early' })).statusCode,
    ).toBe(200);
  });

  it("places the investor's visible cards by ticket band and CR tier (hand tally)", async () => {
    const res = await call(investor, 'GET', '/api/insights/economy-tier');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('investor');
    // Card 1: €400k × 72.5 → 100k-500k × developing. Card 2: €3m sought × no score → 2m-10m × unscored. Card 4 hidden, other investor's card absent.
    expect(body.total).toEqual({ count: 2, total: 3_400_000 });
    const nonEmpty = body.cells
      .filter((c: { count: number }) => c.count)
      .map((c: { band: string; tier: string; count: number; total: number }) => [c.band, c.tier, c.count, c.total]);
    expect(nonEmpty).toEqual([
      ['100k-500k', 'developing', 1, 400_000],
      ['2m-10m', 'unscored', 1, 3_000_000],
    ]);
    expect(body.cards.map((c: { projectTitle: string }) => c.projectTitle).sort()).toEqual(['Solar one', 'Wind two']);
    expect(body.cards.find((c: { id: string }) => c.id === card1)).toMatchObject({
      band: '100k-500k',
      tier: 'developing',
      ticket: 400_000,
      stageKind: 'due_diligence',
    });

    const dd = (await call(investor, 'GET', '/api/insights/economy-tier?stage=due_diligence')).json();
    expect(dd.total).toEqual({ count: 1, total: 400_000 });
    const byId = (await call(investor, 'GET', `/api/insights/economy-tier?stage=${stages.find((s) => s.kind === 'screening')!.id}`)).json();
    expect(byId.cards.map((c: { id: string }) => c.id)).toEqual([card2]);
    expect((await call(investor, 'GET', '/api/insights/economy-tier?stage=nowhere')).statusCode).toBe(400);
  });

  it("never counts another investor's cards", async () => {
    const mine = (await call(other, 'GET', '/api/insights/economy-tier')).json();
    expect(mine.total).toEqual({ count: 1, total: 50_000 });
    expect(mine.cards.map((c: { projectTitle: string }) => c.projectTitle)).toEqual(['Hydro three']);
    const kpi = (await call(other, 'GET', `/api/insights/kpi?from=${monthOf(new Date(base))}&to=${monthOf(clock())}`)).json();
    expect(kpi.filed).toBe(1);
    expect(kpi.monthly.reduce((n: number, m: { pass: number }) => n + m.pass, 0)).toBe(0);
  });

  it('gives an admin the platform in counts and amounts, with no names', async () => {
    const body = (await call(admin, 'GET', '/api/insights/economy-tier')).json();
    expect(body.scope).toBe('platform');
    // Both investors' live deals: €400k developing, €3m unscored, €50k unscored; the withdrawn one is out.
    expect(body.total).toEqual({ count: 3, total: 3_450_000 });
    expect(body.cards).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/Solar|Wind|Hydro|Biogas/);
    // The other investor's card sits in New; the first investor's in Screening and Due diligence.
    expect((await call(admin, 'GET', '/api/insights/economy-tier?stage=new')).json().total).toEqual({ count: 1, total: 50_000 });
    expect((await call(admin, 'GET', '/api/insights/economy-tier?stage=due_diligence')).json().total).toEqual({ count: 1, total: 400_000 });
  });

  it('computes conversion, time in stage and monthly figures from the moves (hand computed)', async () => {
    const from = monthOf(new Date(base));
    const to = monthOf(clock());
    const res = await call(investor, 'GET', `/api/insights/kpi?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('investor');
    expect(body.filed).toBe(2);
    expect(body.sources).toEqual({ request: 2, grant: 0, showcase: 0 });
    const [pipeline] = body.pipelines;
    // Reached: New 2, Screening 2 (2/2), Due diligence 1 (1/2), Term sheet 0 (0/1), Closed 0 (no share after 0).
    expect(
      pipeline.funnel.map((s: { kind: string; reached: number; converted: number | null }) => [s.kind, s.reached, s.converted]),
    ).toEqual([
      ['new', 2, null],
      ['screening', 2, 1],
      ['due_diligence', 1, 0.5],
      ['term_sheet', 0, 0],
      ['closed', 0, null],
    ]);
    expect(pipeline.passed).toBe(0);
    // New: card 1 2 d, card 2 1 d → median 1.5. Screening: card 1 3 d, card 2 9 d (still there, to day 10) → median 6, 1 open.
    // Due diligence: card 1 5 d, open. Tolerance: the moves are stored to the millisecond.
    const time = Object.fromEntries(pipeline.timeInStage.map((s: { kind: string }) => [s.kind, s]));
    expect(time.new).toMatchObject({ cards: 2, open: 0 });
    expect(time.new.medianDays).toBeCloseTo(1.5, 6);
    expect(time.screening).toMatchObject({ cards: 2, open: 1 });
    expect(time.screening.medianDays).toBeCloseTo(6, 6);
    expect(time.screening.meanDays).toBeCloseTo(6, 6);
    expect(time.due_diligence).toMatchObject({ cards: 1, open: 1 });
    expect(time.due_diligence.medianDays).toBeCloseTo(5, 6);
    const totals = body.monthly.reduce(
      (a: { newCards: number; pass: number; invest: number }, m: { newCards: number; pass: number; invest: number }) => ({
        newCards: a.newCards + m.newCards,
        pass: a.pass + m.pass,
        invest: a.invest + m.invest,
      }),
      { newCards: 0, pass: 0, invest: 0 },
    );
    expect(totals).toEqual({ newCards: 2, pass: 1, invest: 0 });
  });

  it("gives an admin the platform's sign-up funnel", async () => {
    const month = monthOf(new Date());
    const res = await call(admin, 'GET', `/api/insights/kpi?from=${month}&to=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('platform');
    // Signed up this month, admins left out: owner, two investors, consultant = 4. Only the owner has a
    // project (evaluated: Solar one; submitted: yes; funded: none).
    expect(body.funnel.map((s: { step: string; count: number }) => [s.step, s.count])).toEqual([
      ['signedUp', 4],
      ['withProject', 1],
      ['evaluated', 1],
      ['submitted', 1],
      ['funded', 0],
    ]);
    expect(body.funnel[1].converted).toBe(0.25);
  });

  it('refuses other roles and bad ranges', async () => {
    for (const who of [owner, consultant]) {
      expect((await call(who, 'GET', '/api/insights/economy-tier')).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/insights/kpi')).statusCode).toBe(403);
    }
    expect((await call(investor, 'GET', '/api/insights/kpi?from=2026-05&to=2026-01')).statusCode).toBe(400);
    expect((await call(investor, 'GET', '/api/insights/kpi?from=2020-01&to=2026-01')).statusCode).toBe(400);
    expect((await call(investor, 'GET', '/api/insights/kpi?from=2020-01')).statusCode).toBe(400);
    const dflt = (await call(investor, 'GET', '/api/insights/kpi')).json();
    expect(dflt.months).toHaveLength(12);
    expect(dflt.to).toBe(monthOf(clock()));
  });
});
