import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FUNDING_REQUEST_STATES, canTransition, type FundingRequestState } from '../../../domain/funding/requests.ts';
import {
  auditLog,
  documents,
  fundingCalls,
  fundingRequests,
  notifications,
  projectGrants,
  users,
  workspaceMembers,
} from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });
const minimal = { title: 'Agrivoltaic farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 };

async function projectOf(owner: Person, extra: object = {}): Promise<string> {
  // Room for several projects: the tier limit is tested in projects.test.ts.
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const res = await call(owner, 'POST', '/api/projects', { ...minimal, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function fundingCall(): Promise<string> {
  const [row] = await t.database.db
    .insert(fundingCalls)
    .values({
      source: 'curated',
      sourceRecordId: randomUUID(),
      title: 'Smart&Start Italia',
      funder: 'Invitalia',
      aidForm: 'subsidised_loan',
      contentHash: randomUUID(),
      maxAmount: 1_500_000,
    })
    .returning();
  return row!.id;
}
async function draftTo(
  owner: Person,
  projectId: string,
  to: { investorId?: string; callId?: string },
  amountRequested = 400_000,
): Promise<string> {
  const res = await call(owner, 'POST', '/api/funding-requests', { projectId, ...to, message: 'We seek a first ticket.', amountRequested });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ state: 'draft', projectId, amountRequested });
  return res.json().id as string;
}
const move = (who: Person, id: string, to: FundingRequestState, extra: object = {}) =>
  call(who, 'POST', `/api/funding-requests/${id}/transitions`, { to, ...extra });
const requestNotices = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.title.startsWith('Funding request for')));

describe('funding requests to an investor', () => {
  it('is a draft only its project sees; submitting shows it to the investor, shares the project read-only, and notifies them; withdrawing takes the access back', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const stranger = await signUp(t, 'proponent');
    const projectId = await projectOf(owner);
    const id = await draftTo(owner, projectId, { investorId: investor.id });

    // A draft: the investor neither lists nor reads it, nor the project.
    expect((await call(investor, 'GET', '/api/funding-requests')).json()).toEqual([]);
    for (const who of [investor, stranger]) expect([(await call(who, 'GET', `/api/funding-requests/${id}`)).statusCode]).toEqual([404]);
    expect((await call(investor, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
    const mine = (await call(owner, 'GET', '/api/funding-requests')).json();
    expect(mine.map((r: { id: string; side: string; allowedTransitions: string[] }) => [r.id, r.side, r.allowedTransitions])).toEqual([
      [id, 'proponent', ['submitted', 'withdrawn']],
    ]);

    const submitted = await move(owner, id, 'submitted');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'submitted', side: 'proponent', allowedTransitions: ['withdrawn'] });
    expect(submitted.json().snapshot).toMatchObject({
      details: { title: minimal.title },
      evaluation: null,
      compliance: { status: 'not_assessed' },
      documents: [],
    });

    const incoming = (await call(investor, 'GET', '/api/funding-requests')).json();
    expect(incoming.map((r: { id: string; side: string; allowedTransitions: string[] }) => [r.id, r.side, r.allowedTransitions])).toEqual([
      [id, 'receiver', ['under_review', 'information_requested', 'approved', 'rejected']],
    ]);
    const project = await call(investor, 'GET', `/api/projects/${projectId}`);
    expect(project.statusCode).toBe(200);
    expect(project.json().access).toMatchObject({ via: 'grant', level: 'read' });
    expect(await requestNotices(investor.id)).toHaveLength(1);
    expect(await requestNotices(owner.id)).toHaveLength(0);

    expect((await move(owner, id, 'withdrawn', { note: 'Closed the round elsewhere' })).statusCode).toBe(200);
    expect((await call(investor, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
    // They keep the request they received (its record), now withdrawn, and were told.
    expect((await call(investor, 'GET', `/api/funding-requests/${id}`)).json()).toMatchObject({
      state: 'withdrawn',
      allowedTransitions: [],
    });
    const notes = await requestNotices(investor.id);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.content).join(' ')).toContain('Closed the round elsewhere');
    const [grant] = await t.database.db
      .select()
      .from(projectGrants)
      .where(and(eq(projectGrants.projectId, projectId), eq(projectGrants.granteeId, investor.id)));
    expect(grant!.revokedAt).not.toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'funding.request.transition'), eq(auditLog.target, id)));
    expect(audited.map((a) => [a.outcome, (a.details as { toState: string }).toState])).toEqual([
      ['success', 'submitted'],
      ['success', 'withdrawn'],
    ]);
    expect(JSON.stringify(audited)).not.toContain('Closed the round');
  });

  it('walks review, information, approval and funding, notifying the other side at every step; a rejection revokes the access', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const projectId = await projectOf(owner);
    const id = await draftTo(owner, projectId, { investorId: investor.id }, 500_000);
    const steps: Array<[Person, FundingRequestState, Person]> = [
      [owner, 'submitted', investor],
      [investor, 'under_review', owner],
      [investor, 'information_requested', owner],
      [owner, 'under_review', investor],
      [investor, 'approved', owner],
      [investor, 'funded', owner],
    ];
    const heard = new Map<string, number>();
    for (const [who, to, other] of steps) {
      const res = await move(who, id, to, to === 'funded' ? { fundedAmount: 450_000 } : {});
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
      heard.set(other.id, (heard.get(other.id) ?? 0) + 1);
      expect(await requestNotices(other.id), to).toHaveLength(heard.get(other.id)!);
    }
    const detail = (await call(owner, 'GET', `/api/funding-requests/${id}`)).json();
    expect(detail).toMatchObject({ state: 'funded', fundedAmount: 450_000 });
    expect(detail.events.map((e: { from: string | null; to: string }) => `${e.from}→${e.to}`)).toEqual([
      'null→draft',
      'draft→submitted',
      'submitted→under_review',
      'under_review→information_requested',
      'information_requested→under_review',
      'under_review→approved',
      'approved→funded',
    ]);
    // Funded keeps the investor's read access; a rejected request elsewhere does not.
    expect((await call(investor, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(200);
    const other = await projectOf(owner);
    const second = await draftTo(owner, other, { investorId: investor.id });
    await move(owner, second, 'submitted');
    expect((await call(investor, 'GET', `/api/projects/${other}`)).statusCode).toBe(200);
    const refused = await move(investor, second, 'rejected', { note: 'Outside our thesis' });
    expect(refused.statusCode).toBe(200);
    expect((await call(investor, 'GET', `/api/projects/${other}`)).statusCode).toBe(404);
  });

  it('keeps an access the investor had before the request: nothing granted, nothing revoked', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const projectId = await projectOf(owner);
    expect((await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: investor.email, access: 'comment' })).statusCode).toBe(
      201,
    );
    const id = await draftTo(owner, projectId, { investorId: investor.id });
    await move(owner, id, 'submitted');
    await move(owner, id, 'withdrawn');
    const project = await call(investor, 'GET', `/api/projects/${projectId}`);
    expect([project.statusCode, project.json().access.level]).toEqual([200, 'comment']);
  });

  it('follows the state machine for every pair of states and every caller (320 API calls against src/domain/funding)', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const viewer = await signUp(t, 'proponent');
    const stranger = await signUp(t, 'investor');
    const admin = await signUpAdmin(t);
    const projectId = await projectOf(owner);
    const ws = (await call(owner, 'GET', `/api/projects/${projectId}`)).json().workspaceId as string;
    await t.database.db.insert(workspaceMembers).values({ workspaceId: ws, userId: viewer.id, role: 'viewer' });
    const id = await draftTo(owner, projectId, { investorId: investor.id });
    const callers = { proponent: owner, receiver: investor, viewer, stranger, admin } as const;
    const failures: string[] = [];
    const at = new Date();
    for (const from of FUNDING_REQUEST_STATES) {
      for (const to of FUNDING_REQUEST_STATES) {
        for (const [name, who] of Object.entries(callers)) {
          // Put the request in `from` directly (a submitted one, so the investor may see it unless draft).
          await t.database.db
            .update(fundingRequests)
            .set({
              state: from,
              submittedAt: from === 'draft' ? null : at,
              fundedAt: from === 'funded' ? at : null,
              fundedAmount: from === 'funded' ? 1 : null,
            })
            .where(eq(fundingRequests.id, id));
          const res = await move(who, id, to);
          const sees = name === 'proponent' || name === 'viewer' || (name === 'receiver' && from !== 'draft');
          const side = name === 'proponent' ? 'proponent' : name === 'receiver' ? 'receiver' : 'none';
          // A viewer has no right to move a request: 403 FORBIDDEN before the machine is asked (issue 26).
          const want = !sees ? 404 : name === 'viewer' ? 403 : canTransition(from, to, side, 'investor') ? 200 : 409;
          if (res.statusCode !== want) failures.push(`${name} ${from}→${to}: ${res.statusCode}, expected ${want}`);
          if (want === 403 && res.json().code !== 'FORBIDDEN') failures.push(`${name} ${from}→${to}: code ${res.json().code}`);
          if (want === 409 && res.json().code !== 'INVALID_TRANSITION') failures.push(`${name} ${from}→${to}: code ${res.json().code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('funding requests to a call', () => {
  it('lets the proponent record the programme\'s answers and outcome, and feeds "funding obtained" live', async () => {
    const owner = await signUp(t, 'proponent');
    const before = (await call(owner, 'GET', '/api/stats')).json();
    expect(before.fundingObtained).toBeNull();
    const callId = await fundingCall();
    const a = await projectOf(owner);
    const b = await projectOf(owner);
    const first = await draftTo(owner, a, { callId }, 300_000);
    const second = await draftTo(owner, b, { callId }, 1_000_000);
    for (const to of ['submitted', 'under_review', 'approved'] as const) expect((await move(owner, first, to)).statusCode).toBe(200);
    expect((await move(owner, second, 'submitted')).statusCode).toBe(200);
    // Sent, nothing funded yet: a measured 0, and 1 300 000 requested (oracle: 300 000 + 1 000 000).
    let stats = (await call(owner, 'GET', '/api/stats')).json();
    expect([stats.fundingObtained, stats.dashboard.fundingRequested, stats.dashboard.fundingSuccessRate]).toEqual([0, 1_300_000, 1]);
    expect((await move(owner, first, 'funded', { fundedAmount: 250_000.5 })).statusCode).toBe(200);
    for (const to of ['approved', 'funded'] as const) expect((await move(owner, second, to)).statusCode).toBe(200);
    stats = (await call(owner, 'GET', '/api/stats')).json();
    // 250 000.50 + 1 000 000 (the amount requested, when none is given), exact to the cent.
    expect(stats.fundingObtained).toBe(1_250_000.5);
    expect(stats.dashboard.fundingSecured).toBe(1_250_000.5);
  });
});

describe('funding request refusals', () => {
  it('answers 404 to who cannot see the project, 403 to a reader, and 400 for a bad target', async () => {
    const owner = await signUp(t, 'proponent');
    const reader = await signUp(t, 'investor');
    const stranger = await signUp(t, 'proponent');
    const other = await signUp(t, 'proponent');
    const projectId = await projectOf(owner);
    const investor = await signUp(t, 'investor');
    await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: reader.email, access: 'read' });
    const body = { projectId, investorId: investor.id, message: '' };
    const denied = await call(stranger, 'POST', '/api/funding-requests', body);
    expect([denied.statusCode, denied.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    const forbidden = await call(reader, 'POST', '/api/funding-requests', { ...body, investorId: investor.id });
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'FORBIDDEN']);
    const callId = await fundingCall();
    for (const [payload, path] of [
      [{ projectId, message: '' }, 'callId'],
      [{ projectId, message: '', callId, investorId: investor.id }, 'investorId'],
      [{ projectId, message: '', callId: randomUUID() }, 'callId'],
      [{ projectId, message: '', investorId: other.id }, 'investorId'],
    ] as const) {
      const res = await call(owner, 'POST', '/api/funding-requests', payload);
      expect([res.statusCode, res.json().code, res.json().details.fields[0].path]).toEqual([400, 'VALIDATION_FAILED', path]);
    }
  });

  it("edits only drafts (409 FUNDING_REQUEST_LOCKED after), and refuses a workspace viewer's edit or message (403)", async () => {
    const owner = await signUp(t, 'proponent');
    const viewer = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const projectId = await projectOf(owner);
    const ws = (await call(owner, 'GET', `/api/projects/${projectId}`)).json().workspaceId as string;
    await t.database.db.insert(workspaceMembers).values({ workspaceId: ws, userId: viewer.id, role: 'viewer' });
    const id = await draftTo(owner, projectId, { investorId: investor.id });
    const edited = await call(owner, 'PATCH', `/api/funding-requests/${id}`, {
      message: 'Updated pitch',
      amountRequested: 600_000,
      package: { details: true, evaluation: false, compliance: false, documentIds: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Updated pitch', amountRequested: 600_000, package: { evaluation: false } });
    expect((await call(viewer, 'PATCH', `/api/funding-requests/${id}`, { message: 'x' })).statusCode).toBe(403);
    expect((await call(viewer, 'POST', `/api/funding-requests/${id}/messages`, { body: 'x' })).statusCode).toBe(403);
    // Moving it, even along an edge the proponent may take (draft → submitted): 403 FORBIDDEN, not 409 (issue 26).
    const moved = await move(viewer, id, 'submitted');
    expect([moved.statusCode, moved.json().code]).toEqual([403, 'FORBIDDEN']);
    await move(owner, id, 'submitted');
    const locked = await call(owner, 'PATCH', `/api/funding-requests/${id}`, { message: 'Too late' });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'FUNDING_REQUEST_LOCKED']);
    const again = await move(owner, id, 'submitted');
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVALID_TRANSITION']);
  });
});

describe('the message thread', () => {
  it('attaches project documents (resolved when read, gone when deleted), notifies the other side, and keeps the words with no author after erasure', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const projectId = await projectOf(owner);
    const [doc] = await t.database.db
      .insert(documents)
      .values({
        projectId,
        uploadedBy: owner.id,
        filename: 'business-plan.pdf',
        mediaType: 'application/pdf',
        size: 10,
        sha256: 'x',
        storageKey: 'k',
      })
      .returning();
    const id = await draftTo(owner, projectId, { investorId: investor.id });
    await move(owner, id, 'submitted');
    const posted = await call(owner, 'POST', `/api/funding-requests/${id}/messages`, {
      body: 'Our plan is attached.',
      documentIds: [doc!.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      body: 'Our plan is attached.',
      documents: [{ id: doc!.id, filename: 'business-plan.pdf' }],
      author: { id: owner.id },
    });
    const foreign = await call(owner, 'POST', `/api/funding-requests/${id}/messages`, { body: 'x', documentIds: [randomUUID()] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call(investor, 'POST', `/api/funding-requests/${id}/messages`, { body: 'What is the DSCR?' })).statusCode).toBe(201);
    const ownerNotes = (await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id))).filter((n) =>
      n.title.startsWith('New message'),
    );
    expect(ownerNotes.map((n) => n.content)).toEqual([expect.stringContaining('What is the DSCR?')]);
    await t.database.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, doc!.id));
    expect((await call(investor, 'GET', `/api/funding-requests/${id}/messages`)).json()[0].documents).toEqual([]);

    expect((await call(investor, 'DELETE', '/api/account', { password: 'a sound passphrase' })).statusCode).toBe(200);
    const after = (await call(owner, 'GET', `/api/funding-requests/${id}/messages`)).json();
    expect(after.map((m: { author: unknown; body: string }) => [m.author, m.body])).toEqual([
      [{ id: owner.id, name: expect.any(String) }, 'Our plan is attached.'],
      [null, 'What is the DSCR?'],
    ]);
    expect((await call(owner, 'GET', `/api/funding-requests/${id}`)).json()).toMatchObject({ investor: null, state: 'submitted' });
  });
});

describe('the package carries the compliance status', () => {
  it('lists the applicable frameworks with an answer, as GET /api/projects/:id/compliance reports them (the oracle), and nothing invented', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await projectOf(owner);
    const callId = await fundingCall();
    // Scoped as exposed under D.Lgs. 231 (dealing with the PA), then one control answered: it answers
    // items of every framework it maps that applies to this project (231's D231-SP-PA among them).
    const scope = await t.call({
      method: 'PUT',
      url: `/api/projects/${projectId}/compliance/scope`,
      cookie: owner.cookie,
      payload: { exposure231: 'high', offenceFamilies231: ['D231-SP-PA'] },
    });
    expect(scope.statusCode, scope.body).toBe(200);
    const answered = await t.call({
      method: 'PUT',
      url: `/api/projects/${projectId}/compliance/controls/CTL-ANTI-CORRUPTION`,
      cookie: owner.cookie,
      payload: { answer: 'met' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const report = (await call(owner, 'GET', `/api/projects/${projectId}/compliance`)).json() as {
      frameworks: Array<{ id: string; applicable: boolean; status: string | null; score: number | null; answered: number; total: number }>;
    };
    const expected = report.frameworks
      .filter((f) => f.applicable && f.answered > 0)
      .map(({ id, status, score, answered: a, total }) => ({ id, status, score, answered: a, total }));
    expect(expected.map((f) => f.id)).toContain('dlgs-231');

    const id = await draftTo(owner, projectId, { callId });
    const submitted = await move(owner, id, 'submitted');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().snapshot.compliance).toEqual({ status: 'assessed', frameworks: expected });
  });
});
