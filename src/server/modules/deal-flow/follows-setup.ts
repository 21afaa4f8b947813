// Set-up shared by follows.test.ts and follows-checklist.test.ts: importing this module registers the test
// app's beforeAll/afterAll in the importing file.
import { afterAll, beforeAll, expect } from 'vitest';
import type { signUp } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

export type Person = Awaited<ReturnType<typeof signUp>>;
export const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

/** A proponent's evaluated project with a sealed report (oracle: the reports module's own routes). */
export async function evaluated(owner: Person, title = 'Solar co-op') {
  const p = await call(owner, 'POST', '/api/projects', {
    title,
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
    fundingSought: 600_000,
    country: 'IT',
  });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().id as string;
  const run = await call(owner, 'POST', `/api/projects/${id}/evaluations`, { iterations: 2_000, seed: 7 });
  expect(run.statusCode, run.body).toBe(201);
  const report = await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' });
  expect(report.statusCode, report.body).toBe(201);
  return { id, reportId: report.json().id as string, score: run.json().score.total as number, version: run.json().version as number };
}
export const publish = async (owner: Person, id: string, reportId: string, fields: string[]) => {
  const r = await call(owner, 'PUT', `/api/projects/${id}/showcase`, { fields, reportId });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().slug as string;
};
