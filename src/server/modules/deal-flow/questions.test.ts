import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { notificationText } from '../notifications/service.ts';

// A test clock: the server's "today" is what this says, so "overdue" is decided by the test, not the calendar.
let clock = Date.parse('2026-06-01T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url, cookie: who.cookie, payload });

/** A proponent's project submitted as a funding request to the investor, and the investor's card for it. */
async function cardFor(owner: Person, investor: Person) {
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const p = await call(owner, 'POST', '/api/projects', {
    title: 'Wind repowering',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 1_000_000,
  });
  expect(p.statusCode, p.body).toBe(201);
  const projectId = p.json().id as string;
  const r = await call(owner, 'POST', '/api/funding-requests', {
    projectId,
    investorId: investor.id,
    message: 'Ticket',
    amountRequested: 100_000,
  });
  expect(r.statusCode, r.body).toBe(201);
  expect((await call(owner, 'POST', `/api/funding-requests/${r.json().id}/transitions`, { to: 'submitted' })).statusCode).toBe(200);
  const cards = (await call(investor, 'GET', '/api/deal-flow/cards')).json() as Array<{ id: string; projectId: string }>;
  return { projectId, cardId: cards.find((c) => c.projectId === projectId)!.id };
}

/** A document row of the project (the upload pipeline is not under test here, only the project and deletion). */
async function documentOf(projectId: string, filename: string, deleted = false) {
  const [d] = await t.database.db
    .insert(documents)
    .values({
      projectId,
      filename,
      mediaType: 'application/pdf',
      size: 10,
      sha256: 'x'.repeat(64),
      storageKey: `k/${filename}`,
      deletedAt: deleted ? new Date(clock) : null,
    })
    .returning();
  return d!.id;
}

describe('due-diligence questions: due dates and answer attachments', () => {
  it('stores the due date, refuses one in the past, and marks an open question overdue once the clock passes it', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const { projectId, cardId } = await cardFor(owner, investor);

    // Server today is 2026-06-01: yesterday is refused, today is accepted.
    const past = await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/questions`, { body: 'Late?', dueDate: '2026-05-31' });
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json().code).toBe('QUESTION_DUE_IN_PAST');

    const asked = await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/questions`, {
      body: 'Grid permit status?',
      dueDate: '2026-06-10',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ dueDate: '2026-06-10', overdue: false, attachments: [] });
    const undated = await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/questions`, { body: 'Team CVs?' });
    expect(undated.json()).toMatchObject({ dueDate: null, overdue: false });
    // The owner's notification carries the due date, worded as a date in the reader's language (ADR 0030).
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const dated = notes.find((n) => n.content === 'Grid permit status?');
    expect(dated?.messageKey).toBe('dealFlow.questionAskedDue');
    expect(notificationText('en', { key: dated!.messageKey!, params: dated!.messageParams ?? {} })?.title).toMatch(
      /to answer by 10 June 2026$/,
    );
    expect(notificationText('it', { key: dated!.messageKey!, params: dated!.messageParams ?? {} })?.title).toMatch(
      /da rispondere entro il 10 giugno 2026$/,
    );

    // On the due day itself it is not overdue; the day after it is (both sides), and the undated one never is.
    clock = Date.parse('2026-06-10T23:00:00.000Z');
    expect(
      (await call(owner, 'GET', `/api/projects/${projectId}/questions`)).json().find((q: { id: string }) => q.id === asked.json().id)
        .overdue,
    ).toBe(false);
    clock = Date.parse('2026-06-11T00:30:00.000Z');
    const mine = (await call(owner, 'GET', `/api/projects/${projectId}/questions`)).json() as Array<{ id: string; overdue: boolean }>;
    expect(mine.map((q) => [q.id, q.overdue]).sort()).toEqual(
      [
        [asked.json().id, true],
        [undated.json().id, false],
      ].sort(),
    );
    const detail = (await call(investor, 'GET', `/api/deal-flow/cards/${cardId}`)).json();
    expect(detail.questions.find((q: { id: string }) => q.id === asked.json().id).overdue).toBe(true);

    // Answered: no longer overdue.
    expect(
      (await call(owner, 'POST', `/api/projects/${projectId}/questions/${asked.json().id}/answer`, { body: 'Granted in May.' })).json()
        .overdue,
    ).toBe(false);
    clock = Date.parse('2026-06-01T10:00:00.000Z');
  });

  it("attaches only live documents of the question's project, and the investor sees their names", async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const { projectId, cardId } = await cardFor(owner, investor);
    const other = await cardFor(owner, investor);
    const permit = await documentOf(projectId, 'permit.pdf');
    const gone = await documentOf(projectId, 'old.pdf', true);
    const foreign = await documentOf(other.projectId, 'foreign.pdf');

    const qid = (await call(investor, 'POST', `/api/deal-flow/cards/${cardId}/questions`, { body: 'Show the permit' })).json().id as string;
    const url = `/api/projects/${projectId}/questions/${qid}/answer`;
    for (const bad of [foreign, gone, '00000000-0000-4000-8000-000000000000']) {
      const r = await call(owner, 'POST', url, { body: 'Attached.', documentIds: [permit, bad] });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().code).toBe('QUESTION_ATTACHMENT_INVALID');
    }
    // Refused answers leave the question open.
    expect((await call(owner, 'GET', `/api/projects/${projectId}/questions`)).json()[0].status).toBe('open');
    // More than five is refused by the contract.
    expect((await call(owner, 'POST', url, { body: 'x', documentIds: Array(6).fill(permit) })).statusCode).toBe(400);

    const ok = await call(owner, 'POST', url, { body: 'Attached.', documentIds: [permit] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().attachments).toEqual([{ id: permit, name: 'permit.pdf' }]);
    const detail = (await call(investor, 'GET', `/api/deal-flow/cards/${cardId}`)).json();
    expect(detail.questions[0].attachments).toEqual([{ id: permit, name: 'permit.pdf' }]);

    // Deleted after the answer: it drops out of the list.
    await t.database.db
      .update(documents)
      .set({ deletedAt: new Date(clock) })
      .where(eq(documents.id, permit));
    expect((await call(investor, 'GET', `/api/deal-flow/cards/${cardId}`)).json().questions[0].attachments).toEqual([]);
  });
});
