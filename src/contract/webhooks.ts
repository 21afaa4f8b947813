import { z } from 'zod';
import { text } from './safe-text.ts';
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
const url = text().trim().min(1).max(2000);
const description = text().trim().max(200);

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
  url: text(),
  description: text().nullable(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  /** 'failing' when the server turned it off after a delivery exhausted its attempts. */
  disabledReason: text().nullable(),
  /** The first characters of the secret, to tell which one a receiver holds. */
  secretPrefix: text(),
  /** Until when the previous secret still signs too (after a rotation), or null. */
  previousSecretExpiresAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointList = z.array(webhookEndpoint);

export const createdWebhook = webhookEndpoint.extend({
  /** `whsec_` + base64 of 32 random bytes: shown in this answer only. */
  secret: text(),
});
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const rotatedWebhookSecret = z.object({
  id: z.uuid(),
  secret: text(),
  /** The previous secret signs alongside the new one until then. */
  previousSecretExpiresAt: text(),
});
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecret>;

export const webhookIdParams = z.object({ id: z.uuid() });
export const webhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const webhookDelivery = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  /** The `webhook-id` header: the same for every attempt and a redelivery of the message. */
  messageId: text(),
  event: webhookEvent,
  state: z.enum(['pending', 'retrying', 'succeeded', 'failed']),
  attempt: z.number().int(),
  request: z.object({ body: text(), headers: z.record(text(), text()).nullable() }),
  response: z.object({ status: z.number().int().nullable(), body: text().nullable() }),
  error: text().nullable(),
  durationMs: z.number().int().nullable(),
  nextRetryAt: text().nullable(),
  lastAttemptAt: text().nullable(),
  createdAt: text(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.array(webhookDelivery);
