import type { FastifyInstance } from 'fastify';
import { currentMaintenance } from '../../lib/maintenance-state.ts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthDown, healthMaintenance, healthOk, readyDown, readyOk } from '../../../contract/health.ts';
import type { AppContext } from '../../context.ts';
import { languageOf, messageFor } from '../../plugins/error-messages.ts';

/** The probe routes, the only ones a worker (ROLE=worker) answers (ADR 0051). */
export const PROBE_URLS: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Liveness: the process answers and reaches its database.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/health',
    config: { policy: 'public', needsDatabase: false },
    logLevel: 'warn',
    schema: { tags: ['health'], response: { 200: z.union([healthOk, healthMaintenance]), 503: healthDown } },
    handler: async (_request, reply) => {
      // A restore from a backup (ADR 0063): alive, and says so without queueing behind the restore's transaction.
      const m = currentMaintenance(ctx.lifecycle);
      if (m && !ctx.lifecycle.draining) return reply.send({ status: 'maintenance' as const, since: m.since, backupName: m.backupName });
      return !ctx.lifecycle.draining && (await ctx.database.ping())
        ? reply.send({ status: 'ok' as const })
        : reply.status(503).send({ status: 'unavailable' as const });
    },
  });
  // Readiness: not shutting down, the database answers and carries every migration this code ships
  // (ROLE web/worker on PostgreSQL never migrate themselves). Once current, the schema stays current.
  let current = false;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/ready',
    config: { policy: 'public', needsDatabase: false },
    logLevel: 'warn',
    schema: { tags: ['health'], response: { 200: readyOk, 503: readyDown } },
    handler: async (_request, reply) => {
      const role = ctx.config.role;
      const down = (reason: 'draining' | 'database' | 'migrations' | 'maintenance') =>
        reply.status(503).send({ status: 'unavailable' as const, role, reason });
      if (ctx.lifecycle.draining) return down('draining');
      if (currentMaintenance(ctx.lifecycle)) return down('maintenance');
      if (!(await ctx.database.ping())) return down('database');
      current ||= await ctx.database.schemaCurrent().catch(() => false);
      if (!current) return down('migrations');
      return reply.send({ status: 'ready' as const, role });
    },
  });
}

/** ROLE=worker serves jobs, not users: every URL but the probes is 404, before any other hook (ADR 0051). */
export function registerWorkerOnly(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.role !== 'worker') return;
  app.addHook('onRequest', async (request, reply) => {
    if (PROBE_URLS.has(request.url.split('?')[0]!)) return;
    return reply.status(404).send({ code: 'NOT_FOUND', message: messageFor('NOT_FOUND', languageOf(request)) });
  });
}
