// Set-up of the authorization matrix (authorization-matrix.test.ts): importing this module registers the
// test app's beforeAll/afterAll in the importing file: the callers, the shared project, call and showcase slug,
// and the fixtures those need. The showcase report the publish body names changes only through setShowcaseReport().
import { afterAll, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { showcases } from '../db/schema/index.ts';
import { fundingCalls, projectGrants, projects, reports, users, workspaces } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, signUpAdmin, type TestApp } from './harness.ts';

export type Caller = 'anonymous' | 'proponent' | 'investor' | 'consultant' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'proponent', 'investor', 'consultant', 'admin'];
export const DENIAL_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'CROSS_ORIGIN_REJECTED'];

export let t: TestApp;
export const people: Record<Exclude<Caller, 'anonymous'>, { id: string; cookie: string }> = {} as never;
export let stranger: { id: string };
export let grantee: { id: string; email: string };
export let member: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  people.proponent = await signUp(t, 'proponent');
  people.investor = await signUp(t, 'investor');
  people.consultant = await signUp(t, 'consultant');
  people.admin = await signUpAdmin(t);
  stranger = await signUp(t, 'proponent');
  grantee = await signUp(t, 'investor');
  member = await signUp(t, 'proponent');
  // Room for the matrix's creations: the tier limit is tested on its own in projects.test.ts.
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' });
  matrixCallId = await fundingCallFixture();
  // A project every caller may view (owner, read grantees; the admin sees all): portfolio holdings link it.
  sharedProjectId = await projectFor(people.proponent.id);
  for (const who of [people.investor, people.consultant])
    await t.database.db
      .insert(projectGrants)
      .values({ projectId: sharedProjectId, granteeId: who.id, access: 'read', grantedBy: people.proponent.id });
  // A published project anyone may follow into deal flow.
  matrixSlug = await publishedSlugOf(await projectFor(member.id));
});
export let sharedProjectId = '';
afterAll(async () => t.close());
/** A funding call of the catalogue (calls are public knowledge, not owned: the saved call is). */
export let matrixCallId = '';
export async function fundingCallFixture(): Promise<string> {
  const [row] = await t.database.db
    .insert(fundingCalls)
    .values({ source: 'curated', sourceRecordId: randomUUID(), title: 'Matrix call', funder: 'Matrix', aidForm: 'grant', contentHash: 'x' })
    .returning();
  return row!.id;
}
/** Publishes the project on the showcase (a sealed-report row behind it); its slug. */
export async function publishedSlugOf(projectId: string): Promise<string> {
  const [owner] = await t.database.db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, projectId));
  const slug = `matrix-${randomUUID().slice(0, 8)}`;
  await t.database.db
    .insert(showcases)
    .values({ projectId, slug, fields: ['industry'], reportId: await reportFor(owner!.ownerId!, projectId) });
  return slug;
}
export let matrixSlug = '';
/** A sealed-report row on a project of the owner (a minimal model the preview can render). */
export let showcaseReport: string = randomUUID();
export async function reportFor(ownerId: string, onProject?: string): Promise<string> {
  const projectId = onProject ?? (await projectFor(ownerId));
  const model = { kind: 'evaluation', language: 'en', title: 'Matrix', issuer: 'Matrix', projectTitle: 'm', meta: [], sections: [] };
  const [row] = await t.database.db
    .insert(reports)
    .values({
      projectId,
      kind: 'evaluation',
      language: 'en',
      projectTitle: 'm',
      issuer: 'Matrix',
      sha256: 'a'.repeat(64),
      signature: 'x',
      keyId: 'x',
      shortCode: randomUUID().slice(0, 9),
      bytes: Buffer.from('%PDF'),
      model,
      createdBy: ownerId,
    })
    .returning();
  return row!.id;
}
export async function projectFor(ownerId: string): Promise<string> {
  const [personal] = await t.database.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, ownerId));
  const [row] = await t.database.db
    .insert(projects)
    .values({ ownerId, workspaceId: personal!.id, title: 'm', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1 })
    .returning();
  return row!.id;
}
export const setShowcaseReport = (id: string) => {
  showcaseReport = id;
};
