// Set-up shared by documents.test.ts, documents-refusals.test.ts and documents-lifecycle.test.ts: importing
// this module registers the test app's beforeAll/afterAll in the importing file. The app's clock moves only
// through advance().
import { afterAll, beforeAll, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';
import type { signUp } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { testAnalysers } from './test-analyser.ts';

export let t: TestApp;
export let tmp: string;
export let clock = Date.now();
export const advance = (ms: number) => (clock += ms);
export const MAX = 2 * 1024 * 1024;
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

export type Person = Awaited<ReturnType<typeof signUp>>;
export const minimal = { title: 'Solar farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 };
export async function projectOf(owner: Person): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/projects', cookie: owner.cookie, payload: minimal });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
export const upload = (who: Person, projectId: string, name: string, data: Buffer, lang = 'en') =>
  t.call({ method: 'POST', url: `/api/projects/${projectId}/documents`, cookie: who.cookie, ...withLang(fx.multipart(name, data), lang) });
export const withLang = (m: { payload: Buffer; headers: Record<string, string> }, lang: string) => ({
  payload: m.payload,
  headers: { ...m.headers, 'accept-language': lang },
});
export const get = (who: Person, url: string) => t.call({ method: 'GET', url, cookie: who.cookie });
export const post = (who: Person, url: string, payload?: object) => t.call({ method: 'POST', url, cookie: who.cookie, payload });
export const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
export const blobDir = () => (t.config.blobStore.kind === 'fs' ? t.config.blobStore.dir : '');
export async function storedObjects(): Promise<string[]> {
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
export const rowsOf = (projectId: string) => t.database.db.select().from(documents).where(eq(documents.projectId, projectId));
