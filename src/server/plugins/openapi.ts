import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1, generated from the contract's zod schemas; served at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Capital Readiness API',
        version: '0.1.0',
        description: 'Project due diligence, Capital Readiness score and funding. Errors are { code, message, details? }.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cr_session' } } },
    },
    transform: jsonSchemaTransform,
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
