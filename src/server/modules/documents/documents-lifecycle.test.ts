import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, documentFigures, documents, projects } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { EXPORT_SECTIONS } from '../privacy/export-archive.ts';
import { ANALYSE_ATTEMPTS } from './job.ts';
import { t, advance, minimal, projectOf, upload, get, post, storedObjects, rowsOf } from './documents-setup.ts';

/**
 * The documents routes end to end through buildApp + inject, on a real PostgreSQL clone, with the
 * files under a temp DATA_DIR and a small deterministic analyser. Oracles: SHA-256 of the bytes sent
 * (node:crypto), the files on disk, the rows in the database.
 */

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
      advance(60_000); // past the backoff (10 s, 20 s), within the session's idle minutes
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
    advance(61_000);
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
    advance(1000);
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
