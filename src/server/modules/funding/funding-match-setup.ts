// Set-up shared by funding-match.test.ts and funding-match-alerts.test.ts: importing this module registers
// the test app's beforeAll/afterAll in the importing file. The app's clock moves only through setClock().
import { afterAll, beforeAll, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { fundingCalls } from '../../db/schema/index.ts';
import type { signUp } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { FUNDING_ALERTS_JOB } from './index.ts';

export let clock = new Date('2026-11-25T10:00:00Z');
export const setClock = (when: Date) => {
  clock = when;
};
export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, jobPollMs: 0 });
});
afterAll(async () => t.close());

export type Person = Awaited<ReturnType<typeof signUp>>;
export const as = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

export async function insertCall(over: Partial<typeof fundingCalls.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(fundingCalls)
    .values({
      source: 'curated',
      sourceRecordId: randomUUID(),
      title: 'Bando innovazione digitale',
      description: 'Contributi per la trasformazione digitale',
      funder: 'Regione Lombardia',
      aidForm: 'grant',
      regions: ['IT'],
      sectors: ['62'],
      minAmount: 50_000,
      maxAmount: 250_000,
      opensAt: '2026-09-01',
      closesAt: '2026-12-31',
      contentHash: randomUUID(),
      createdAt: clock,
      ...over,
    })
    .returning();
  return row!.id;
}

export async function lombardyProject(owner: Person, over: object = {}): Promise<string> {
  const res = await as(owner, 'POST', '/api/projects', {
    title: 'Digital platform for manufacturers',
    industry: '62.01',
    targetMarket: 'EU',
    estimatedBudget: 400_000,
    country: 'IT',
    region: 'ITC4',
    fundingSought: 150_000,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

export const runAlerts = async () => {
  await t.app.jobs.enqueue(FUNDING_ALERTS_JOB, {});
  await t.app.jobs.drain();
};
