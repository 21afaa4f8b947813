import type { FastifyRequest } from 'fastify';
import type { ProjectCapability } from '../../../domain/access/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditProjectUse, refuseEditAbovePlan, requireCapability, resolveProject } from '../access/index.ts';
import type { DocumentWithPeople } from './repository.ts';
import { findDocument } from './repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For routes under /api/documents/:id: the capability on the document's project the route needs.
     * The document's project is resolved by the same access rule as /api/projects/:id: 404
     * DOCUMENT_NOT_FOUND when the caller may not see it, 403 when they see it but lack the capability.
     */
    document?: ProjectCapability;
  }
  interface FastifyRequest {
    document: DocumentWithPeople | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Resolves /api/documents/:id to its document and project, with the project's access rule. */
export async function resolveDocument(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const capability = request.routeOptions.config.document;
  if (!capability) return;
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  const id = (request.params as { id?: string }).id;
  if (!id || !UUID.test(id)) return;
  const doc = await findDocument(ctx.db, id);
  if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
  let project;
  try {
    project = await resolveProject(ctx.db, request.user, doc.projectId, ctx.now());
  } catch (err) {
    if (err instanceof AppError && err.code === 'PROJECT_NOT_FOUND') throw new AppError('DOCUMENT_NOT_FOUND');
    throw err;
  }
  try {
    requireCapability(project, capability);
  } catch (err) {
    await ctx.audit(request, {
      action: 'document.denied',
      target: id,
      outcome: 'denied',
      details: { capability, projectId: doc.projectId, relation: project.access.relation },
    });
    throw err;
  }
  // Plan limits and team seats (issue 22) hold for a project's documents as for the project itself.
  const relation = project.access.relation;
  if (relation.via !== 'admin')
    await refuseEditAbovePlan(ctx.db, project.row, capability, relation.via === 'member' ? relation.level : null);
  await auditProjectUse(ctx, request, project); // grant use, an admin's read: audited as for /api/projects/:id
  request.project = project;
  request.document = doc;
}
