import Fastify, { type FastifyInstance } from 'fastify';

/** Where the app serves Scalar's renderer (bundled in @scalar/fastify-api-reference; no CDN). */
export const SCALAR_SCRIPT_URL = '/api/docs/scalar.js';

let script: Promise<string> | null = null;

/**
 * Scalar's standalone renderer, read once from the package's own route on a throwaway Fastify
 * instance: its plugin registers routes without our access policy (and its page has an inline
 * script our CSP refuses), so /api-docs is our page and only the script is Scalar's.
 */
async function scalarScript(): Promise<string> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const f = Fastify({ logger: false });
  await f.register(scalar, { routePrefix: '/reference', configuration: { url: '/api/openapi.json' } });
  const res = await f.inject({ method: 'GET', url: '/reference/js/scalar.js' });
  await f.close();
  if (res.statusCode !== 200) throw new Error(`Scalar's script: ${res.statusCode}`);
  return res.body;
}

export function registerReferenceRoutes(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: SCALAR_SCRIPT_URL,
    config: { policy: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => {
      const body = await (script ??= scalarScript().catch((err: unknown) => {
        script = null;
        throw err;
      }));
      return reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', `public, max-age=86400`)
        .header('etag', `"scalar-${body.length}"`)
        .send(body);
    },
  });
}
