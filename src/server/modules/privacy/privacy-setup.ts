// Set-up shared by privacy.test.ts and privacy-erasure.test.ts: importing this module registers the test
// app's beforeAll/afterAll in the importing file. The app's clock moves only through setClock().
import { afterAll, beforeAll, expect } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export const run = promisify(execFile);
export let t: TestApp;
// A clock the test moves: the export's 7-day expiry is checked by stepping past it.
export let clock = new Date('2026-11-25T09:00:00.000Z');
export const setClock = (when: Date) => {
  clock = when;
};
beforeAll(async () => {
  // No poller: the tests run the jobs themselves (drain), so nothing races them.
  t = await createTestApp({}, { now: () => clock, jobPollMs: 0 });
});
afterAll(async () => t.close());

/** Reads a ZIP with Python's zipfile (an independent reader): {name: text}, after testzip() checks every CRC. */
export function unzip(buf: Buffer): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  const file = join(dir, 'export.zip');
  writeFileSync(file, buf);
  expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
  const out = execFileSync(
    'python3',
    [
      '-c',
      'import zipfile,sys,json\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({n: z.read(n).decode("utf-8") for n in z.namelist()}))',
      file,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as Record<string, string>;
}

export async function project(cookie: string, title: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title, industry: '62.01', targetMarket: 'EU', estimatedBudget: 1000 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

export async function readyExport(cookie: string) {
  const first = await t.call({ method: 'GET', url: '/api/account/export', cookie });
  expect(first.statusCode).toBe(200);
  await t.app.jobs.drain();
  return t.call({ method: 'GET', url: '/api/account/export', cookie });
}
