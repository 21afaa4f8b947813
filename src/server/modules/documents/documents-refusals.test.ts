import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { documents, users } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { t, tmp, MAX, projectOf, upload, withLang, get, post, storedObjects, rowsOf } from './documents-setup.ts';

/**
 * The documents routes end to end through buildApp + inject, on a real PostgreSQL clone, with the
 * files under a temp DATA_DIR and a small deterministic analyser. Oracles: SHA-256 of the bytes sent
 * (node:crypto), the files on disk, the rows in the database.
 */

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
    const writes: Array<['POST' | 'PUT' | 'DELETE', string]> = [
      ['POST', `/api/documents/${doc.id}/retry`],
      ['PUT', `/api/documents/${doc.id}/date`],
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
