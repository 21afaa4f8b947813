import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../../contract/errors.ts';
import { text } from '../../../contract/safe-text.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { unlockAccount, unlockWithToken } from './unlock.ts';

/** The owner's e-mailed unlock link and the admin's unlock (issue 26, ADR 0048). */
export function registerUnlockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/auth/unlock',
    config: { policy: 'public' },
    schema: { tags: ['auth'], hide: true, querystring: z.object({ token: text().min(1).max(200) }) },
    handler: async (request, reply) => {
      const userId = await unlockWithToken(ctx, request.query.token);
      await ctx.audit(request, { action: 'auth.unlock', target: userId, actorId: userId, outcome: userId ? 'success' : 'failure' });
      return reply.redirect(userId ? '/login?unlocked=1' : '/login?unlocked=0', 302);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/users/:id/unlock',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: { tags: ['admin'], params: z.object({ id: text().min(1).max(100) }), response: { 200: okResponse, ...errors(401, 403, 404) } },
    handler: async (request) => {
      if (!(await unlockAccount(ctx.db, request.params.id))) throw new AppError('NOT_FOUND');
      await ctx.audit(request, { action: 'admin.user.unlock', target: request.params.id, outcome: 'success' });
      return { ok: true as const };
    },
  });
}
