import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportIdParams, reportVerification, signingKeyQuery, verifyCheckBody, verifyCheckResult } from '../../../contract/reports.ts';
import { errors } from '../../lib/responses.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { checkHash, publicKey, verification, type ReportDeps } from './service.ts';

const tags = ['reports'];

/** The public routes answer anyone: at most 60 requests a minute from one address (shared counter). */
export const VERIFY_RATE = { limit: 60, windowSeconds: 60 } as const;

export const limitPublic = (deps: ReportDeps, request: FastifyRequest) =>
  enforceRateLimit(deps.db, `verify:${request.ip}`, VERIFY_RATE.limit, VERIFY_RATE.windowSeconds, deps.now());

/** Public verification of a sealed report and the signing key, rate-limited per address (issue 16, ADR 0025). */
export function registerReportVerifyRoutes(app: FastifyInstance, deps: ReportDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
}
