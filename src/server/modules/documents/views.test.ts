import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { documentViews } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { testAnalysers } from './test-analyser.ts';
import { EXPORT_SECTIONS } from '../privacy/export-archive.ts';

/**
 * Who viewed which document (issue 15, ADR 0030), through buildApp + inject on a real PostgreSQL
 * clone, with a clock the test moves. Oracle: the rows of document_views and the throttle rule
 * written out by hand (one 'open' per viewer, document and hour; a 'download' again after a minute).
 */
let t: TestApp;
let tmp: string;
let clock = Date.parse('2026-11-25T09:00:00Z');
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'cr-views-tmp-'));
  t = await createTestApp({ UPLOAD_TMP_DIR: tmp }, { jobPollMs: 0, now: () => new Date(clock), analyser: testAnalysers });
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

type Person = Awaited<ReturnType<typeof signUp>>;
const get = (who: Person, url: string) => t.call({ method: 'GET', url, cookie: who.cookie });
const post = (who: Person, url: string, payload?: object) => t.call({ method: 'POST', url, cookie: who.cookie, payload });

async function sharedDocument() {
  const owner = await signUp(t, 'proponent');
  const investor = await signUp(t, 'investor');
  const project = (
    await post(owner, '/api/projects', {
      title: 'Solar farm',
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 2_500_000,
    })
  ).json().id as string;
  expect((await post(owner, `/api/projects/${project}/grants`, { email: investor.email, access: 'read' })).statusCode).toBe(201);
  const m = fx.multipart('model.csv', fx.csv());
  const doc = (
    await t.call({
      method: 'POST',
      url: `/api/projects/${project}/documents`,
      cookie: owner.cookie,
      payload: m.payload,
      headers: m.headers,
    })
  ).json();
  await t.app.jobs.drain();
  return { owner, investor, project, docId: doc.id as string };
}
const rows = (docId: string) =>
  t.database.db.select().from(documentViews).where(eq(documentViews.documentId, docId)).orderBy(documentViews.at);

describe('document views', () => {
  it("records a grantee's opens (throttled to one an hour) and downloads, never the owner's; the owner lists them", async () => {
    const { owner, investor, project, docId } = await sharedDocument();
    // The owner's own reads: nothing recorded (members are the project's side).
    await get(owner, `/api/documents/${docId}`);
    await get(owner, `/api/documents/${docId}/content?download=1`);
    expect(await rows(docId)).toEqual([]);

    // 09:00 open, 09:00 the page's PDF fetch (an open: throttled), 09:59 open again (throttled),
    // 10:00:00.001 open (past the hour since 09:00: recorded). Downloads: 10:00, 10:00:30 (throttled), 10:02 → 2 rows.
    await get(investor, `/api/documents/${docId}`);
    await get(investor, `/api/documents/${docId}/content`);
    clock += 59 * 60_000;
    await get(investor, `/api/documents/${docId}`);
    clock += 60_000 + 1;
    await get(investor, `/api/documents/${docId}`);
    await get(investor, `/api/documents/${docId}/content?download=1`);
    clock += 30_000;
    await get(investor, `/api/documents/${docId}/content?download=1`);
    clock += 90_000;
    expect((await get(investor, `/api/documents/${docId}/content?download=1`)).statusCode).toBe(200);

    const stored = await rows(docId);
    expect(stored.map((r) => [r.action, r.viewerId, r.projectId])).toEqual([
      ['open', investor.id, project],
      ['open', investor.id, project],
      ['download', investor.id, project],
      ['download', investor.id, project],
    ]);

    const views = await get(owner, `/api/documents/${docId}/views`);
    expect(views.statusCode, views.body).toBe(200);
    const list = views.json() as Array<{ viewer: { id: string; name: string; role: string }; action: string; at: string }>;
    // Newest first: the 10:02:00.001 download leads.
    expect(list.map((v) => v.action)).toEqual(['download', 'download', 'open', 'open']);
    expect(list[0]).toMatchObject({ viewer: { id: investor.id, role: 'investor' }, at: new Date(clock).toISOString() });

    // The documents tab's count, for the owner only: 1 viewer, 4 rows, last at the last download.
    const docs = (await get(owner, `/api/projects/${project}/documents`)).json();
    expect(docs[0].views).toEqual({ viewers: 1, views: 4, lastAt: new Date(clock).toISOString() });
    const seenByInvestor = (await get(investor, `/api/projects/${project}/documents`)).json();
    expect(seenByInvestor[0].views).toBeUndefined();
  });

  it("the views list is the proponent side's: 403 to the grantee (who sees the project), 404 to a stranger", async () => {
    const { investor, docId } = await sharedDocument();
    const stranger = await signUp(t, 'investor');
    const g = await get(investor, `/api/documents/${docId}/views`);
    expect([g.statusCode, g.json().code]).toEqual([403, 'FORBIDDEN']);
    const s = await get(stranger, `/api/documents/${docId}/views`);
    expect([s.statusCode, s.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    // A refused read records nothing.
    expect(await rows(docId)).toEqual([]);
  });

  it("are the viewer's personal data: in their export, deleted with their account", async () => {
    const { investor, docId } = await sharedDocument();
    await get(investor, `/api/documents/${docId}`);
    const section = EXPORT_SECTIONS.find((x) => x.describe.startsWith('document-views.json'))!;
    const [file] = await section.collect(t.database.db, { id: investor.id, email: investor.email });
    expect(JSON.parse(String(file!.data))).toMatchObject([{ documentId: docId, filename: 'model.csv', action: 'open' }]);
    const erased = await t.call({
      method: 'DELETE',
      url: '/api/account',
      cookie: investor.cookie,
      payload: { password: 'a sound passphrase' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rows(docId)).toEqual([]);
  });
});
