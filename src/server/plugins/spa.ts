import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';

/**
 * Serves the built SPA from one catch-all route: a file under webDist when it exists (hashed
 * assets cached for a year, everything else revalidated), otherwise index.html so the client
 * router decides. Unknown /api paths are coded 404s, never the SPA.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  // The build writes .br and .gz beside each asset; sendFile serves them when the client accepts them.
  if (built) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { policy: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (path.startsWith('/api/') || path === '/api') throw new AppError('NOT_FOUND');
      if (!built) {
        return reply.status(503).type('text/plain; charset=utf-8').send('The web app has not been built yet: run `npm run build`, then reload.');
      }
      const rel = normalize(path).replace(/^[/\\]+/, '');
      const file = join(webDist, rel);
      if (rel && file.startsWith(webDist + sep) && existsSync(file) && statSync(file).isFile()) {
        const immutable = rel.startsWith('assets/');
        return reply.sendFile(rel, { immutable, maxAge: immutable ? 31_536_000_000 : 0, cacheControl: true });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    },
  });

  app.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND');
  });
}
