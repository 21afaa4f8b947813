// Set-up shared by funding-requests.test.ts and funding-requests-calls-threads.test.ts: importing this module
// registers the test app's beforeAll/afterAll in the importing file.
import { afterAll, beforeAll, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type FundingRequestState } from '../../../domain/funding/requests.ts';
import { fundingCalls, notifications, users } from '../../db/schema/index.ts';
import type { signUp } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

export type Person = Awaited<ReturnType<typeof signUp>>;
export const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });
export const minimal = { title: 'Agrivoltaic farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 };

export async function projectOf(owner: Person, extra: object = {}): Promise<string> {
  // Room for several projects: the tier limit is tested in projects.test.ts.
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const res = await call(owner, 'POST', '/api/projects', { ...minimal, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
export async function fundingCall(): Promise<string> {
  const [row] = await t.database.db
    .insert(fundingCalls)
    .values({
      source: 'curated',
      sourceRecordId: randomUUID(),
      title: 'Smart&Start Italia',
      funder: 'Invitalia',
      aidForm: 'subsidised_loan',
      contentHash: randomUUID(),
      maxAmount: 1_500_000,
    })
    .returning();
  return row!.id;
}
export async function draftTo(
  owner: Person,
  projectId: string,
  to: { investorId?: string; callId?: string },
  amountRequested = 400_000,
): Promise<string> {
  const res = await call(owner, 'POST', '/api/funding-requests', { projectId, ...to, message: 'We seek a first ticket.', amountRequested });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ state: 'draft', projectId, amountRequested });
  return res.json().id as string;
}
export const move = (who: Person, id: string, to: FundingRequestState, extra: object = {}) =>
  call(who, 'POST', `/api/funding-requests/${id}/transitions`, { to, ...extra });
export const requestNotices = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.title.startsWith('Funding request for')));
