import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { clientErrorAccepted, clientErrorReport, storedClientErrorList } from '../../../contract/client-errors.ts';
import { clientErrors } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';

/** 64 KiB is ample for the seed's payload with both stacks; more is refused with 413. */
const BODY_LIMIT = 64 * 1024;

export function registerClientErrorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'POST',
    url: '/api/errors',
    bodyLimit: BODY_LIMIT,
    config: { policy: 'public' },
    schema: { tags: ['errors'], body: clientErrorReport, response: { 202: clientErrorAccepted, ...errors(400, 413, 429) } },
    handler: async (request, reply) => {
      await enforceRateLimit(ctx.db, `errors:${request.ip}`, 30, 60, ctx.now());
      const [row] = await ctx.db
        .insert(clientErrors)
        .values({ userId: request.user?.id ?? null, report: request.body })
        .returning({ id: clientErrors.id });
      request.audited = true; // the report itself is the record; auditing each would double the volume
      return reply.status(202).send({ id: row!.id });
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/errors',
    config: { policy: { permission: 'admin.errors.read' } },
    schema: { tags: ['admin'], response: { 200: storedClientErrorList, ...errors(401, 403) } },
    handler: async () => {
      const rows = await ctx.db.select().from(clientErrors).orderBy(desc(clientErrors.receivedAt)).limit(200);
      return rows.map((e) => ({ ...e.report, id: e.id, userId: e.userId, receivedAt: e.receivedAt.toISOString() }));
    },
  });
}
