import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { fundingCalls, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { testAnalysers } from '../documents/test-analyser.ts';
import { safeName } from './package-zip.ts';

// Issue 27, "a request to a public call says where it goes": the application package as one download.
// Oracle for the archive: fflate's unzip (an implementation independent of src/server/lib/zip.ts); for the
// bytes: SHA-256 of what was uploaded and of the sealed PDF as its own download serves it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0, analyser: testAnalysers });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
const get = (who: Person, url: string, lang = 'en') =>
  t.call({ method: 'GET', url, cookie: who.cookie, headers: { 'accept-language': lang } });

async function callRequest(founder: Person) {
  const p = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: founder.cookie,
    payload: { title: 'Agrivoltaico Puglia', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 900_000 },
  });
  expect(p.statusCode, p.body).toBe(201);
  const projectId = p.json().id as string;
  const run = await t.call({
    method: 'POST',
    url: `/api/projects/${projectId}/evaluations`,
    cookie: founder.cookie,
    payload: { iterations: 1_000, seed: 5 },
  });
  expect(run.statusCode, run.body).toBe(201);
  const csv = fx.csv();
  const up = await t.call({
    method: 'POST',
    url: `/api/projects/${projectId}/documents`,
    cookie: founder.cookie,
    ...fx.multipart('piano economico.csv', csv),
  });
  expect(up.statusCode, up.body).toBeLessThan(300);
  const documentId = (up.json().id ?? up.json().document?.id) as string;
  const sealed = await t.call({
    method: 'POST',
    url: `/api/projects/${projectId}/reports`,
    cookie: founder.cookie,
    payload: { kind: 'evaluation', language: 'it' },
  });
  expect(sealed.statusCode, sealed.body).toBe(201);
  const report = sealed.json() as { id: string; sha256: string; verifyUrl: string };
  const [c] = await t.database.db
    .insert(fundingCalls)
    .values({
      source: 'curated',
      sourceRecordId: `package-${projectId}`,
      contentHash: `package-${projectId}`,
      title: 'Parco Agrisolare',
      funder: 'MASE',
      aidForm: 'grant',
      url: 'https://example.org/portale-bando',
    } as typeof fundingCalls.$inferInsert)
    .returning({ id: fundingCalls.id });
  const created = await t.call({
    method: 'POST',
    url: '/api/funding-requests',
    cookie: founder.cookie,
    payload: { projectId, callId: c!.id, message: 'Domanda', amountRequested: 250_000 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const patched = await t.call({
    method: 'PATCH',
    url: `/api/funding-requests/${id}`,
    cookie: founder.cookie,
    payload: { package: { details: true, evaluation: true, compliance: false, documentIds: [documentId] }, reportIds: [report.id] },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return { id, csv, report };
}

describe('application package (issue 27)', () => {
  it('on a plan without PDF downloads: the cover, the documents byte for byte, each sealed report by its verification link', async () => {
    const founder = await signUp(t);
    const { id, csv, report } = await callRequest(founder);
    const res = await get(founder, `/api/funding-requests/${id}/package.zip`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Agrivoltaico-Puglia-application-package\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['README-summary.txt', 'documents/piano economico.csv']);
    expect(sha(files['documents/piano economico.csv']!)).toBe(sha(csv));
    const cover = strFromU8(files['README-summary.txt']!);
    expect(cover).toContain("Apply on the funder's portal: https://example.org/portale-bando");
    expect(cover).toContain('Parco Agrisolare');
    expect(cover).toContain(`SHA-256 ${sha(csv)}`);
    // The report is not in the archive, and the cover says why and where to check it.
    expect(cover).toContain('downloading sealed PDFs needs the Enterprise plan');
    expect(cover).toContain(`SHA-256 ${report.sha256}`);
    expect(cover).toContain(report.verifyUrl);
    expect(cover).toContain('€250,000');
  });

  it('on Enterprise the sealed PDF is inside, identical to its own download; in Italian the cover speaks Italian', async () => {
    const founder = await signUp(t);
    const { id, report } = await callRequest(founder);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, founder.id));
    const res = await get(founder, `/api/funding-requests/${id}/package.zip`, 'it');
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const pdfName = Object.keys(files).find((n) => n.startsWith('reports/'));
    expect(pdfName).toMatch(/^reports\/evaluation-[^/]+\.pdf$/);
    const own = await get(founder, `/api/reports/${report.id}/pdf`);
    expect(own.statusCode).toBe(200);
    expect(sha(files[pdfName!]!)).toBe(sha(own.rawPayload));
    expect(sha(files[pdfName!]!)).toBe(report.sha256);
    const cover = strFromU8(files['LEGGIMI-riepilogo.txt']!);
    expect(cover).toContain("Candidatura sul portale dell'ente: https://example.org/portale-bando");
    expect(cover).toContain('Stato della richiesta: bozza');
    expect(cover).toMatch(/Importo richiesto: 250\.000\s€/);
  });

  it('only the proponent side: another user gets 404', async () => {
    const founder = await signUp(t);
    const { id } = await callRequest(founder);
    const stranger = await signUp(t);
    const res = await get(stranger, `/api/funding-requests/${id}/package.zip`);
    expect(res.statusCode).toBe(404);
  });

  it('keeps file names inside the archive: no folders, no control characters, at most 120 characters', () => {
    expect(safeName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(safeName('x'.repeat(300))).toHaveLength(120);
    expect(safeName('   ')).toBe('file');
  });
});
