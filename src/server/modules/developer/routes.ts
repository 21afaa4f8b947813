import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyIdParams,
  apiKeyList,
  apiKeySummary,
  createApiKeyBody,
  createdApiKey,
  usageQuery,
  usageReport,
} from '../../../contract/developer.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './keys.ts';
import { usageCsv, usageReport as reportOf } from './usage.ts';
import { registerReferenceRoutes } from './reference.ts';

const tags = ['developer'];

/**
 * API keys and their usage (issue 24, ADR 0040). Managed from a browser session only: these routes
 * declare no scope, so a key cannot mint, list or revoke keys. Creating needs Enterprise; listing,
 * revoking and reading usage stay open to the owner (a downgraded account can still revoke).
 */
export function registerDeveloperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, now: ctx.now };
  registerReferenceRoutes(app);

  r.route({
    method: 'POST',
    url: '/api/developer/keys',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      summary: 'Create an API key (Enterprise); the key is in this answer only',
      body: createApiKeyBody,
      response: { 201: createdApiKey, ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const created = await createApiKey(deps, request.user!, request.body);
      await ctx.audit(request, {
        action: 'apiKey.create',
        target: created.id,
        outcome: 'success',
        details: { prefix: created.prefix, name: created.name, scopes: created.scopes, expiresAt: created.expiresAt },
      });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/developer/keys',
    config: { policy: 'authenticated' },
    schema: { tags, summary: "The caller's API keys (prefix only, never the key)", response: { 200: apiKeyList, ...errors(401, 403) } },
    handler: async (request) => {
      await app.apiUsage.flush();
      return listApiKeys(deps, request.user!);
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/developer/keys/:id',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      summary: 'Revoke an API key (refused from its next request on)',
      params: apiKeyIdParams,
      response: { 200: apiKeySummary, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const revoked = await revokeApiKey(deps, request.user!, request.params.id);
      await ctx.audit(request, { action: 'apiKey.revoke', target: revoked.id, outcome: 'success', details: { prefix: revoked.prefix } });
      return revoked;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/developer/usage',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      summary: 'Use of your keys per day and route group (count, errors, p95 ms), JSON or CSV (?format=csv)',
      querystring: usageQuery,
      response: { 200: z.union([usageReport, z.string()]), ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      await app.apiUsage.flush();
      const report = await reportOf(ctx.db, request.user!, request.query, ctx.now(), ctx.apiLimits);
      if (request.query.format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="api-usage-${report.from}-${report.to}.csv"`)
        .send(usageCsv(report));
    },
  });
}
