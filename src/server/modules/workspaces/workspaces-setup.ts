// Set-up shared by workspaces.test.ts and workspaces-sharing.test.ts: importing this module registers the
// test app's beforeAll/afterAll in the importing file.
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { outbox, users } from '../../db/schema/index.ts';
import type { signUp } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

export type Person = Awaited<ReturnType<typeof signUp>>;
export const setTier = (id: string, tier: 'free' | 'professional' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, id));
export const minimal = (title = 'Agrivoltaic farm', extra: object = {}) => ({
  title,
  industry: '35.11',
  targetMarket: 'Italian utilities',
  estimatedBudget: 2_500_000,
  ...extra,
});
export const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

export async function teamOf(owner: Person, name = 'Solar team') {
  await setTier(owner.id, 'enterprise');
  const res = await call(owner, 'POST', '/api/workspaces', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; kind: string; role: string };
}

/** The token of the last invitation e-mailed to the address, read from the outbox as the recipient would. */
export async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'workspace-invitation')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const m = /\/invitations\/([A-Za-z0-9_-]{20,})/.exec(mail?.body ?? '');
  if (!m) throw new Error(`no invitation link mailed to ${email}`);
  return m[1]!;
}

export async function join(owner: Person, workspaceId: string, who: Person, role: 'owner' | 'editor' | 'viewer') {
  expect((await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, { email: who.email, role })).statusCode).toBe(201);
  const res = await call(who, 'POST', `/api/invitations/${await tokenMailedTo(who.email)}/accept`);
  expect(res.statusCode, res.body).toBe(200);
}
