import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, dealCardMoves, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

/** A proponent's project submitted as a funding request to the investor (the oracle: the funding-requests module's own routes). */
async function requestTo(owner: Person, investor: Person) {
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const p = await call(owner, 'POST', '/api/projects', {
    title: 'Agrivoltaic farm',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
  });
  expect(p.statusCode, p.body).toBe(201);
  const projectId = p.json().id as string;
  const r = await call(owner, 'POST', '/api/funding-requests', {
    projectId,
    investorId: investor.id,
    message: 'First ticket',
    amountRequested: 400_000,
  });
  expect(r.statusCode, r.body).toBe(201);
  const requestId = r.json().id as string;
  expect((await call(owner, 'POST', `/api/funding-requests/${requestId}/transitions`, { to: 'submitted' })).statusCode).toBe(200);
  return { projectId, requestId };
}

describe('deal flow', () => {
  it('creates one default pipeline even when the first reads race', async () => {
    const investor = await signUp(t, 'investor');
    const [a, b, c] = await Promise.all([
      call(investor, 'GET', '/api/deal-flow/pipelines'),
      call(investor, 'GET', '/api/deal-flow/cards'),
      call(investor, 'GET', '/api/deal-flow/pipelines'),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const after = (await call(investor, 'GET', '/api/deal-flow/pipelines')).json();
    expect(after).toHaveLength(1);
    expect(after[0].stages).toHaveLength(6);
    expect(a.json()[0].stages).toHaveLength(6);
  });

  it('creates the default pipeline, files a card from a submitted request, records moves, and hides the card once the request is withdrawn', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    const { projectId, requestId } = await requestTo(owner, investor);

    const pipelines = (await call(investor, 'GET', '/api/deal-flow/pipelines')).json();
    expect(pipelines).toHaveLength(1);
    expect(pipelines[0].stages.map((s: { kind: string }) => s.kind)).toEqual([
      'new',
      'screening',
      'due_diligence',
      'term_sheet',
      'closed',
      'passed',
    ]);
    const stages = pipelines[0].stages as Array<{ id: string }>;

    const cards = (await call(investor, 'GET', '/api/deal-flow/cards')).json();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      projectId,
      source: 'request',
      stageId: stages[0]!.id,
      ticket: 400_000,
      fundingRequestId: requestId,
      projectTitle: 'Agrivoltaic farm',
    });
    const cardId = cards[0].id as string;
    // Listing again files nothing twice.
    expect((await call(investor, 'GET', '/api/deal-flow/cards')).json()).toHaveLength(1);
    // Another investor sees nothing of it.
    expect((await call(other, 'GET', '/api/deal-flow/cards')).json()).toEqual([]);
    expect((await call(other, 'POST', `/api/deal-flow/cards/${cardId}/move`, { stageId: stages[1]!.id })).statusCode).toBe(404);
    // The proponent has no deal flow.
    expect((await call(owner, 'GET', '/api/deal-flow/cards')).statusCode).toBe(403);

    const moved = await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/move`, { stageId: stages[2]!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().stageId).toBe(stages[2]!.id);
    const moves = await t.database.db.select().from(dealCardMoves).where(eq(dealCardMoves.cardId, cardId));
    expect(moves.map((m) => [m.fromStageId, m.toStageId, m.byId])).toEqual([
      [null, stages[0]!.id, investor.id],
      [stages[0]!.id, stages[2]!.id, investor.id],
    ]);
    // The card's own history says who and when, in the order it happened.
    const history = (await call(investor, 'GET', `/api/deal-flow/cards/${cardId}`)).json().moves as Array<{
      fromStageId: string | null;
      toStageId: string;
      by: string;
      at: string;
    }>;
    expect(history.map((m) => [m.fromStageId, m.toStageId, m.by])).toEqual([
      [null, stages[0]!.id, investor.username],
      [stages[0]!.id, stages[2]!.id, investor.username],
    ]);
    expect(history[0]!.at <= history[1]!.at).toBe(true);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dealflow.card.move'), eq(auditLog.target, cardId)));
    expect(audited).toHaveLength(1);
    // A stage of no pipeline of theirs.
    expect((await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/move`, { stageId: projectId })).statusCode).toBe(404);

    // Withdrawn: the grant goes, and with it the card and the project (404, existence not confirmed).
    expect((await call(owner, 'POST', `/api/funding-requests/${requestId}/transitions`, { to: 'withdrawn' })).statusCode).toBe(200);
    expect((await call(investor, 'GET', '/api/deal-flow/cards')).json()).toEqual([]);
    expect((await call(investor, 'GET', `/api/deal-flow/cards/${cardId}`)).statusCode).toBe(404);
    expect((await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/move`, { stageId: stages[1]!.id })).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
  });

  // Oracle: a history is a chain, each move from where the one before left the card. Two moves sent at once
  // (a drag, then the "Move to…" select before the first is answered) reach the server together; read
  // before it was locked, the card's stage made both "from New".
  it('records two moves sent at once one after the other, the second from where the first left the card', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    await requestTo(owner, investor);
    const stages = (await call(investor, 'GET', '/api/deal-flow/pipelines')).json()[0].stages as Array<{ id: string }>;
    const [card] = (await call(investor, 'GET', '/api/deal-flow/cards')).json();
    const both = await Promise.all(
      [stages[1]!, stages[2]!].map((s) => call(investor, 'POST', `/api/deal-flow/cards/${card.id}/move`, { stageId: s.id })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const moves = (await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).json().moves as Array<{
      fromStageId: string | null;
      toStageId: string;
    }>;
    expect(moves).toHaveLength(3);
    expect(moves[0]).toMatchObject({ fromStageId: null, toStageId: stages[0]!.id });
    expect(moves[1]!.fromStageId).toBe(stages[0]!.id);
    expect(moves[2]!.fromStageId).toBe(moves[1]!.toStageId);
    const after = (await call(investor, 'GET', '/api/deal-flow/cards')).json()[0];
    expect(after.stageId).toBe(moves[2]!.toStageId);
  });

  it('asks a question the proponent answers, each side notified; notes, findings and a decision stay on the card', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const { projectId } = await requestTo(owner, investor);
    const [card] = (await call(investor, 'GET', '/api/deal-flow/cards')).json();
    const detail = (await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).json();
    expect(detail.ddItems.length).toBeGreaterThan(0);
    const item = await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${detail.ddItems[0].id}`, { done: true });
    expect(item.json().done).toBe(true);

    const asked = await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/questions`, {
      body: 'What is the grid connection date?',
      dueDate: '2099-12-31',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const qid = asked.json().id as string;
    const ownerNotes = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerNotes.some((n) => n.content.includes('grid connection'))).toBe(true);

    // The proponent reads and answers; the investor cannot read the project's questions list (members only) nor answer.
    expect((await call(investor, 'GET', `/api/projects/${projectId}/questions`)).statusCode).toBe(403);
    expect((await call(investor, 'POST', `/api/projects/${projectId}/questions/${qid}/answer`, { body: 'x' })).statusCode).toBe(403);
    const list = (await call(owner, 'GET', `/api/projects/${projectId}/questions`)).json();
    expect(list.map((q: { id: string; status: string }) => [q.id, q.status])).toEqual([[qid, 'open']]);
    const answered = await call(owner, 'POST', `/api/projects/${projectId}/questions/${qid}/answer`, { body: 'Q2 2027, contract signed.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await call(owner, 'POST', `/api/projects/${projectId}/questions/${qid}/answer`, { body: 'again' })).statusCode).toBe(409);
    const invNotes = await t.database.db.select().from(notifications).where(eq(notifications.userId, investor.id));
    expect(invNotes.some((n) => n.content.includes('Q2 2027'))).toBe(true);

    expect((await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/notes`, { body: 'Strong team' })).statusCode).toBe(201);
    expect(
      (
        await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/findings`, {
          risk: 'Grid delay',
          severity: 'high',
          likelihood: 'medium',
        })
      ).statusCode,
    ).toBe(201);
    const d = await call(investor, 'PUT', `/api/deal-flow/cards/${card.id}/decision`, {
      decision: 'invest',
      amount: 300_000,
      conditions: 'Grid contract',
    });
    expect(d.statusCode, d.body).toBe(200);
    const after = (await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).json();
    expect(after.questions[0]).toMatchObject({ status: 'answered', answerBody: 'Q2 2027, contract signed.' });
    expect(after.notes.map((n: { body: string }) => n.body)).toEqual(['Strong team']);
    expect(after.findings).toHaveLength(1);
    expect(after.decision).toMatchObject({ decision: 'invest', amount: 300_000 });
    // The dashboard's figures (oracle: the one card in "new", the one question answered above).
    const summary = (await call(investor, 'GET', '/api/deal-flow/summary')).json();
    expect(summary.stages.map((st: { kind: string; count: number }) => [st.kind, st.count])).toEqual([
      ['new', 1],
      ['screening', 0],
      ['due_diligence', 0],
      ['term_sheet', 0],
      ['closed', 0],
      ['passed', 0],
    ]);
    expect(summary).toMatchObject({ questionsAsked: 1, questionsAnswered: 1 });
  });
});
