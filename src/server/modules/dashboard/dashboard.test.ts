import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { complianceTasks, dealQuestions, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, cookie: who.cookie, payload, headers: { 'accept-language': lang } });

async function projectOf(owner: Person, title: string) {
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const p = await call(owner, 'POST', '/api/projects', {
    title,
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
  });
  expect(p.statusCode, p.body).toBe(201);
  return p.json().id as string;
}

/** A submitted request from `owner` to `investor` (the funding-requests module's own routes). */
async function requestTo(owner: Person, investor: Person, title: string) {
  const projectId = await projectOf(owner, title);
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

type Waiting = Array<{ kind: string; cardId?: string; requestId?: string; projectTitle?: string; at: string }>;

describe('GET /api/dashboard/investor', () => {
  it('lists the answered question and the new request of this investor only, newest first; other roles get 403', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    const { projectId, requestId } = await requestTo(owner, investor, 'Agrivoltaic farm');
    await requestTo(owner, other, 'Someone else’s deal');

    const empty = (await call(investor, 'GET', '/api/dashboard/investor')).json() as { waiting: Waiting; answerDays: number };
    expect(empty.waiting.map((w) => [w.kind, w.requestId])).toEqual([['request', requestId]]);
    expect(empty.answerDays).toBe(14);

    const card = ((await call(investor, 'GET', '/api/deal-flow/cards')).json() as Array<{ id: string; projectId: string }>).find(
      (c) => c.projectId === projectId,
    )!;
    const asked = await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/questions`, { body: 'Grid connection date?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const qid = asked.json().id as string;
    // Open: nothing waits yet.
    expect(((await call(investor, 'GET', '/api/dashboard/investor')).json() as { waiting: Waiting }).waiting.map((w) => w.kind)).toEqual([
      'request',
    ]);
    expect((await call(owner, 'POST', `/api/projects/${projectId}/questions/${qid}/answer`, { body: 'Q2 2027.' })).statusCode).toBe(200);

    const after = ((await call(investor, 'GET', '/api/dashboard/investor')).json() as { waiting: Waiting }).waiting;
    // The answer came after the request was submitted: newest first.
    expect(after.map((w) => [w.kind, w.cardId ?? w.requestId])).toEqual([
      ['answer', card.id],
      ['request', requestId],
    ]);
    expect(after[0]!.projectTitle).toBe('Agrivoltaic farm');

    // The other investor sees only their own request, never this answer.
    const theirs = ((await call(other, 'GET', '/api/dashboard/investor')).json() as { waiting: Waiting }).waiting;
    expect(theirs.map((w) => w.kind)).toEqual(['request']);
    expect(theirs.some((w) => w.requestId === requestId || w.cardId === card.id)).toBe(false);

    // An answer older than the window no longer waits (oracle: answered 15 days ago > 14).
    await t.database.db
      .update(dealQuestions)
      .set({ answeredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(dealQuestions.id, qid));
    expect(((await call(investor, 'GET', '/api/dashboard/investor')).json() as { waiting: Waiting }).waiting.map((w) => w.kind)).toEqual([
      'request',
    ]);

    // Taken into review: the request no longer waits.
    expect((await call(investor, 'POST', `/api/funding-requests/${requestId}/transitions`, { to: 'under_review' })).statusCode).toBe(200);
    expect(((await call(investor, 'GET', '/api/dashboard/investor')).json() as { waiting: Waiting }).waiting).toEqual([]);

    for (const who of [owner, await signUp(t, 'consultant')])
      expect((await call(who, 'GET', '/api/dashboard/investor')).statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/consultant and task assignees', () => {
  it('shows shared projects with their capability and assigned open tasks, and drops both once the grant is revoked', async () => {
    const owner = await signUp(t, 'proponent');
    const consultant = await signUp(t, 'consultant');
    const outsider = await signUp(t, 'consultant');
    const projectId = await projectOf(owner, 'Solar roofs');
    const grant = await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: consultant.email, access: 'edit' });
    expect(grant.statusCode, grant.body).toBe(201);
    const grantId = grant.json().id as string;

    // The picker offers the owner and the grantee, not the outsider.
    const people = (await call(owner, 'GET', `/api/projects/${projectId}/compliance/assignees`)).json() as Array<{ id: string }>;
    expect(people.map((p) => p.id).sort()).toEqual([owner.id, consultant.id].sort());

    // Assigning someone who cannot see the project: 422, translated.
    const bad = await call(
      owner,
      'POST',
      `/api/projects/${projectId}/compliance/tasks`,
      { itemId: 'GDPR-ART30', owner: 'DPO', assigneeId: outsider.id, dueDate: '2027-01-15' },
      'it',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('TASK_ASSIGNEE_CANNOT_SEE');
    expect(bad.json().message).toMatch(/^Un'attività può essere assegnata solo/);
    expect(await t.database.db.select().from(complianceTasks).where(eq(complianceTasks.projectId, projectId))).toEqual([]);

    const made = await call(owner, 'POST', `/api/projects/${projectId}/compliance/tasks`, {
      itemId: 'GDPR-ART30',
      owner: 'DPO',
      assigneeId: consultant.id,
      dueDate: '2027-01-15',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().assignee).toMatchObject({ id: consultant.id });
    const done = await call(owner, 'POST', `/api/projects/${projectId}/compliance/tasks`, {
      itemId: 'GDPR-ART32',
      owner: 'IT',
      assigneeId: consultant.id,
      dueDate: '2027-02-01',
    });
    expect(
      (await call(owner, 'PATCH', `/api/projects/${projectId}/compliance/tasks/${done.json().id}`, { status: 'done' })).statusCode,
    ).toBe(200);
    // Editing to an outsider is refused too.
    expect(
      (await call(owner, 'PATCH', `/api/projects/${projectId}/compliance/tasks/${made.json().id}`, { assigneeId: outsider.id })).statusCode,
    ).toBe(422);

    const view = (await call(consultant, 'GET', '/api/dashboard/consultant')).json();
    expect(view.projects).toMatchObject([{ id: projectId, title: 'Solar roofs', capability: 'edit', via: 'grant' }]);
    expect(view.projects[0].ownerName).toMatch(/^User /);
    // Only the open task is listed.
    expect(view.tasks).toMatchObject([{ id: made.json().id, projectId, itemId: 'GDPR-ART30', dueDate: '2027-01-15' }]);
    expect((await call(outsider, 'GET', '/api/dashboard/consultant')).json()).toEqual({ projects: [], tasks: [] });

    // Revoked: neither the project nor its task is listed (the assignment stays for the owner to change).
    expect((await call(owner, 'DELETE', `/api/projects/${projectId}/grants/${grantId}`)).statusCode).toBe(204);
    expect((await call(consultant, 'GET', '/api/dashboard/consultant')).json()).toEqual({ projects: [], tasks: [] });

    for (const who of [owner, await signUp(t, 'investor')])
      expect((await call(who, 'GET', '/api/dashboard/consultant')).statusCode).toBe(403);
  });
});
