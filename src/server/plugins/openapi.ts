import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, errorCode } from '../../contract/errors.ts';
import { API_LIMITS } from '../../domain/billing/index.ts';

export const API_VERSION = '1.0.0';

const enterprise = API_LIMITS.enterprise!;
const DESCRIPTION = [
  'Project due diligence, Capital Readiness score and funding. Errors are `{ code, message, details? }`.',
  '',
  '**Authentication.** In the browser, the session cookie. From your own systems, an API key (Enterprise) created on',
  '`/developer-portal`: `Authorization: Bearer cr_live_…`. A key in the query string is refused (`400 API_KEY_IN_QUERY`).',
  'A key acts as its owner within its scopes: each operation open to keys lists the one scope it needs (`x-scopes`);',
  'operations without a scope refuse keys. Errors with a key: `401 API_KEY_INVALID` (unknown, revoked, expired, or the',
  'account lost API access), `403 SCOPE_REQUIRED` (`details.scope` names the scope), `429 RATE_LIMITED`.',
  '',
  `**Rate limits.** ${enterprise.quota} requests per ${enterprise.windowSeconds} s per key on Enterprise; every key request answers`,
  '`RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers), and a 429 also `Retry-After`.',
  '',
  '**Versioning.** Breaking changes only under a new version; deprecated operations answer `Deprecation` and `Sunset` headers',
  'before they go. See /developer.',
].join('\n');

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Adds what a route's config says about keys to its operation: `x-scopes`, the security schemes it
 * accepts, the scope in its description and the key errors (401, 403, 429) among its responses.
 */
export function withScopes(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = input.route as RouteOptions | undefined;
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return jsonSchemaTransform(input);
  const policy = route?.config?.policy;
  const scope = route?.config?.scope;
  const extra: Record<string, unknown> = {};
  if (policy && policy !== 'public') {
    extra.security = scope ? [{ apiKey: [] }, { session: [] }] : [{ session: [] }];
    extra['x-scopes'] = scope ? [scope] : [];
    const note = scope ? `**API key scope:** \`${scope}\`.` : 'Not open to API keys (session only).';
    extra.description = schema.description ? `${String(schema.description)}\n\n${note}` : note;
    if (scope) {
      const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
      for (const status of [401, 403, 429]) response[status] ??= apiError;
      extra.response = response;
    }
  }
  return jsonSchemaTransform({ ...input, schema: { ...schema, ...extra } as TransformInput['schema'] });
}

/**
 * The error body and its codes are components, referenced by every operation instead of repeated in
 * each of its error answers (the document and the typed client's types are a fraction of the size).
 */
for (const [schema, id] of [
  [apiError, 'ApiError'],
  [errorCode, 'ErrorCode'],
] as const)
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

/** OpenAPI 3.1, generated from the contract's zod schemas; served at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Capital Readiness API', version: API_VERSION, description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'cr_session' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'cr_live_…',
            description: 'An API key from /developer-portal (Enterprise).',
          },
        },
      },
    },
    transform: withScopes,
    transformObject: jsonSchemaTransformObject,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: '/api/openapi.json',
    config: { policy: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  });
}
