import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portfolioIdParams } from '../../../contract/portfolio.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import {
  createPortfolioReportBody,
  createReportBody,
  createdReport,
  publicShowcase,
  publicShowcaseList,
  publishShowcaseBody,
  reportIdParams,
  reportList,
  reportSummary,
  reportVerification,
  showcaseSlugParams,
  showcaseState as showcaseStateSchema,
  signingKeyQuery,
  verifyCheckBody,
  verifyCheckResult,
} from '../../../contract/reports.ts';
import { badgeSvg, publicShowcaseBySlug, publicShowcases, publishShowcase, showcaseState, unpublishShowcase } from './showcase.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { readableReport, sharedWithMe, shareReport } from './sharing.ts';
import {
  checkHash,
  generatePortfolioReport,
  generateReport,
  portfolioReports,
  projectReports,
  publicKey,
  reportPdf,
  reportPreview,
  revoke,
  verification,
  type ReportDeps,
} from './service.ts';

const tags = ['reports'];

/** The public routes answer anyone: at most 60 requests a minute from one address (shared counter). */
export const VERIFY_RATE = { limit: 60, windowSeconds: 60 } as const;

const limitPublic = (deps: ReportDeps, request: FastifyRequest) =>
  enforceRateLimit(deps.db, `verify:${request.ip}`, VERIFY_RATE.limit, VERIFY_RATE.windowSeconds, deps.now());

const fileName = (kind: string, code: string, suffix = '') => `${kind}-report-${code}${suffix}.pdf`;

/**
 * Sealed reports (issue 16, ADR 0025). Project routes: list with `view`, generate with
 * `runEvaluation`. Report routes resolve the report's project through the same access rule (404 when
 * unseen); download is Enterprise-only; revoke needs `runEvaluation`. Verification is public.
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

  r.route({
    method: 'GET',
    url: '/api/verify/:id',
    config: { policy: 'public' },
    schema: { tags, params: reportIdParams, response: { 200: reportVerification, ...errors(400, 404, 429) } },
    handler: async (request) => {
      await limitPublic(deps, request);
      return verification(deps, request.params.id);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/verify/:id/check',
    config: { policy: 'public' },
    schema: { tags, params: reportIdParams, body: verifyCheckBody, response: { 200: verifyCheckResult, ...errors(400, 404, 429) } },
    handler: async (request) => {
      await limitPublic(deps, request);
      // A comparison, not a change: nothing to audit (the visitor's hash is not kept).
      request.audited = true;
      return checkHash(deps, request.params.id, request.body.sha256);
    },
  });

  r.route({
    method: 'GET',
    url: '/.well-known/report-signing-key',
    config: { policy: 'public' },
    schema: {
      tags,
      querystring: signingKeyQuery,
      produces: ['application/x-pem-file', 'application/jwk+json'],
      response: { 200: z.any(), ...errors(400, 429) },
    },
    handler: async (request, reply) => {
      await limitPublic(deps, request);
      const jwk =
        request.query.format === 'jwk' ||
        (request.query.format === undefined && /application\/(jwk\+)?json/.test(request.headers.accept ?? ''));
      reply.header('cache-control', 'public, max-age=3600');
      if (jwk) return reply.type('application/jwk+json').send(JSON.stringify(await publicKey(deps, 'jwk')));
      return reply.type('application/x-pem-file').send(await publicKey(deps, 'pem'));
    },
  });

  // Showcase (issue 16): the owner publishes a public page with chosen fields and a CR badge; unpublishing takes both down.
  r.route({
    method: 'GET',
    url: '/api/projects/:id/showcase',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: showcaseStateSchema, ...errors(400, 401, 403, 404) } },
    handler: async (request) => showcaseState(deps, request.project!),
  });

  r.route({
    method: 'PUT',
    url: '/api/projects/:id/showcase',
    config: { policy: 'authenticated', project: 'manageAccess' },
    schema: {
      tags,
      params: projectIdParams,
      body: publishShowcaseBody,
      response: { 200: showcaseStateSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const out = await publishShowcase(deps, request.user!, request.project!, request.body);
      await ctx.audit(request, {
        action: 'showcase.publish',
        target: request.project!.row.id,
        outcome: 'success',
        details: { slug: out.slug, fields: out.fields, reportId: out.reportId },
      });
      return out;
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/projects/:id/showcase',
    config: { policy: 'authenticated', project: 'manageAccess' },
    schema: { tags, params: projectIdParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const removed = await unpublishShowcase(deps, request.project!);
      await ctx.audit(request, { action: 'showcase.unpublish', target: request.project!.row.id, outcome: 'success', details: { removed } });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/showcase',
    config: { policy: 'public' },
    schema: { tags, response: { 200: publicShowcaseList, ...errors(429) } },
    handler: async (request) => {
      await limitPublic(deps, request);
      return publicShowcases(deps);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/showcase/:slug',
    config: { policy: 'public' },
    schema: { tags, params: showcaseSlugParams, response: { 200: publicShowcase, ...errors(400, 404, 429) } },
    handler: async (request) => {
      await limitPublic(deps, request);
      return publicShowcaseBySlug(deps, request.params.slug);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/showcase/:slug/badge.svg',
    config: { policy: 'public' },
    schema: {
      tags,
      params: showcaseSlugParams,
      querystring: z.object({ lang: z.enum(['en', 'it']).optional() }),
      produces: ['image/svg+xml'],
      response: { 200: z.any(), 304: z.any(), ...errors(400, 404) },
    },
    // Embeddable on other sites: cross-origin readable (the app-wide headers say same-origin only).
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode === 200) reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    },
    handler: async (request, reply) => {
      const s = await publicShowcaseBySlug(deps, request.params.slug);
      const svg = badgeSvg(s, request.query.lang ?? 'en');
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      // Cached, but revalidated on every use, so unpublishing takes the badge down at once.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  });
}
