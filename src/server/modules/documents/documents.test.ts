import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, documentFigures, documents, projects, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { testAnalysers } from './test-analyser.ts';
import { EXPORT_SECTIONS } from '../privacy/export-archive.ts';
import { ANALYSE_ATTEMPTS } from './job.ts';

/**
 * The documents routes end to end through buildApp + inject, on a real PostgreSQL clone, with the
 * files under a temp DATA_DIR and a small deterministic analyser. Oracles: SHA-256 of the bytes sent
 * (node:crypto), the files on disk, the rows in the database.
 */
let t: TestApp;
let tmp: string;
let clock = Date.now();
const MAX = 2 * 1024 * 1024;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'cr-upload-tmp-'));
  t = await createTestApp(
    { DOCUMENT_MAX_BYTES: String(MAX), UPLOAD_TMP_DIR: tmp },
    { jobPollMs: 0, now: () => new Date(clock), analyser: testAnalysers },
  );
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

type Person = Awaited<ReturnType<typeof signUp>>;
const minimal = { title: 'Solar farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 };
async function projectOf(owner: Person): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/projects', cookie: owner.cookie, payload: minimal });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const upload = (who: Person, projectId: string, name: string, data: Buffer, lang = 'en') =>
  t.call({ method: 'POST', url: `/api/projects/${projectId}/documents`, cookie: who.cookie, ...withLang(fx.multipart(name, data), lang) });
const withLang = (m: { payload: Buffer; headers: Record<string, string> }, lang: string) => ({
  payload: m.payload,
  headers: { ...m.headers, 'accept-language': lang },
});
const get = (who: Person, url: string) => t.call({ method: 'GET', url, cookie: who.cookie });
const post = (who: Person, url: string, payload?: object) => t.call({ method: 'POST', url, cookie: who.cookie, payload });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const blobDir = () => (t.config.blobStore.kind === 'fs' ? t.config.blobStore.dir : '');
async function storedObjects(): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(blobDir()).catch(() => [] as string[])) {
    if (d === 'tmp') {
      out.push(...(await readdir(join(blobDir(), d))).map((f) => `tmp/${f}`));
      continue;
    }
    out.push(...(await readdir(join(blobDir(), d))));
  }
  return out.sort();
}
const rowsOf = (projectId: string) => t.database.db.select().from(documents).where(eq(documents.projectId, projectId));

describe('upload, analysis, reading', () => {
  it('stores a CSV (201 summary, sha256 of the bytes), analyses it in the background, serves bytes, detail, text and figures', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const data = fx.csv('year,revenue\n2025,1200000\n');
    const res = await upload(owner, id, 'model.csv', data);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      projectId: id,
      filename: 'model.csv',
      mediaType: 'text/csv',
      size: data.length,
      sha256: sha(data),
      status: 'queued',
      version: 1,
      proposedFigures: 0,
      uploadedBy: { id: owner.id },
    });
    // The object is named by the id, never by the file name.
    expect(await storedObjects()).toContain(doc.id);
    expect((await storedObjects()).some((f) => f.includes('model'))).toBe(false);

    // The request did not wait: nothing analysed until the job runs.
    expect((await get(owner, `/api/documents/${doc.id}/text`)).json().code).toBe('DOCUMENT_NOT_READY');
    expect(await t.app.jobs.drain()).toBe(1);

    const detail = (await get(owner, `/api/documents/${doc.id}`)).json();
    expect(detail).toMatchObject({
      status: 'analysed',
      kind: 'financial_model',
      kindConfidence: 0.9,
      pages: 1,
      ocr: 'not_needed',
      language: 'en',
      proposedFigures: 2,
      failure: null,
      versions: [],
    });
    expect(detail.checklist).toEqual([{ section: 'financial_plan', found: true, sheet: 'Sheet1' }]);
    expect(detail.risks.map((r: { code: string }) => r.code)).toEqual(['implausible_growth']);

    const text = (await get(owner, `/api/documents/${doc.id}/text`)).json();
    expect(text).toEqual({ parts: [{ sheet: 'Sheet1', text: data.toString('utf8'), cells: { A2: '2025', B2: '1200000' } }] });

    const content = await get(owner, `/api/documents/${doc.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(sha(content.rawPayload)).toBe(doc.sha256);
    expect(content.headers['content-type']).toMatch(/^text\/csv/);
    expect(content.headers['content-length']).toBe(String(data.length));
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toBe(`attachment; filename="model.csv"; filename*=UTF-8''model.csv`);

    const figures = (await get(owner, `/api/documents/${doc.id}/figures`)).json();
    expect(figures).toHaveLength(2);
    const revenue = figures.find((f: { key: string }) => f.key === 'revenue');
    expect(revenue).toMatchObject({
      documentId: doc.id,
      period: 2025,
      value: 1_200_000,
      currency: 'EUR',
      source: 'rules',
      status: 'proposed',
      citation: { sheet: 'Sheet1', cell: 'B2', quote: '1200000' },
      originalValue: null,
      decidedBy: null,
      sourceDeleted: false,
    });
    expect(revenue.marks).toBeUndefined(); // a table's figure has none
    // The sentence reader's marks are stored (jsonb) and returned as they were proposed.
    const people = figures.find((f: { key: string }) => f.key === 'headcount');
    expect(people).toMatchObject({
      period: null,
      periodDetail: { kind: 'date', year: 2025, month: 6, day: 30 },
      marks: { approximate: true },
      confidence: 0.85,
      reason: 'period_from_document',
    });

    // Everything of this project in /api/documents with its title.
    const all = (await get(owner, '/api/documents')).json();
    expect(all).toEqual([expect.objectContaining({ id: doc.id, projectTitle: minimal.title, proposedFigures: 2, status: 'analysed' })]);
  });

  it('accepts with an edited value (the value read kept), rejects, re-runs without touching decisions; audited with before/after', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    const [a, b] = (await get(owner, `/api/documents/${doc.id}/figures`)).json() as Array<{ id: string; key: string }>;
    const revenue = [a!, b!].find((f) => f.key === 'revenue')!;
    const headcount = [a!, b!].find((f) => f.key === 'headcount')!;

    const accepted = await post(owner, `/api/documents/${doc.id}/figures/${revenue.id}/accept`, { value: 1_250_000 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', value: 1_250_000, originalValue: 1_200_000, decidedBy: { id: owner.id } });
    expect(accepted.json().decidedAt).toBe(new Date(clock).toISOString());
    const rejected = await post(owner, `/api/documents/${doc.id}/figures/${headcount.id}/reject`);
    expect(rejected.json()).toMatchObject({ status: 'rejected', value: 12, originalValue: null });
    expect((await post(owner, `/api/documents/${doc.id}/figures/${headcount.id}/accept`, { value: 'x' } as object)).statusCode).toBe(400);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.figure.accept'), eq(auditLog.target, revenue.id)))
      .orderBy(desc(auditLog.seq));
    expect(entry).toMatchObject({ actorId: owner.id, outcome: 'success' });
    expect(entry!.details).toMatchObject({
      documentId: doc.id,
      key: 'revenue',
      before: { status: 'proposed', value: 1_200_000 },
      after: { status: 'accepted', value: 1_250_000, originalValue: 1_200_000 },
    });

    // A re-run (a retried job) replaces only the proposals: here there are none left, the decisions stay.
    await t.app.jobs.enqueue('document.analyse', { documentId: doc.id });
    await t.app.jobs.drain();
    const after = (await get(owner, `/api/documents/${doc.id}/figures`)).json() as Array<{ key: string; status: string; value: number }>;
    expect(after.map((f) => [f.key, f.status, f.value]).sort()).toEqual([
      ['headcount', 'proposed', 12],
      ['headcount', 'rejected', 12],
      ['revenue', 'accepted', 1_250_000],
      ['revenue', 'proposed', 1_200_000],
    ]);
    await t.app.jobs.enqueue('document.analyse', { documentId: doc.id });
    await t.app.jobs.drain();
    expect((await get(owner, `/api/documents/${doc.id}/figures`)).json()).toHaveLength(4); // idempotent
    const accepted2 = (await get(owner, `/api/projects/${id}/figures?status=accepted`)).json();
    expect(accepted2).toEqual([expect.objectContaining({ id: revenue.id, value: 1_250_000 })]);
    expect((await get(owner, `/api/projects/${id}/figures`)).json()).toHaveLength(4);
  });

  it('makes the next version on re-upload of a name; older versions stay readable; cross-document risks on both', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const v1 = (await upload(owner, id, 'plan.csv', fx.csv('year,revenue\n2024,900000\n'))).json();
    clock += 1000;
    const v2 = (await upload(owner, id, 'plan.csv', fx.csv('year,revenue\n2025,1200000\n'))).json();
    clock += 1000;
    const other = (await upload(owner, id, 'other.csv', fx.csv('year,revenue\n2025,1300000\n'))).json();
    expect([v1.version, v2.version, other.version]).toEqual([1, 2, 1]);
    await t.app.jobs.drain();
    const list = (await get(owner, `/api/projects/${id}/documents`)).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([other.id, v2.id, v1.id]); // newest first
    const detail = (await get(owner, `/api/documents/${v2.id}`)).json();
    expect(detail.versions).toEqual([{ id: v1.id, version: 1, uploadedAt: v1.uploadedAt, sha256: v1.sha256 }]);
    expect((await get(owner, `/api/documents/${v1.id}/content`)).statusCode).toBe(200);
    // The test's cross-document rule flags every analysed document once there are two or more.
    for (const d of [v1, v2, other]) {
      const risks = (await get(owner, `/api/documents/${d.id}`))
        .json()
        .risks.map((r: { code: string; detail: object }) => [r.code, r.detail]);
      expect(risks).toContainEqual(['figures_disagree', { others: 2 }]);
    }
  });

  it('sanitises the name for display and Content-Disposition (quotes, non-ASCII, ../)', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const m = fx.multipart('x.csv', fx.csv());
    const raw = m.payload
      .toString('latin1')
      .replace('filename="x.csv"', `filename="../\\"Piano\\" d\u00e2\u0080\u0099impresa \u00e2\u0082\u00ac.csv"`);
    const res = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/documents`,
      cookie: owner.cookie,
      payload: Buffer.from(raw, 'latin1'),
      headers: m.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filename).toBe('"Piano" d’impresa €.csv');
    const content = await get(owner, `/api/documents/${res.json().id}/content`);
    expect(content.headers['content-disposition']).toBe(
      `attachment; filename="_Piano_ d_impresa _.csv"; filename*=UTF-8''%22Piano%22%20d%E2%80%99impresa%20%E2%82%AC.csv`,
    );
  });
});

describe('refusals leave nothing behind', () => {
  const cases: Array<[string, string, () => Buffer, number, string, string?]> = [
    ['too large', 'big.csv', () => Buffer.alloc(MAX + 1, 0x61), 413, 'FILE_TOO_LARGE'],
    ['empty', 'empty.csv', () => Buffer.alloc(0), 400, 'FILE_EMPTY'],
    ['exe named .pdf', 'setup.pdf', fx.exe, 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['zip named .pdf', 'plan.pdf', fx.docx, 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['HTML with NULs named .csv', 'data.csv', fx.htmlWithNul, 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['zip bomb', 'bomb.docx', fx.ratioBomb, 422, 'FILE_UNSAFE', 'archive_ratio'],
    ['escaping entry name', 'plan.docx', () => fx.escapingName('../evil.xml'), 422, 'FILE_UNSAFE', 'archive_path'],
    ['macros', 'plan.docx', fx.docm, 422, 'FILE_UNSAFE', 'macros'],
    ['encrypted OOXML', 'model.xlsx', fx.encryptedOoxml, 422, 'FILE_UNSAFE', 'encrypted'],
  ];
  for (const [label, name, make, status, code, reason] of cases) {
    it(`${label} → ${status} ${code}${reason ? ` (${reason})` : ''}, translated, no row, no object, no temp file`, async () => {
      const owner = await signUp(t, 'proponent');
      const id = await projectOf(owner);
      const before = await storedObjects();
      const en = await upload(owner, id, name, make());
      expect([en.statusCode, en.json().code], en.body).toEqual([status, code]);
      if (reason) expect(en.json().details.reason).toBe(reason);
      const it_ = await upload(owner, id, name, make(), 'it');
      expect(it_.json().code).toBe(code);
      expect(it_.json().message).not.toBe(en.json().message);
      expect(await rowsOf(id)).toEqual([]);
      expect(await storedObjects()).toEqual(before);
      expect(await readdir(tmp)).toEqual([]);
    });
  }

  it('refuses when the storage quota of the plan is used (413 STORAGE_QUOTA_EXCEEDED) and when no file is sent (400)', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    // A free plan holds 100 MB: a recorded 100 MB document fills it.
    await t.database.db.insert(documents).values({
      projectId: id,
      uploadedBy: owner.id,
      filename: 'huge.pdf',
      mediaType: 'application/pdf',
      size: 100 * 1024 * 1024,
      sha256: '0'.repeat(64),
      storageKey: 'x',
      status: 'analysed',
    });
    const res = await upload(owner, id, 'model.csv', fx.csv());
    expect([res.statusCode, res.json().code]).toEqual([413, 'STORAGE_QUOTA_EXCEEDED']);
    expect(res.json().details).toMatchObject({ used: 100 * 1024 * 1024, limit: 100 * 1024 * 1024, tier: 'free' });
    await t.database.db.update(users).set({ subscriptionTier: 'professional' }).where(eq(users.id, owner.id));
    expect((await upload(owner, id, 'model.csv', fx.csv())).statusCode).toBe(201);

    const wrongField = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/documents`,
      cookie: owner.cookie,
      ...withLang(fx.multipart('a.csv', fx.csv(), 'upload'), 'en'),
    });
    expect([wrongField.statusCode, wrongField.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const json = await post(owner, `/api/projects/${id}/documents`, { file: 'x' });
    expect([json.statusCode, json.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('access', () => {
  it('answers 404 to a stranger on every route, 403 to a read grantee who uploads or decides, and lets the grantee read', async () => {
    const owner = await signUp(t, 'proponent');
    const reader = await signUp(t, 'investor');
    const stranger = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    expect((await post(owner, `/api/projects/${id}/grants`, { email: reader.email, access: 'read' })).statusCode).toBe(201);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    const fig = (await get(owner, `/api/documents/${doc.id}/figures`)).json()[0].id as string;

    const reads = [
      `/api/projects/${id}/documents`,
      `/api/projects/${id}/figures`,
      `/api/documents/${doc.id}`,
      `/api/documents/${doc.id}/content`,
      `/api/documents/${doc.id}/text`,
      `/api/documents/${doc.id}/figures`,
    ];
    const writes: Array<['POST' | 'DELETE', string]> = [
      ['POST', `/api/documents/${doc.id}/retry`],
      ['POST', `/api/documents/${doc.id}/figures/${fig}/accept`],
      ['POST', `/api/documents/${doc.id}/figures/${fig}/reject`],
      ['DELETE', `/api/documents/${doc.id}`],
    ];
    for (const url of reads) {
      const s = await get(stranger, url);
      expect([url, s.statusCode, s.json().code]).toEqual([
        url,
        404,
        url.includes('/projects/') ? 'PROJECT_NOT_FOUND' : 'DOCUMENT_NOT_FOUND',
      ]);
      expect([url, (await get(reader, url)).statusCode]).toEqual([url, 200]);
    }
    for (const [method, url] of writes) {
      expect([url, (await t.call({ method, url, cookie: stranger.cookie })).statusCode]).toEqual([url, 404]);
      const r = await t.call({ method, url, cookie: reader.cookie });
      expect([url, r.statusCode, r.json().code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    const s = await upload(stranger, id, 'x.csv', fx.csv());
    expect([s.statusCode, s.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    const r = await upload(reader, id, 'x.csv', fx.csv());
    expect([r.statusCode, r.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await get(stranger, '/api/documents')).json()).toEqual([]);
    expect((await get(reader, '/api/documents')).json().map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect((await get(owner, `/api/documents/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe('failure, retry, deletion', () => {
  it('retries with backoff, then marks failed with the reason; POST retry queues it again', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'broken.csv', fx.csv('FAIL\n'))).json();
    for (let attempt = 1; attempt <= ANALYSE_ATTEMPTS; attempt += 1) {
      expect(await t.app.jobs.drain()).toBe(1);
      const d = (await get(owner, `/api/documents/${doc.id}`)).json();
      expect(d.status).toBe(attempt < ANALYSE_ATTEMPTS ? 'queued' : 'failed');
      expect(await t.app.jobs.drain()).toBe(0); // the next attempt waits for its backoff
      clock += 60_000; // past the backoff (10 s, 20 s), within the session's idle minutes
    }
    const failed = (await get(owner, `/api/documents/${doc.id}`)).json();
    expect(failed.failure).toEqual({ code: 'test_failure', message: 'the test analyser was told to fail' });
    expect((await post(owner, `/api/documents/${doc.id}/retry`)).json()).toMatchObject({ status: 'queued' });
    expect([(await post(owner, `/api/documents/${doc.id}/retry`)).statusCode]).toEqual([409]);
    expect(await t.app.jobs.drain()).toBe(1);
    // A fresh job with its own attempts: after its first failure the document waits for the next one.
    expect((await get(owner, `/api/documents/${doc.id}`)).json()).toMatchObject({ status: 'queued', failure: { code: 'retrying' } });
  });

  it('soft-deletes: bytes and text gone, proposals gone, accepted figures kept with sourceDeleted; audited; 404 after', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    const figs = (await get(owner, `/api/documents/${doc.id}/figures`)).json() as Array<{ id: string; key: string }>;
    const revenue = figs.find((f) => f.key === 'revenue')!;
    const acc = await post(owner, `/api/documents/${doc.id}/figures/${revenue.id}/accept`);
    expect(acc.statusCode, acc.body).toBe(200);
    expect(await storedObjects()).toEqual(expect.arrayContaining([doc.id, `${doc.id}.text`]));

    const del = await t.call({ method: 'DELETE', url: `/api/documents/${doc.id}`, cookie: owner.cookie });
    expect(del.statusCode, del.body).toBe(204);
    expect(await storedObjects()).not.toContain(doc.id);
    expect(await storedObjects()).not.toContain(`${doc.id}.text`);
    expect((await get(owner, `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/projects/${id}/documents`)).json()).toEqual([]);
    const kept = (await get(owner, `/api/projects/${id}/figures`)).json();
    expect(kept).toEqual([
      expect.objectContaining({
        id: revenue.id,
        status: 'accepted',
        documentId: null,
        sourceDeleted: true,
        citation: { sheet: 'Sheet1', cell: 'B2', quote: '1200000' },
      }),
    ]);
    const [f] = await t.database.db.select().from(documentFigures).where(eq(documentFigures.id, revenue.id));
    expect(f!.sourceFilename).toBe('model.csv');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.delete'), eq(auditLog.target, doc.id)));
    expect(entry).toMatchObject({ actorId: owner.id, outcome: 'success' });
    // Deleting again: gone.
    expect((await t.call({ method: 'DELETE', url: `/api/documents/${doc.id}`, cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("deleting a project deletes its documents' objects (a job that runs once the project is gone)", async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    expect(await storedObjects()).toEqual(expect.arrayContaining([doc.id, `${doc.id}.text`]));
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${id}`, cookie: owner.cookie })).statusCode).toBe(204);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, id))).toEqual([]);
    expect(await t.app.jobs.drain()).toBe(0); // the purge waits a minute, past the deletion's commit
    clock += 61_000;
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await storedObjects()).not.toContain(doc.id);
    expect(await storedObjects()).not.toContain(`${doc.id}.text`);
  });
});

describe('privacy', () => {
  it("lists the person's uploads in their export; on erasure their personal projects' files go, someone else's project keeps the one they uploaded there (uploaded_by → null)", async () => {
    const owner = await signUp(t, 'proponent');
    const other = await signUp(t, 'proponent');
    const mine = await projectOf(owner);
    const theirs = await projectOf(other);
    const own = (await upload(owner, mine, 'plan.csv', fx.csv())).json();
    // A document the person uploaded to someone else's project (as an editor would): recorded as theirs.
    const kept = (await upload(other, theirs, 'model.csv', fx.csv())).json();
    await t.database.db.update(documents).set({ uploadedBy: owner.id }).where(eq(documents.id, kept.id));
    await t.app.jobs.drain();

    const section = EXPORT_SECTIONS.find((x) => x.describe.startsWith('documents.json'))!;
    const [file] = await section.collect(t.database.db, { id: owner.id, email: owner.email });
    const listed = JSON.parse(String(file!.data)) as Array<{ id: string; filename: string; project: string; size: number; sha256: string }>;
    expect(listed.map((d) => [d.id, d.filename, d.project, d.size, d.sha256]).sort()).toEqual(
      [
        [own.id, 'plan.csv', minimal.title, own.size, own.sha256],
        [kept.id, 'model.csv', minimal.title, kept.size, kept.sha256],
      ].sort(),
    );

    const erased = await t.call({
      method: 'DELETE',
      url: '/api/account',
      cookie: owner.cookie,
      payload: { password: 'a sound passphrase' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rowsOf(mine)).toEqual([]);
    clock += 1000;
    await t.app.jobs.drain();
    expect(await storedObjects()).not.toContain(own.id);
    expect(await storedObjects()).toContain(kept.id);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, kept.id));
    expect(row!.uploadedBy).toBeNull();
    expect((await get(other, `/api/documents/${kept.id}`)).json()).toMatchObject({ uploadedBy: null, status: 'analysed' });
  });
});

describe('OpenAPI', () => {
  it('documents the routes (the upload as multipart with its refusals)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/documents',
        '/api/documents/{id}',
        '/api/documents/{id}/content',
        '/api/projects/{id}/documents',
        '/api/documents/{id}/figures/{figureId}/accept',
      ]),
    );
    expect(Object.keys(paths['/api/projects/{id}/documents']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '413', '415', '422']),
    );
  });
});

describe('an admin reading a document of someone else', () => {
  it('is allowed (view) and audited as an admin read of the project, as /api/projects/:id is; changing it is 403', async () => {
    const { signUpAdmin } = await import('../../test/harness.ts');
    const admin = await signUpAdmin(t);
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    expect((await get(admin, `/api/documents/${doc.id}`)).statusCode).toBe(200);
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.admin.read'), eq(auditLog.target, id)));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.details).toMatchObject({ route: 'GET /api/documents/:id' });
    const del = await t.call({ method: 'DELETE', url: `/api/documents/${doc.id}`, cookie: admin.cookie });
    expect([del.statusCode, del.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
