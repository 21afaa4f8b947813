import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FUNDING_REQUEST_STATES, canTransition, type FundingRequestState } from '../../../domain/funding/requests.ts';
import { auditLog, fundingRequests, projectGrants, workspaceMembers } from '../../db/schema/index.ts';
import { signUp, signUpAdmin } from '../../test/harness.ts';
import type { Person } from './funding-requests-setup.ts';
import { t, call, minimal, projectOf, draftTo, move, requestNotices } from './funding-requests-setup.ts';

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
