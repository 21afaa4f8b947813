// Set-up shared by compliance.test.ts and compliance-evidence.test.ts: importing this module registers the
// test app's beforeAll/afterAll in the importing file.
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

export async function projectOf(cookie: string) {
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' });
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: 'Solar farm', industry: '35.11', targetMarket: 'Italy', estimatedBudget: 900_000 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
export const put = (cookie: string, url: string, payload: unknown) => t.call({ method: 'PUT', url, cookie, payload: payload as object });
