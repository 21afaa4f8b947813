import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../domain/developer/index.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { insertJob } from '../jobs/index.ts';
import { FANOUT_JOB, newMessageId, type FanoutPayload } from './deliveries.ts';

/**
 * Tells the webhooks that something happened to a project (issue 24, ADR 0041). Called by the module
 * where it happened, after its own write: one read (does any enabled endpoint want this event?) and, if
 * so, one queued job; the fan-out to endpoints, the access check and the sending happen in the job. It
 * never throws: a failure here is logged and must not fail or slow the request that caused the event.
 */
export async function emitWebhookEvent(
  deps: { db: Db; now: () => Date; log?: { error(obj: unknown, msg?: string): void } | undefined },
  event: WebhookEvent,
  projectId: string,
  data: Record<string, unknown> = {},
  /** Only these accounts' endpoints (a private record such as an investor's own deal board); still only if they may see the project. */
  onlyUserIds?: readonly string[],
): Promise<void> {
  try {
    const [wanted] = await deps.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.enabled, true), sql`${event} = any(${webhookEndpoints.events})`))
      .limit(1);
    if (!wanted) return;
    const at = deps.now();
    const payload: FanoutPayload = {
      messageId: newMessageId(),
      event,
      projectId,
      data,
      occurredAt: at.toISOString(),
      ...(onlyUserIds ? { onlyUserIds: [...onlyUserIds] } : {}),
    };
    await insertJob(deps.db, FANOUT_JOB, { ...payload }, at);
  } catch (err) {
    deps.log?.error({ err, event, projectId }, 'webhook event not queued');
  }
}
