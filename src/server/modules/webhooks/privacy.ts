import { eq, inArray } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * A person's webhook endpoints and their delivery log for the data export (GDPR art. 15/20). The
 * secrets are not exported (a credential, not personal data; the owner can rotate for a new one).
 */
export async function webhooksOf(db: Db, userId: string) {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      events: webhookEndpoints.events,
      enabled: webhookEndpoints.enabled,
      disabledReason: webhookEndpoints.disabledReason,
      createdAt: webhookEndpoints.createdAt,
      updatedAt: webhookEndpoints.updatedAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  const deliveries =
    endpoints.length === 0
      ? []
      : await db
          .select({
            id: webhookDeliveries.id,
            endpointId: webhookDeliveries.endpointId,
            messageId: webhookDeliveries.messageId,
            event: webhookDeliveries.event,
            body: webhookDeliveries.body,
            state: webhookDeliveries.state,
            attempt: webhookDeliveries.attempt,
            responseStatus: webhookDeliveries.responseStatus,
            responseBody: webhookDeliveries.responseBody,
            error: webhookDeliveries.error,
            durationMs: webhookDeliveries.durationMs,
            lastAttemptAt: webhookDeliveries.lastAttemptAt,
            createdAt: webhookDeliveries.createdAt,
          })
          .from(webhookDeliveries)
          .where(
            inArray(
              webhookDeliveries.endpointId,
              endpoints.map((e) => e.id),
            ),
          );
  return { endpoints, deliveries };
}

/** Erasure (art. 17): the person's endpoints and, with them, their deliveries; returns the endpoints removed. */
export async function eraseWebhooks(db: Db, userId: string): Promise<number> {
  return (await db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).returning({ id: webhookEndpoints.id })).length;
}
