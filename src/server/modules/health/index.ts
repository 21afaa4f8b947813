import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthDown, healthOk } from '../../../contract/health.ts';
import type { AppContext } from '../../context.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/health',
    config: { policy: 'public', needsDatabase: false },
    logLevel: 'warn',
    schema: { tags: ['health'], response: { 200: healthOk, 503: healthDown } },
    handler: async (_request, reply) =>
      !ctx.lifecycle.draining && (await ctx.database.ping())
        ? reply.send({ status: 'ok' as const })
        : reply.status(503).send({ status: 'unavailable' as const }),
  });
}
