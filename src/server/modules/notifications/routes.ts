import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNotificationBody,
  notification,
  notificationIdParams,
  notificationList,
  readAllResponse,
} from '../../../contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead, sendNotification } from './service.ts';
import { notifications } from '../../db/schema/index.ts';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.route({
    method: 'GET',
    url: '/api/notifications',
    // The bell polls this (ADR 0045): kept per caller until a notification row changes anywhere.
    config: { policy: 'authenticated', readCache: { tables: [notifications] } },
    schema: { tags, response: { 200: notificationList, ...errors(401) } },
    handler: async (request) => listNotifications(ctx.db, request.user!.id),
  });

  r.route({
    method: 'PATCH',
    url: '/api/notifications/:id/read',
    config: { policy: 'authenticated' },
    schema: { tags, params: notificationIdParams, response: { 200: notification, ...errors(400, 401, 403, 404) } },
    handler: async (request) => markNotificationRead(ctx.db, request.user!.id, request.params.id),
  });

  r.route({
    method: 'POST',
    url: '/api/notifications/read-all',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: readAllResponse, ...errors(401, 403) } },
    handler: async (request) => ({ updated: await markAllNotificationsRead(ctx.db, request.user!.id) }),
  });

  r.route({
    method: 'DELETE',
    url: '/api/notifications/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: notificationIdParams, response: { 204: z.null().describe('deleted'), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await deleteNotification(ctx.db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/notifications',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: {
      tags: ['admin'],
      body: createNotificationBody,
      response: {
        201: notification,
        202: z.object({ suppressed: z.literal(true), emailed: z.boolean() }).describe('the recipient turned this kind off in the app'),
        ...errors(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const out = await sendNotification(ctx, request.body);
      await ctx.audit(request, {
        action: 'notification.send',
        target: request.body.userId,
        outcome: 'success',
        details: { id: out.notification?.id ?? null, emailed: out.emailed },
      });
      if (!out.notification) return reply.status(202).send({ suppressed: true as const, emailed: out.emailed });
      return reply.status(201).send(out.notification);
    },
  });
}
