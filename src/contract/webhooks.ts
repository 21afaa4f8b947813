import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../domain/developer/index.ts';

/**
 * Webhook endpoints and their deliveries (issue 24, ADR 0041). POST → 201 { id, secret } is checked
 * from outside: the secret (`whsec_` + base64) is in that answer and a rotation's only.
 */
export const webhookEvent = z.enum(WEBHOOK_EVENTS);

const events = z
  .array(webhookEvent)
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .refine((s) => new Set(s).size === s.length, { message: 'each event once' });
const url = z.string().trim().min(1).max(2000);
const description = z.string().trim().max(200);

export const createWebhookBody = z.object({ url, events, description: description.nullish() }).strict();
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

export const updateWebhookBody = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

export const webhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  /** 'failing' when the server turned it off after a delivery exhausted its attempts. */
  disabledReason: z.string().nullable(),
  /** The first characters of the secret, to tell which one a receiver holds. */
  secretPrefix: z.string(),
  /** Until when the previous secret still signs too (after a rotation), or null. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointList = z.array(webhookEndpoint);

export const createdWebhook = webhookEndpoint.extend({
  /** `whsec_` + base64 of 32 random bytes: shown in this answer only. */
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const rotatedWebhookSecret = z.object({
  id: z.uuid(),
  secret: z.string(),
  /** The previous secret signs alongside the new one until then. */
  previousSecretExpiresAt: z.string(),
});
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecret>;

export const webhookIdParams = z.object({ id: z.uuid() });
export const webhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const webhookDelivery = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  /** The `webhook-id` header: the same for every attempt and a redelivery of the message. */
  messageId: z.string(),
  event: webhookEvent,
  state: z.enum(['pending', 'retrying', 'succeeded', 'failed']),
  attempt: z.number().int(),
  request: z.object({ body: z.string(), headers: z.record(z.string(), z.string()).nullable() }),
  response: z.object({ status: z.number().int().nullable(), body: z.string().nullable() }),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  nextRetryAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.array(webhookDelivery);
