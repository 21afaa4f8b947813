import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptFigureBody,
  documentContentQuery,
  documentDateBody,
  documentDetail,
  documentListItem,
  documentSummary,
  documentText,
  documentViewList,
  figure,
  FIGURE_STATUSES,
} from '../../../contract/documents.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { contentDisposition } from './safety/index.ts';
import * as service from './service.ts';
import { resolveDocument } from './resolve-document.ts';
import { listViews, recordsViews, recordView, type ViewAction } from './views.ts';

const tags = ['documents'];

/** A read through a grant is recorded for the proponent (ADR 0030); members' and admins' are not. */
async function noteView(ctx: AppContext, request: FastifyRequest, action: ViewAction): Promise<void> {
  const d = request.document;
  if (!d || !request.project || !request.user || !recordsViews(request.project)) return;
  await recordView(ctx.db, d, request.user.id, action, ctx.now());
}
const documentIdParams = z.object({ id: z.uuid() });
const figureParams = z.object({ id: z.uuid(), figureId: z.uuid() });

/**
 * The documents routes (issue 12). Project-scoped ones declare `config.project`; those under
 * /api/documents/:id declare `config.document`, resolved to the document's project by the same rule.
 * Reading needs `view`; uploading, reviewing, deleting and retrying need `editInputs`.
 */
export async function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext, deps: service.DocumentDeps): Promise<void> {
  app.decorateRequest('document', null);
  // The matrix (and the OpenAPI catalogue) read a document route's capability as its project capability.
  app.addHook('onRoute', (route) => {
    const capability = route.config?.document;
    if (!capability) return;
    for (const method of [route.method].flat()) {
      const entry = app.routeCatalogue.find((r) => r.method === String(method) && r.url === route.url);
      if (entry) entry.project = capability;
    }
  });
  app.addHook('preValidation', async (request) => resolveDocument(ctx, request));

  await app.register(async (scope) => {
    // Multipart is parsed only here; the file is a stream, never buffered whole.
    await scope.register(multipart, {
      limits: { fileSize: deps.maxBytes, files: 1, fields: 10, parts: 20, headerPairs: 200 },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.route({
      method: 'POST',
      url: '/api/projects/:id/documents',
      config: { policy: 'authenticated', project: 'editInputs', scope: 'documents:write' },
      schema: {
        tags,
        description:
          'multipart/form-data with one file in "file"; optionally, before it, "documentDate": the day the document was written or ' +
          'published (ISO, no later than today), against which its periods are read (ADR 0107). 201 with the document, queued for analysis.',
        params: projectIdParams,
        response: { 201: documentSummary, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
      handler: async (request, reply) => {
        let file;
        try {
          file = await request.file();
        } catch (err) {
          if (err instanceof AppError) throw err;
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'file', message: 'send multipart/form-data with one file in the field "file"', code: 'required' }],
          });
        }
        if (!file || file.fieldname !== 'file') {
          file?.file.resume();
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'file', message: 'send multipart/form-data with one file in the field "file"', code: 'required' }],
          });
        }
        let statedDate: string | null;
        try {
          statedDate = service.uploadStatedDate(file.fields.documentDate, deps.now());
        } catch (err) {
          file.file.resume();
          throw err;
        }
        const doc = await service.uploadDocument(deps, request.user!, request.project!, {
          filename: file.filename,
          stream: file.file,
          statedDate,
        });
        await ctx.audit(request, {
          action: 'document.upload',
          target: doc.id,
          outcome: 'success',
          details: { projectId: doc.projectId, version: doc.version, size: doc.size, mediaType: doc.mediaType, sha256: doc.sha256 },
        });
        return reply.status(201).send(doc);
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/projects/:id/documents',
    config: { policy: 'authenticated', project: 'view', scope: 'documents:read' },
    schema: { tags, params: projectIdParams, response: { 200: z.array(documentSummary), ...errors(400, 401, 403, 404) } },
    handler: async (request) => service.projectDocuments(deps, request.project!),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/figures',
    config: { policy: 'authenticated', project: 'view', scope: 'documents:read' },
    schema: {
      tags,
      params: projectIdParams,
      querystring: z.object({ status: z.enum(FIGURE_STATUSES).optional() }),
      response: { 200: z.array(figure), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => service.projectFigures(deps, request.project!, request.query.status),
  });

  r.route({
    method: 'GET',
    url: '/api/documents',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(documentListItem), ...errors(401) } },
    handler: async (request) => service.visibleDocuments(deps, request.user!),
  });

  r.route({
    method: 'GET',
    url: '/api/documents/:id',
    config: { policy: 'authenticated', document: 'view', scope: 'documents:read' },
    schema: { tags, params: documentIdParams, response: { 200: documentDetail, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const out = await service.documentDetail(deps, request.document!);
      await noteView(ctx, request, 'open'); // the review page's data: an open
      return out;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/documents/:id/views',
    config: { policy: 'authenticated', document: 'editDetails' },
    schema: { tags, params: documentIdParams, response: { 200: documentViewList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => listViews(ctx.db, request.document!.id),
  });

  r.route({
    method: 'GET',
    url: '/api/documents/:id/content',
    config: { policy: 'authenticated', document: 'view', scope: 'documents:read' },
    schema: { tags, params: documentIdParams, querystring: documentContentQuery, response: errors(400, 401, 403, 404, 409) },
    handler: async (request, reply) => {
      const d = request.document!;
      const body = await service.documentContent(deps, d);
      // ?download=1 is the download links' (a saved copy); without it the viewer draws a page: an open.
      await noteView(ctx, request, request.query.download ? 'download' : 'open');
      return reply
        .header('content-type', d.mediaType)
        .header('content-length', String(d.size))
        .header('content-disposition', contentDisposition(d.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body as never); // a stream: not serialised
    },
  });

  r.route({
    method: 'GET',
    url: '/api/documents/:id/text',
    config: { policy: 'authenticated', document: 'view' },
    schema: { tags, params: documentIdParams, response: { 200: documentText, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => service.documentText(deps, request.document!),
  });

  r.route({
    method: 'DELETE',
    url: '/api/documents/:id',
    config: { policy: 'authenticated', document: 'editInputs' },
    schema: { tags, params: documentIdParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const d = request.document!;
      await service.deleteDocument(deps, d);
      await ctx.audit(request, {
        action: 'document.delete',
        target: d.id,
        outcome: 'success',
        details: { projectId: d.projectId, version: d.version, sha256: d.sha256, proposedFiguresDropped: d.proposedFigures },
      });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/documents/:id/retry',
    config: { policy: 'authenticated', document: 'editInputs' },
    schema: { tags, params: documentIdParams, response: { 200: documentSummary, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      const d = request.document!;
      const out = await service.retryDocument(deps, d);
      await ctx.audit(request, {
        action: 'document.retry',
        target: d.id,
        outcome: 'success',
        details: { projectId: d.projectId, failure: d.failureCode },
      });
      return out;
    },
  });

  r.route({
    method: 'PUT',
    url: '/api/documents/:id/date',
    config: { policy: 'authenticated', document: 'editInputs', scope: 'documents:write' },
    schema: {
      tags,
      params: documentIdParams,
      body: documentDateBody,
      response: { 200: documentSummary, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const d = request.document!;
      const out = await service.restateDocumentDate(deps, d, request.body.date);
      await ctx.audit(request, {
        action: 'document.date',
        target: d.id,
        outcome: 'success',
        details: { projectId: d.projectId, before: d.statedDate, after: request.body.date },
      });
      return out;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/documents/:id/figures',
    config: { policy: 'authenticated', document: 'view' },
    schema: { tags, params: documentIdParams, response: { 200: z.array(figure), ...errors(400, 401, 403, 404) } },
    handler: async (request) => service.documentFigures(deps, request.document!),
  });

  for (const decision of ['accept', 'reject'] as const) {
    r.route({
      method: 'POST',
      url: `/api/documents/:id/figures/:figureId/${decision}`,
      config: { policy: 'authenticated', document: 'editInputs' },
      schema: {
        tags,
        params: figureParams,
        ...(decision === 'accept' ? { body: acceptFigureBody.nullish() } : {}),
        response: { 200: figure, ...errors(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const d = request.document!;
        const body = (request.body ?? {}) as { value?: number };
        const { before, after } = await service.decideOnFigure(
          deps,
          request.user!,
          d,
          request.params.figureId,
          decision === 'accept' ? { status: 'accepted', value: body.value } : { status: 'rejected' },
        );
        await ctx.audit(request, {
          action: `document.figure.${decision}`,
          target: after.id,
          outcome: 'success',
          details: {
            documentId: d.id,
            projectId: d.projectId,
            key: after.key,
            period: after.period,
            before: { status: before.status, value: before.value },
            after: { status: after.status, value: after.value, originalValue: after.originalValue },
          },
        });
        return after;
      },
    });
  }
}
