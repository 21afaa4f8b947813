import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Webhook endpoints (issue 24, ADR 0041). The secret (`whsec_` + base64 of 32 random bytes) is kept
 * because the server signs with it; it is shown to the owner once, at creation or rotation. During a
 * rotation's overlap window the previous secret still signs (`previous_secret` until
 * `previous_secret_expires_at`). Erasing the owner deletes the endpoints and their deliveries (cascade).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the server turned it off ('failing' after a delivery exhausted its attempts); null when the owner did or it is on. */
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One message to one endpoint and its latest attempt: the signed body, the headers last sent, the
 * answer (status and the first 2 KB of the body), the time it took, and when the next attempt is due.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (`webhook-id`): the same for every attempt and a redelivery. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    projectId: uuid('project_id'),
    body: text('body').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>(),
    state: text('state', { enum: ['pending', 'retrying', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempt: integer('attempt').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    nextRetryAt: ts('next_retry_at'),
    lastAttemptAt: ts('last_attempt_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
