import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWebhookBody,
  createdWebhook,
  rotatedWebhookSecret,
  updateWebhookBody,
  webhookDelivery,
  webhookDeliveryList,
  webhookDeliveryParams,
  webhookEndpoint,
  webhookEndpointList,
  webhookIdParams,
} from '../../../contract/webhooks.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { requireApiAccess } from '../developer/index.ts';
import { redeliver, type DeliveryDeps } from './deliveries.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
  type WebhookDeps,
} from './service.ts';

const tags = ['webhooks'];
const config = { policy: 'authenticated', scope: 'webhooks:manage' } as const;

/**
 * Webhook endpoints and their delivery log (issue 24, ADR 0041), from a session or a key with
 * `webhooks:manage`. Creating, changing the URL or events, turning on, rotating and redelivering need
 * Enterprise (403 PLAN_REQUIRED); listing, reading, turning off and deleting stay open to the owner.
 * Every query is scoped to the caller's own endpoints (another account's is 404).
 */
export function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext, deps: WebhookDeps, delivery: DeliveryDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'POST',
    url: '/api/developer/webhooks',
    config,
    schema: {
      tags,
      summary: 'Add a webhook endpoint (Enterprise); the signing secret is in this answer only',
      body: createWebhookBody,
      response: { 201: createdWebhook, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const created = await createWebhook(deps, request.user!, request.body);
      await ctx.audit(request, {
        action: 'webhook.create',
        target: created.id,
        outcome: 'success',
        details: { url: created.url, events: created.events },
      });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/developer/webhooks',
    config,
    schema: {
      tags,
      summary: "The caller's webhook endpoints (never the secret)",
      response: { 200: webhookEndpointList, ...errors(401, 403) },
    },
    handler: async (request) => listWebhooks(deps, request.user!),
  });

  r.route({
    method: 'GET',
    url: '/api/developer/webhooks/:id',
    config,
    schema: {
      tags,
      summary: 'One webhook endpoint',
      params: webhookIdParams,
      response: { 200: webhookEndpoint, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => getWebhook(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'PATCH',
    url: '/api/developer/webhooks/:id',
    config,
    schema: {
      tags,
      summary: 'Change the URL, events or description, or turn the endpoint on or off',
      params: webhookIdParams,
      body: updateWebhookBody,
      response: { 200: webhookEndpoint, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const updated = await updateWebhook(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, { action: 'webhook.update', target: updated.id, outcome: 'success', details: { ...request.body } });
      return updated;
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/developer/webhooks/:id',
    config,
    schema: {
      tags,
      summary: 'Delete a webhook endpoint and its delivery log',
      params: webhookIdParams,
      response: { 200: webhookEndpoint, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const deleted = await deleteWebhook(deps, request.user!, request.params.id);
      await ctx.audit(request, { action: 'webhook.delete', target: deleted.id, outcome: 'success', details: { url: deleted.url } });
      return deleted;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/developer/webhooks/:id/rotate-secret',
    config,
    schema: {
      tags,
      summary: 'A new signing secret (in this answer only); the previous one keeps signing alongside it for 24 hours',
      params: webhookIdParams,
      response: { 200: rotatedWebhookSecret, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const rotated = await rotateWebhookSecret(deps, request.user!, request.params.id);
      await ctx.audit(request, { action: 'webhook.rotateSecret', target: rotated.id, outcome: 'success' });
      return rotated;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/developer/webhooks/:id/deliveries',
    config,
    schema: {
      tags,
      summary: "The endpoint's delivery log, newest first (request, answer, timing, attempt, next retry)",
      params: webhookIdParams,
      response: { 200: webhookDeliveryList, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => listDeliveries(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'POST',
    url: '/api/developer/webhooks/:id/deliveries/:deliveryId/redeliver',
    config,
    schema: {
      tags,
      summary: 'Send a delivered or failed message again (same webhook-id), as a new delivery',
      params: webhookDeliveryParams,
      response: { 202: webhookDelivery, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      requireApiAccess(request.user!);
      const queued = await redeliver(delivery, request.user!, request.params.id, request.params.deliveryId);
      return reply.status(202).send(queued);
    },
  });
}
