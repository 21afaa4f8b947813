import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { t, clock, advance, minimal, projectOf, upload, get, post, sha, storedObjects } from './documents-setup.ts';

/**
 * The documents routes end to end through buildApp + inject, on a real PostgreSQL clone, with the
 * files under a temp DATA_DIR and a small deterministic analyser. Oracles: SHA-256 of the bytes sent
 * (node:crypto), the files on disk, the rows in the database.
 */

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
    advance(1000);
    const v2 = (await upload(owner, id, 'plan.csv', fx.csv('year,revenue\n2025,1200000\n'))).json();
    advance(1000);
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
