import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectIdParams } from '../../../contract/projects.ts';
import {
  publicShowcase,
  publicShowcaseList,
  publishShowcaseBody,
  showcaseSlugParams,
  showcaseState as showcaseStateSchema,
} from '../../../contract/reports.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { limitPublic } from './routes-verify.ts';
import type { ReportDeps } from './service.ts';
import { badgeSvg, publicShowcaseBySlug, publicShowcases, publishShowcase, showcaseState, unpublishShowcase } from './showcase.ts';

const tags = ['reports'];

export function registerShowcaseRoutes(app: FastifyInstance, ctx: AppContext, deps: ReportDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
