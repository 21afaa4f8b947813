import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documents, notifications, workspaceMembers } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, call, projectOf, fundingCall, draftTo, move } from './funding-requests-setup.ts';

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
