// Set-up shared by reports.test.ts and reports-showcase.test.ts: importing this module registers the test
// app's beforeAll/afterAll in the importing file; the helpers and the figures' oracle follow.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { signUp } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

export type Person = Awaited<ReturnType<typeof signUp>>;
export const call = (who: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, ...(who ? { cookie: who.cookie } : {}), payload });
export const has = (tool: string) => spawnSync(tool, ['-v']).error === undefined;
/** Total length of the DER value that starts the buffer (tag, length header, content), per X.690 §8.1.3. */
export function derLength(buf: Buffer): number {
  const first = buf[1]!;
  if (first < 0x80) return 2 + first;
  const octets = first & 0x7f;
  let len = 0;
  for (let i = 0; i < octets; i++) len = len * 256 + buf[2 + i]!;
  return 2 + octets + len;
}

export async function evaluatedProject(owner: Person) {
  const p = await call(owner, 'POST', '/api/projects', {
    title: 'Caffè Più agrivoltaico',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
  });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().id as string;
  const run = await call(owner, 'POST', `/api/projects/${id}/evaluations`, { iterations: 2_000, seed: 7 });
  expect(run.statusCode, run.body).toBe(201);
  return { id, run: run.json() as { version: number; npv: number; irr: number | null; score: { total: number } } };
}
export const setTier = (u: Person, tier: 'free' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, u.id));

// Oracle for the figures: Intl.NumberFormat with the Results screen's documented options
// (money: currency, 0 decimals; IRR: percent, ≤ 1 decimal; CR score: exactly 1 decimal), written
// here independently of the code under test. pdftotext's spaces and the word joiner are normalised.
export const loc = (l: 'en' | 'it') => (l === 'it' ? 'it-IT' : 'en-GB');
export const norm = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2060/g, '')
    .replace(/\u2212/g, '-');
export const expectedFigures = (l: 'en' | 'it', r: { npv: number; irr: number | null; score: { total: number } }) =>
  [
    new Intl.NumberFormat(loc(l), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(r.npv),
    ...(r.irr === null ? [] : [new Intl.NumberFormat(loc(l), { style: 'percent', maximumFractionDigits: 1 }).format(r.irr)]),
    new Intl.NumberFormat(loc(l), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r.score.total),
  ].map(norm);
