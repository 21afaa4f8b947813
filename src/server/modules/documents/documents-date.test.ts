import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, documents } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { t, projectOf, upload, get, rowsOf, type Person } from './documents-setup.ts';

/**
 * The document's date as its uploader states it (ADR 0107), through buildApp + inject on a real
 * PostgreSQL clone with the small deterministic analyser (which reads its periods against the stated
 * date when there is one). Oracles: the rows in the database, the job queue's drained count, the
 * calendar (the app's clock is the test's; a date after tomorrow is after today in every time zone).
 */

/** A multipart body with the `documentDate` field before the file, as the API's clients send it. */
function withDate(filename: string, data: Buffer, date: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----crdatedboundary';
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="documentDate"\r\n\r\n${date}\r\n`;
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(field + file, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const uploadDated = (who: Person, projectId: string, name: string, data: Buffer, date: string) =>
  t.call({ method: 'POST', url: `/api/projects/${projectId}/documents`, cookie: who.cookie, ...withDate(name, data, date) });
const putDate = (who: Person, id: string, date: unknown, lang = 'en') =>
  t.call({ method: 'PUT', url: `/api/documents/${id}/date`, cookie: who.cookie, payload: { date }, headers: { 'accept-language': lang } });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the document date its uploader states', () => {
  it('stated at upload, it is stored and the text is read against it; a sheet shows none', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const res = await uploadDated(owner, id, 'release.pdf', fx.pdf('Third quarter revenue was $42.1 million.'), '2024-03-14');
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.app.jobs.drain()).toBe(1);
    const d = (await get(owner, `/api/documents/${res.json().id}`)).json();
    expect([d.status, d.statedDate, d.dated]).toEqual(['analysed', '2024-03-14', { date: '2024-03-14', source: 'stated' }]);

    // none stated and none found: null, said so; an analysis from before the date was recorded (migration 0053) shows none at all
    const undated = (await upload(owner, id, 'plan.pdf', fx.pdf('Revenue grew to EUR 1.2m.'))).json();
    await t.app.jobs.drain();
    expect((await get(owner, `/api/documents/${undated.id}`)).json().dated).toBeNull();
    await t.database.db.update(documents).set({ dated: null }).where(eq(documents.id, undated.id));
    expect((await get(owner, `/api/documents/${undated.id}`)).json().dated).toBe('not_recorded');

    const sheet = (await uploadDated(owner, id, 'model.csv', fx.csv(), '2024-03-14')).json();
    await t.app.jobs.drain();
    const s = (await get(owner, `/api/documents/${sheet.id}`)).json();
    expect(s.statedDate).toBe('2024-03-14');
    expect(s).not.toHaveProperty('dated');
  });

  it('changed later: queued, read again in the job queue, decided figures kept, audited; null withdraws it', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    const revenue = (await get(owner, `/api/documents/${doc.id}/figures`)).json().find((f: { key: string }) => f.key === 'revenue');
    const acc = await t.call({ method: 'POST', url: `/api/documents/${doc.id}/figures/${revenue.id}/accept`, cookie: owner.cookie });
    expect(acc.statusCode, acc.body).toBe(200);

    const put = await putDate(owner, doc.id, '2023-11-08');
    expect([put.statusCode, put.json().status], put.body).toEqual([200, 'queued']);
    expect(await t.app.jobs.drain()).toBe(1);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect([row?.status, row?.statedDate]).toEqual(['analysed', '2023-11-08']);
    const figures = (await get(owner, `/api/documents/${doc.id}/figures`)).json() as Array<{ key: string; status: string }>;
    // the accepted revenue stays accepted; the proposals are read again (the analyser proposes revenue and headcount)
    expect(figures.map((f) => `${f.key}:${f.status}`).sort()).toEqual(['headcount:proposed', 'revenue:accepted', 'revenue:proposed']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.date'), eq(auditLog.target, doc.id)));
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ projectId: id, before: null, after: '2023-11-08' })]);

    expect((await putDate(owner, doc.id, null)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await get(owner, `/api/documents/${doc.id}`)).json().statedDate).toBeNull();
  });

  it('changed twice before the reading runs: one reading, against the last date', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'release.pdf', fx.pdf('Third quarter revenue was $42.1 million.'))).json();
    await t.app.jobs.drain();
    expect((await putDate(owner, doc.id, '2023-11-08')).statusCode).toBe(200);
    expect((await putDate(owner, doc.id, '2024-10-25')).statusCode).toBe(200);
    expect(await t.app.jobs.drain()).toBe(1);
    const d = (await get(owner, `/api/documents/${doc.id}`)).json();
    expect([d.status, d.statedDate, d.dated]).toEqual(['analysed', '2024-10-25', { date: '2024-10-25', source: 'stated' }]);
  });

  it('refuses a date after today, before 1970 or not a day, translated, and changes nothing', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    for (const [date, code] of [
      [day(3), 'too_big'],
      ['1969-12-31', 'too_small'],
      ['2024-02-30', undefined],
      ['14/03/2024', undefined],
      [20240314, undefined],
    ] as const) {
      const en = await putDate(owner, doc.id, date);
      expect([String(date), en.statusCode, en.json().code]).toEqual([String(date), 400, 'VALIDATION_FAILED']);
      if (code) expect(en.json().details.fields).toEqual([expect.objectContaining({ path: 'date', code })]);
      expect((await putDate(owner, doc.id, date, 'it')).json().message).not.toBe(en.json().message);
    }
    // tomorrow is today somewhere east of the server
    expect((await putDate(owner, doc.id, day(1))).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [row] = await rowsOf(id);
    expect(row?.statedDate).toBe(day(1));
  });

  it('an upload with a date that is not one is refused whole: no row, no job', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    for (const date of ['next week', '2024-13-01', day(5)]) {
      const res = await uploadDated(owner, id, 'model.csv', fx.csv(), date);
      expect([date, res.statusCode, res.json().code]).toEqual([date, 400, 'VALIDATION_FAILED']);
    }
    expect(await rowsOf(id)).toEqual([]);
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('a quarantined document cannot be dated (409), and nothing is queued', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const doc = (await upload(owner, id, 'model.csv', fx.csv())).json();
    await t.app.jobs.drain();
    await t.database.db.update(documents).set({ status: 'quarantined' }).where(eq(documents.id, doc.id));
    const res = await putDate(owner, doc.id, '2024-03-14');
    expect([res.statusCode, res.json().code]).toEqual([409, 'DOCUMENT_QUARANTINED']);
    expect(await t.app.jobs.drain()).toBe(0);
    expect((await rowsOf(id))[0]?.statedDate).toBeNull();
  });
});
