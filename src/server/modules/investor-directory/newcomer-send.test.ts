import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

const thesis = {
  headline: 'Seed energy',
  sectors: ['35'],
  regions: [],
  stages: [],
  ticketMin: null,
  ticketMax: null,
  instruments: ['equity'],
  languages: [],
};

async function project(owner: Person) {
  const p = await call(owner, 'POST', '/api/projects', {
    title: 'Solar',
    industry: '35.11',
    targetMarket: 'IT utilities',
    estimatedBudget: 500_000,
  });
  expect(p.statusCode, p.body).toBe(201);
  return p.json().id as string;
}

describe('investor directory (issue 27, step 7)', () => {
  it('lists only investors who opted in, ranked with reasons; a non-opted-in investor is never listed', async () => {
    const founder = await signUp(t);
    const id = await project(founder);
    const listed = await signUp(t, 'investor');
    const hidden = await signUp(t, 'investor');
    const mismatch = await signUp(t, 'investor');
    expect((await call(listed, 'PUT', '/api/investor-profile', { ...thesis, listed: true })).statusCode).toBe(200);
    expect((await call(hidden, 'PUT', '/api/investor-profile', { ...thesis, listed: false })).statusCode).toBe(200);
    expect((await call(mismatch, 'PUT', '/api/investor-profile', { ...thesis, sectors: ['C'], listed: true })).statusCode).toBe(200);
    const res = await call(founder, 'GET', `/api/projects/${id}/investor-matches`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as Array<{ investor: { id: string }; fits: boolean; criteria: Array<{ name: string; detail: string }> }>).map(
      (m) => m.investor.id,
    );
    expect(ids).not.toContain(hidden.id);
    // The fitting one before the one that does not fit, which says why (sector 35.11 is not under C).
    expect(ids.indexOf(listed.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(listed.id)).toBeLessThan(ids.indexOf(mismatch.id));
    const m = res.json().find((x: { investor: { id: string } }) => x.investor.id === mismatch.id);
    expect(m.fits).toBe(false);
    expect(m.criteria[0]).toEqual({ name: 'sector', outcome: 'not_met', detail: 'mismatch:35.11|C' });
  });

  it('refuses a profile to a non-investor (403)', async () => {
    const founder = await signUp(t);
    expect((await call(founder, 'PUT', '/api/investor-profile', { ...thesis, listed: true })).statusCode).toBe(403);
  });
});

describe('sending a sealed report in the app (issue 27, step 6)', () => {
  it('the investor it was shared with reads the sealed bytes on a free plan; another investor gets 404', async () => {
    const founder = await signUp(t);
    const id = await project(founder);
    expect((await call(founder, 'POST', `/api/projects/${id}/evaluations`, { iterations: 1_000, seed: 3 })).statusCode).toBe(201);
    const sealed = await call(founder, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' });
    expect(sealed.statusCode, sealed.body).toBe(201);
    const reportId = sealed.json().id as string;
    const reader = await signUp(t, 'investor');
    const stranger = await signUp(t, 'investor');
    expect((await call(stranger, 'GET', `/api/reports/${reportId}/sealed`)).statusCode).toBe(404);
    const shared = await call(founder, 'POST', `/api/reports/${reportId}/shares`, { recipientId: reader.id });
    expect(shared.statusCode, shared.body).toBe(201);
    const read = await call(reader, 'GET', `/api/reports/${reportId}/sealed`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe('inline');
    // The very sealed bytes (no watermark copy): their SHA-256 is the one the seal states.
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(read.rawPayload).digest('hex')).toBe(sealed.json().sha256);
    expect((await call(stranger, 'GET', `/api/reports/${reportId}/sealed`)).statusCode).toBe(404);
    const inbox = await call(reader, 'GET', '/api/reports/shared');
    expect(inbox.json().map((r: { id: string }) => r.id)).toEqual([reportId]);
    // Sharing with a non-investor is refused.
    const other = await signUp(t);
    expect((await call(founder, 'POST', `/api/reports/${reportId}/shares`, { recipientId: other.id })).statusCode).toBe(400);
  });
});

describe('a public call request (issue 27)', () => {
  it('records the portal submission (date, protocol), then the outcome feeds the funded figures', async () => {
    const founder = await signUp(t);
    const id = await project(founder);
    const { fundingCalls } = await import('../../db/schema/index.ts');
    const [c] = await t.database.db
      .insert(fundingCalls)
      .values({
        source: 'curated',
        sourceRecordId: 'newcomer-test',
        contentHash: 'newcomer-test',
        title: 'Bando test',
        funder: 'Regione',
        aidForm: 'grant',
        url: 'https://example.org/bando',
      } as typeof fundingCalls.$inferInsert)
      .returning({ id: fundingCalls.id });
    const created = await call(founder, 'POST', '/api/funding-requests', {
      projectId: id,
      callId: c!.id,
      message: 'x',
      amountRequested: 1000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rid = created.json().id as string;
    const rec = await call(founder, 'POST', `/api/funding-requests/${rid}/portal-submission`, {
      submittedOn: '2026-11-20',
      protocol: 'PG-123',
    });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json()).toMatchObject({ state: 'submitted', portalSubmittedOn: '2026-11-20', portalProtocol: 'PG-123' });
    for (const to of ['approved', 'funded'] as const) {
      const moved = await call(founder, 'POST', `/api/funding-requests/${rid}/transitions`, {
        to,
        ...(to === 'funded' ? { fundedAmount: 800 } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await call(founder, 'GET', `/api/funding-requests/${rid}`)).json()).toMatchObject({ state: 'funded', fundedAmount: 800 });
  });
});
