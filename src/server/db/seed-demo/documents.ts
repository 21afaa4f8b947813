import { and, eq } from 'drizzle-orm';
import { documents, projects, users } from '../schema/index.ts';
import { Readable } from 'node:stream';
import { resolveProject } from '../../modules/access/index.ts';
import { uploadDocument, type DocumentDeps } from '../../modules/documents/index.ts';
import { SAMPLE_PLAN_FILENAME, samplePlanPdf } from '../sample-plan-pdf.ts';
import { DEMO_ACCOUNTS } from './accounts-projects.ts';
import { sessionUserOf } from './evaluations.ts';

/**
 * Issue 12's part of the demo: the SaaS sample gets a business plan (a small PDF written at seed time,
 * titled as a sample on every page), uploaded through the same service as the upload route and
 * queued for the analysis job, so a new user finds a document, its status and figures awaiting
 * review. Only while the project has never had a document (a deleted sample stays deleted).
 * Returns the documents uploaded.
 */
export async function seedSampleDocuments(deps: DocumentDeps): Promise<number> {
  const [owner] = await deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  const [project] = await deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true), eq(projects.industry, '62.01')))
    .limit(1);
  if (!project) return 0;
  const [any] = await deps.db.select({ id: documents.id }).from(documents).where(eq(documents.projectId, project.id)).limit(1);
  if (any) return 0;
  const user = sessionUserOf(owner);
  const p = await resolveProject(deps.db, user, project.id, deps.now());
  await uploadDocument(deps, user, p, { filename: SAMPLE_PLAN_FILENAME, stream: Readable.from([samplePlanPdf()]) });
  return 1;
}
