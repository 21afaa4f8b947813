// Set-up shared by autoheal.test.ts and autoheal-routes.test.ts: importing this module registers the test
// app's beforeAll/afterAll (an owner with a project, an admin, captured e-mails) in the importing file.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Detector } from '../../../contract/operations.ts';
import { documents, projects, workspaces } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { runDetector } from './autoheal.ts';
import type { OperationsDeps } from './deps.ts';

export let t: TestApp;
export let d: OperationsDeps;
export let owner: { id: string; cookie: string };
export let admin: { id: string; cookie: string };
export let projectId: string;
export let workspaceId: string;
export const sent: string[] = [];
export const hour = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
  owner = await signUp(t);
  admin = await signUpAdmin(t);
  const [w] = await t.database.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, owner.id));
  workspaceId = w!.id;
  const [p] = await t.database.db
    .insert(projects)
    .values({ ownerId: owner.id, workspaceId, title: 'p', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1 })
    .returning();
  projectId = p!.id;
  d = {
    db: t.database.db,
    database: t.database,
    now: () => new Date(),
    config: t.config,
    blobs: t.app.blobs,
    jobs: t.app.jobs,
    mail: { db: t.database.db, now: () => new Date(), transport: async (m) => void sent.push(m.to) },
    signing: undefined,
    production: false,
  };
});
afterAll(async () => t.close());

export async function documentWithBlob(status: 'analysed' | 'failed' = 'analysed', failureCode: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.app.blobs.put(id, Readable.from([Buffer.from('bytes')]));
  await t.database.db.insert(documents).values({
    id,
    projectId,
    filename: 'f.csv',
    mediaType: 'text/csv',
    size: 5,
    sha256: 'a'.repeat(64),
    storageKey: id,
    status,
    failureCode,
  });
  return id;
}
export const dry = (detector: Detector) => runDetector(d, detector, true, 'admin');
export const fix = (detector: Detector) => runDetector(d, detector, false, 'admin');
