import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackAccepted, feedbackBody, feedbackItem, feedbackList, feedbackPatch, feedbackQuery } from '../../../contract/feedback.ts';
import { canMoveFeedback, FEEDBACK_PER_HOUR } from '../../../domain/feedback/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { sendNotification } from '../notifications/index.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import * as repo from './repository.ts';

// Any id in the path (an unknown one is 404 after the policy's 403, never a 400 that would hide it).
const params = z.object({ id: z.string().min(1).max(100) });
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const PREVIEW = 140;

/**
 * Feedback (issue 26, ADR 0054): a signed-in user sends a description with the route, app version and
 * viewport (nothing else, no screenshot); admins read the inbox and move each item
 * new → triaged → resolved | declined, audited. Admins hear of each new item in the app.
 */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'POST',
    url: '/api/feedback',
    config: { policy: 'authenticated' },
    schema: { tags: ['feedback'], body: feedbackBody, response: { 201: feedbackAccepted, ...errors(400, 401, 429) } },
    handler: async (request, reply) => {
      const user = request.user!;
      const now = ctx.now();
      await enforceRateLimit(ctx.db, `feedback:${user.id}`, FEEDBACK_PER_HOUR, 3600, now);
      const row = await repo.insertFeedback(ctx.db, user.id, request.body, now);
      await ctx.audit(request, { action: 'feedback.send', target: row.id, outcome: 'success', details: { route: row.route } });
      // Telling the admins is a courtesy: a failed notice never loses the user's words (already stored).
      const preview = row.description.length > PREVIEW ? `${row.description.slice(0, PREVIEW - 1)}…` : row.description;
      for (const adminId of await repo.adminIds(ctx.db)) {
        if (adminId === user.id) continue;
        await sendNotification(ctx, {
          userId: adminId,
          type: 'info',
          message: { key: 'feedback.received', params: { route: row.route } },
          content: preview,
          linkUrl: '/admin#feedback',
        }).catch((err: unknown) => request.log.warn({ err }, 'feedback notice not sent'));
      }
      return reply.status(201).send({ id: row.id, status: row.status });
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/feedback',
    config: { policy: { permission: 'admin.feedback.manage' } },
    schema: { tags: ['admin'], querystring: feedbackQuery, response: { 200: feedbackList, ...errors(400, 401, 403) } },
    handler: async (request) => ({
      items: await repo.listFeedback(ctx.db, { status: request.query.status }),
      counts: await repo.countByStatus(ctx.db),
    }),
  });

  r.route({
    method: 'PATCH',
    url: '/api/admin/feedback/:id',
    config: { policy: { permission: 'admin.feedback.manage' } },
    schema: { tags: ['admin'], params, body: feedbackPatch, response: { 200: feedbackItem, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      const row = isUuid(id) ? await repo.getFeedback(ctx.db, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      if (!canMoveFeedback(row.status, status)) throw new AppError('INVALID_TRANSITION');
      const moved = await repo.moveFeedback(ctx.db, { id, from: row.status, to: status, note, by: request.user!.id, now: ctx.now() });
      if (!moved) throw new AppError('INVALID_TRANSITION'); // another admin moved it first
      await ctx.audit(request, {
        action: 'admin.feedback.status',
        target: id,
        outcome: 'success',
        details: { from: row.status, status, ...(note ? { note } : {}) },
      });
      const [item] = await repo.listFeedback(ctx.db, { id });
      if (!item) throw new AppError('NOT_FOUND');
      return item;
    },
  });
}
