import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portfolioIdParams } from '../../../contract/portfolio.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import {
  createPortfolioReportBody,
  createReportBody,
  createdReport,
  reportIdParams,
  reportList,
  reportSummary,
} from '../../../contract/reports.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { readableReport, sharedWithMe, shareReport } from './sharing.ts';
import { registerShowcaseRoutes } from './routes-showcase.ts';
import { registerReportVerifyRoutes } from './routes-verify.ts';
import {
  generatePortfolioReport,
  generateReport,
  portfolioReports,
  projectReports,
  reportPdf,
  reportPreview,
  revoke,
  type ReportDeps,
} from './service.ts';

const tags = ['reports'];

/** The public routes' rate (verification, signing key, showcase): kept exported from here for importers. */
export { VERIFY_RATE } from './routes-verify.ts';

const fileName = (kind: string, code: string, suffix = '') => `${kind}-report-${code}${suffix}.pdf`;

/**
 * Sealed reports (issue 16, ADR 0025). Project routes: list with `view`, generate with
 * `runEvaluation`. Report routes resolve the report's project through the same access rule (404 when
 * unseen); download is Enterprise-only; revoke needs `runEvaluation`. Verification is public
 * (routes-verify.ts); the showcase routes live in routes-showcase.ts.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext, deps: ReportDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // An admin reading someone else's report is audited as any admin read of a project is (src/server/modules/access).
  const adminRead = async (request: FastifyRequest, projectId: string) => {
    const wasAudited = request.audited;
    await ctx.audit(request, {
      action: 'project.admin.read',
      target: projectId,
      outcome: 'success',
      details: { route: `${request.method} ${request.routeOptions.url}` },
    });
    request.audited = wasAudited;
  };
  /** A report's PDF (the sealed bytes, or a preview), once the service has found it visible to the caller. */
  const sendPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: { row: { projectId: string | null }; viaAdmin: boolean },
    disposition: string,
    bytes: Buffer,
  ) => {
    if (found.viaAdmin && found.row.projectId) await adminRead(request, found.row.projectId);
    return reply.type('application/pdf').header('content-disposition', disposition).header('x-content-type-options', 'nosniff').send(bytes);
  };

  r.route({
    method: 'GET',
    url: '/api/projects/:id/reports',
    config: { policy: 'authenticated', project: 'view', scope: 'reports:read' },
    schema: { tags, params: projectIdParams, response: { 200: reportList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectReports(deps, request.project!),
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/reports',
    // Sealing renders and signs a PDF: per-user limits of HEAVY_LIMITS.seal (modules/rate-limit, ADR 0033).
    config: { policy: 'authenticated', project: 'runEvaluation', heavy: 'seal' },
    schema: {
      tags,
      params: projectIdParams,
      body: createReportBody,
      response: { 201: createdReport, ...errors(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const { kind, ...created } = await generateReport(deps, request.user!, request.project!, request.body);
      await ctx.audit(request, {
        action: 'report.seal',
        target: request.project!.row.id,
        outcome: 'success',
        details: { reportId: created.id, kind, language: request.body.language, sha256: created.sha256 },
      });
      return reply.status(201).send(created);
    },
  });

  // A portfolio's summary report (ADR 0031): its owner only (404 PORTFOLIO_NOT_FOUND for anyone else,
  // as every portfolio route); download and preview through /api/reports/:id like the others.
  r.route({
    method: 'GET',
    url: '/api/portfolios/:id/reports',
    config: { policy: 'authenticated', scope: 'reports:read' },
    schema: { tags, params: portfolioIdParams, response: { 200: reportList, ...errors(400, 401, 404) } },
    handler: async (request) => portfolioReports(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'POST',
    url: '/api/portfolios/:id/reports',
    config: { policy: 'authenticated', heavy: 'seal' },
    schema: {
      tags,
      params: portfolioIdParams,
      body: createPortfolioReportBody,
      response: { 201: createdReport, ...errors(400, 401, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const created = await generatePortfolioReport(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, {
        action: 'report.seal',
        target: request.params.id,
        outcome: 'success',
        details: { reportId: created.id, kind: 'portfolio', language: request.body.language, sha256: created.sha256 },
      });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/reports/:id/pdf',
    config: { policy: 'authenticated', scope: 'reports:read' },
    schema: { tags, params: reportIdParams, produces: ['application/pdf'], response: { 200: z.any(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const found = await reportPdf(deps, request.user!, request.params.id);
      return sendPdf(request, reply, found, `attachment; filename="${fileName(found.row.kind, found.row.shortCode)}"`, found.row.bytes);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/reports/:id/preview',
    // The preview copy is rendered on each request: limited as a download built on request.
    config: { policy: 'authenticated', heavy: 'export' },
    // The on-screen viewer frames this answer on our own pages: framing by this origin only (runs
    // after the app-wide security headers, which forbid any framing).
    onSend: async (_request, reply, payload) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
      return payload;
    },
    schema: { tags, params: reportIdParams, produces: ['application/pdf'], response: { 200: z.any(), ...errors(400, 401, 404, 429) } },
    handler: async (request, reply) => {
      const found = await reportPreview(deps, request.user!, request.params.id);
      return sendPdf(request, reply, found, `inline; filename="${fileName('preview', found.row.shortCode)}"`, found.bytes);
    },
  });

  // Issue 27 step 6: send a sealed report inside the platform on every plan; the reader reads its sealed pages in the app.
  r.route({
    method: 'POST',
    url: '/api/reports/:id/shares',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: reportIdParams,
      body: z.object({ recipientId: z.string().min(1).max(100) }).strict(),
      response: { 201: z.object({ reportId: z.uuid(), recipientId: z.string() }), ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const out = await shareReport(deps.db, request.user!, request.params.id, request.body.recipientId, deps.now());
      await ctx.audit(request, {
        action: 'report.share',
        target: out.reportId,
        outcome: 'success',
        details: { recipientId: out.recipientId },
      });
      return reply.status(201).send(out);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/reports/shared',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      response: {
        200: z.array(
          z.object({
            id: z.uuid(),
            projectId: z.uuid().nullable(),
            projectTitle: z.string(),
            kind: z.string(),
            language: z.string(),
            shortCode: z.string(),
            createdAt: z.iso.datetime(),
            sharedAt: z.iso.datetime(),
            requestId: z.uuid().nullable(),
          }),
        ),
        ...errors(401),
      },
    },
    handler: async (request) => sharedWithMe(deps.db, request.user!),
  });

  r.route({
    method: 'GET',
    url: '/api/reports/:id/sealed',
    config: { policy: 'authenticated' },
    schema: { tags, params: reportIdParams, produces: ['application/pdf'], response: { 200: z.any(), ...errors(400, 401, 404) } },
    handler: async (request, reply) => {
      const { row, via } = await readableReport(deps.db, request.user!, request.params.id, deps.now());
      if (via === 'admin' && row.projectId) await adminRead(request, row.projectId);
      // Read in the app (pdf.js draws it), not a download: inline, never cached by the browser.
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/reports/:id/revoke',
    config: { policy: 'authenticated' },
    schema: { tags, params: reportIdParams, response: { 200: reportSummary, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      const out = await revoke(deps, request.user!, request.params.id);
      await ctx.audit(request, {
        action: 'report.revoke',
        target: out.projectId ?? out.portfolioId!,
        outcome: 'success',
        details: { reportId: out.id, sha256: out.sha256, kind: out.kind },
      });
      return out;
    },
  });

  registerReportVerifyRoutes(app, deps);
  registerShowcaseRoutes(app, ctx, deps);
}
