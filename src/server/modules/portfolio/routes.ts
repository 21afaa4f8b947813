import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addHoldingBody,
  createPortfolioBody,
  holding,
  holdingParams,
  importInvalid,
  importJsonBody,
  importPreview,
  importQuery,
  importResult,
  portfolioDetail,
  portfolioIdParams,
  portfolioItem,
  portfolioList,
  portfolioSummary,
  updatePortfolioBody,
  columnMapping,
} from '../../../contract/portfolio.ts';
import { okResponse } from '../../../contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { asBuffer } from '../../lib/worker-pool.ts';
import { errors } from '../../lib/responses.ts';
import { languageOf, messageFor } from '../../plugins/error-messages.ts';
import { summaryCsv } from './export.ts';
import { MAX_IMPORT_BYTES } from './reader.ts';
import * as svc from './service.ts';

const tags = ['portfolios'];
const MULTIPART = 'multipart/form-data';

/** The upload as the service reads it, from a multipart form (`file`, `mapping`, `exclude`) or the JSON alternative. */
async function importRequest(request: FastifyRequest): Promise<svc.ImportRequest> {
  const lang = languageOf(request);
  const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, message, code: 'invalid' }] });
  const parseJson = (text: string | null | undefined, path: string) => {
    if (text === null || text === undefined || text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw invalid(path, 'not JSON');
    }
  };
  if (Buffer.isBuffer(request.body)) {
    // Parsed by the platform's own FormData (undici): no multipart plugin to share with other modules.
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body: new Uint8Array(request.body),
    })
      .formData()
      .catch(() => {
        throw new AppError('IMPORT_UNREADABLE');
      });
    const file = form.get('file');
    if (!file || typeof file === 'string') throw invalid('file', 'a file is required');
    const mapping = columnMapping.optional().safeParse(parseJson(form.get('mapping') as string | null, 'mapping'));
    if (!mapping.success) throw invalid('mapping', mapping.error.message);
    const exclude = z
      .array(z.number().int())
      .optional()
      .safeParse(parseJson(form.get('exclude') as string | null, 'exclude'));
    if (!exclude.success) throw invalid('exclude', exclude.error.message);
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      filename: file.name || 'upload',
      mapping: mapping.data,
      exclude: exclude.data,
      lang,
    };
  }
  const body = importJsonBody.safeParse(request.body);
  if (!body.success)
    throw new AppError('VALIDATION_FAILED', {
      fields: body.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code })),
    });
  return {
    bytes: Buffer.from(body.data.contentBase64, 'base64'),
    filename: body.data.filename,
    mapping: body.data.mapping,
    exclude: body.data.exclude,
    lang,
  };
}

/** Portfolios (issue 15): every route scoped to the caller's own portfolios; anyone else's is 404. */
export function registerPortfolioRoutes(app: FastifyInstance, ctx: AppContext, deps: svc.PortfolioDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/portfolios',
    config: { policy: 'authenticated', scope: 'portfolio:read' },
    schema: { tags, response: { 200: portfolioList, ...errors(401) } },
    handler: async (request) => svc.listPortfolios(deps, request.user!),
  });
  r.route({
    method: 'POST',
    url: '/api/portfolios',
    config: { policy: 'authenticated' },
    schema: { tags, body: createPortfolioBody, response: { 201: portfolioItem, ...errors(400, 401) } },
    handler: async (request, reply) => reply.status(201).send(await svc.createPortfolio(deps, request.user!, request.body)),
  });
  r.route({
    method: 'GET',
    url: '/api/portfolios/:id',
    config: { policy: 'authenticated', scope: 'portfolio:read' },
    schema: { tags, params: portfolioIdParams, response: { 200: portfolioDetail, ...errors(400, 401, 404) } },
    handler: async (request) => svc.portfolioDetail(deps, request.user!, request.params.id),
  });
  r.route({
    method: 'PATCH',
    url: '/api/portfolios/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: portfolioIdParams, body: updatePortfolioBody, response: { 200: portfolioDetail, ...errors(400, 401, 404) } },
    handler: async (request) => svc.updatePortfolio(deps, request.user!, request.params.id, request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/api/portfolios/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: portfolioIdParams, response: { 200: okResponse, ...errors(400, 401, 404) } },
    handler: async (request) => {
      const { holdings } = await svc.deletePortfolio(deps, request.user!, request.params.id);
      await ctx.audit(request, { action: 'portfolio.delete', target: request.params.id, outcome: 'success', details: { holdings } });
      return { ok: true as const };
    },
  });
  r.route({
    method: 'POST',
    url: '/api/portfolios/:id/holdings',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: portfolioIdParams,
      body: addHoldingBody,
      response: { 201: holding.pick({ id: true, projectId: true, name: true }), ...errors(400, 401, 404, 409) },
    },
    handler: async (request, reply) => {
      const h = await svc.addProjectHolding(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, {
        action: 'portfolio.holding.add',
        target: request.params.id,
        outcome: 'success',
        details: { holdingId: h.id, projectId: h.projectId },
      });
      return reply.status(201).send({ id: h.id, projectId: h.projectId, name: h.name });
    },
  });
  r.route({
    method: 'DELETE',
    url: '/api/portfolios/:id/holdings/:holdingId',
    config: { policy: 'authenticated' },
    schema: { tags, params: holdingParams, response: { 200: okResponse, ...errors(400, 401, 404) } },
    handler: async (request) => {
      await svc.removeHolding(deps, request.user!, request.params.id, request.params.holdingId);
      await ctx.audit(request, {
        action: 'portfolio.holding.remove',
        target: request.params.id,
        outcome: 'success',
        details: { holdingId: request.params.holdingId },
      });
      return { ok: true as const };
    },
  });
  r.route({
    method: 'GET',
    url: '/api/portfolios/:id/summary',
    config: { policy: 'authenticated', scope: 'portfolio:read' },
    schema: { tags, params: portfolioIdParams, response: { 200: portfolioSummary, ...errors(400, 401, 404) } },
    handler: async (request) => svc.portfolioSummary(deps, request.user!, request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/api/portfolios/:id/summary.csv',
    config: { policy: 'authenticated', heavy: 'export' },
    schema: { tags, params: portfolioIdParams, response: { 200: z.string(), ...errors(400, 401, 404, 429) } },
    handler: async (request, reply) => {
      const s = await svc.portfolioSummary(deps, request.user!, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="portfolio-summary.csv"')
        .send(summaryCsv(s));
    },
  });
  r.route({
    method: 'GET',
    url: '/api/portfolios/:id/summary.xlsx',
    config: { policy: 'authenticated', heavy: 'export' },
    schema: { tags, params: portfolioIdParams, response: { ...errors(400, 401, 404, 429) } },
    handler: async (request, reply) => {
      const s = await svc.portfolioSummary(deps, request.user!, request.params.id);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="portfolio-summary.xlsx"')
        .send(
          asBuffer(
            (await deps.cpu.run<{ bytes: Uint8Array }>('portfolio.summaryXlsx', { summary: s }, { owner: request.user!.id })).bytes,
          ) as never,
        ); // bytes, not serialised
    },
  });

  // The upload routes live in their own scope, which reads multipart bodies as bytes.
  void app.register(async (scope) => {
    if (scope.hasContentTypeParser(MULTIPART)) scope.removeContentTypeParser(MULTIPART);
    scope.addContentTypeParser(MULTIPART, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES + 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.route({
      method: 'POST',
      url: '/api/portfolios/:id/import/preview',
      config: { policy: 'authenticated', heavy: 'import' },
      bodyLimit: MAX_IMPORT_BYTES * 2,
      schema: { tags, params: portfolioIdParams, response: { 200: importPreview, ...errors(400, 401, 404, 413, 429) } },
      handler: async (request) => svc.previewImport(deps, request.user!, request.params.id, await importRequest(request)),
    });
    s.route({
      method: 'POST',
      url: '/api/portfolios/:id/import',
      config: { policy: 'authenticated', heavy: 'import' },
      bodyLimit: MAX_IMPORT_BYTES * 2,
      schema: {
        tags,
        params: portfolioIdParams,
        querystring: importQuery,
        response: { 200: z.union([importResult, importPreview]), 422: importInvalid, ...errors(400, 401, 404, 413, 429) },
      },
      handler: async (request, reply) => {
        const req = await importRequest(request);
        const dry = request.query.dryRun === '1' || request.query.dryRun === 'true';
        if (dry) return svc.previewImport(deps, request.user!, request.params.id, req);
        const out = await svc.commitImport(deps, request.user!, request.params.id, req);
        const details = { runId: out.runId, filename: req.filename, excluded: req.exclude?.length ?? 0 };
        if (!out.ok) {
          await ctx.audit(request, {
            action: 'portfolio.import',
            target: request.params.id,
            outcome: 'failure',
            details: { ...details, errors: out.errors.length },
          });
          return reply
            .status(422)
            .send({ code: 'IMPORT_INVALID' as const, message: messageFor('IMPORT_INVALID', req.lang), errors: out.errors });
        }
        await ctx.audit(request, {
          action: 'portfolio.import',
          target: request.params.id,
          outcome: 'success',
          details: { ...details, imported: out.imported },
        });
        return { imported: out.imported, rows: out.rows, excluded: out.excluded, runId: out.runId };
      },
    });
  });
}
