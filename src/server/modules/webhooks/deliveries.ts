import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tierHasFeature, effectiveTier } from '../../../domain/rbac/index.ts';
import { webhookRetryDelayMs, type WebhookEvent } from '../../../domain/developer/index.ts';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { accessOf, findWithFacts } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { JobRow, JobRunner } from '../jobs/index.ts';
import { sendWebhook } from './send.ts';
import { webhookHeaders } from './signing.ts';
import type { Resolve } from './ssrf.ts';
import { deliveryOf, ownDelivery } from './service.ts';
import type { WebhookDelivery } from '../../../contract/webhooks.ts';
import { failingEndpointMail } from './mail.ts';

export const FANOUT_JOB = 'webhooks.fanout';
export const DELIVER_JOB = 'webhooks.deliver';

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  jobs: Pick<JobRunner, 'enqueue' | 'register'>;
  allowedHosts: readonly string[];
  resolve: Resolve;
  /** In [0, 1): the retry jitter (Math.random; tests pass their own). */
  random: () => number;
  enqueueMail: (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;
  /** An in-app notice to the owner (the notifications module), worded in their language. */
  notify: (userId: string, n: { title: string; content: string; linkUrl: string }) => Promise<void>;
  publicOrigin: string;
}

export interface FanoutPayload {
  messageId: string;
  event: WebhookEvent;
  projectId: string;
  data: Record<string, unknown>;
  occurredAt: string;
  /** When set, only these owners' endpoints (and still only if they may see the project). */
  onlyUserIds?: string[];
}

/** The Standard Webhooks body: `{ type, timestamp, data }`, data always naming the project. */
export const messageBody = (p: FanoutPayload) =>
  JSON.stringify({ type: p.event, timestamp: p.occurredAt, data: { projectId: p.projectId, ...p.data } });

/**
 * An event becomes one delivery per enabled endpoint subscribed to it whose owner still has API access
 * and may see the project now (the one access rule, src/server/modules/access); others get nothing.
 */
export async function fanout(deps: DeliveryDeps, p: FanoutPayload): Promise<number> {
  const endpoints = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${p.event} = any(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return 0;
  const ownerIds = [...new Set(endpoints.map((e) => e.userId))].filter((id) => !p.onlyUserIds || p.onlyUserIds.includes(id));
  if (ownerIds.length === 0) return 0;
  const owners = await deps.db
    .select({ id: users.id, role: users.role, subscriptionTier: users.subscriptionTier })
    .from(users)
    .where(inArray(users.id, ownerIds));
  const now = deps.now();
  const mayReceive = new Set<string>();
  for (const owner of owners) {
    if (!tierHasFeature(effectiveTier(owner, null), 'api_access')) continue;
    const facts = await findWithFacts(deps.db, owner.id, p.projectId);
    if (facts && accessOf({ role: owner.role } as SessionUser, facts, now).access.capabilities.view) mayReceive.add(owner.id);
  }
  const body = messageBody(p);
  let n = 0;
  for (const endpoint of endpoints.filter((e) => mayReceive.has(e.userId))) {
    // A fan-out run again after its worker died part-way (ADR 0051) finds the deliveries it already made
    // and queues each one's first attempt once (the job's key), instead of sending the message twice.
    const [made] = await deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.messageId, p.messageId)))
      .orderBy(webhookDeliveries.createdAt)
      .limit(1);
    const [row] = made
      ? [made]
      : await deps.db
          .insert(webhookDeliveries)
          .values({ endpointId: endpoint.id, messageId: p.messageId, event: p.event, projectId: p.projectId, body, createdAt: now })
          .returning({ id: webhookDeliveries.id });
    await deps.jobs.enqueue(DELIVER_JOB, { deliveryId: row!.id }, undefined, { key: `${DELIVER_JOB}:${row!.id}` });
    n += 1;
  }
  return n;
}

/**
 * One attempt of one delivery: signed with the endpoint's secret (and the previous one during a
 * rotation's overlap), sent, logged; on failure the next attempt is queued after the schedule's wait
 * with jitter, and after the last one the endpoint is disabled and its owner told.
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  const [found] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found) return;
  const { delivery, endpoint } = found;
  if (delivery.state === 'succeeded' || delivery.state === 'failed') return;
  if (!endpoint.enabled) {
    await deps.db
      .update(webhookDeliveries)
      .set({ state: 'failed', error: 'endpoint disabled', nextRetryAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const at = deps.now();
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at)
    secrets.push(endpoint.previousSecret);
  const headers = webhookHeaders(secrets, delivery.messageId, Math.floor(at.getTime() / 1000), delivery.body);
  const result = await sendWebhook(endpoint.url, headers, delivery.body, { allowedHosts: deps.allowedHosts, resolve: deps.resolve });
  const attempt = delivery.attempt + 1;
  const logged = {
    attempt,
    requestHeaders: headers,
    responseStatus: result.status,
    responseBody: result.body,
    error: result.error,
    durationMs: result.durationMs,
    lastAttemptAt: at,
  };
  if (result.ok) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...logged, state: 'succeeded', nextRetryAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const wait = webhookRetryDelayMs(attempt, deps.random());
  if (wait !== null) {
    const nextRetryAt = new Date(deps.now().getTime() + wait);
    await deps.db
      .update(webhookDeliveries)
      .set({ ...logged, state: 'retrying', nextRetryAt })
      .where(eq(webhookDeliveries.id, delivery.id));
    await deps.jobs.enqueue(DELIVER_JOB, { deliveryId: delivery.id }, nextRetryAt);
    return;
  }
  await deps.db
    .update(webhookDeliveries)
    .set({ ...logged, state: 'failed', nextRetryAt: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  await disableFailing(deps, endpoint.id);
}

/** Turns a failing endpoint off (once) and tells its owner by e-mail and in the app, in their language. */
async function disableFailing(deps: DeliveryDeps, endpointId: string): Promise<void> {
  const [off] = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', updatedAt: deps.now() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!off) return;
  const [owner] = await deps.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, off.userId));
  if (!owner) return;
  const link = `${deps.publicOrigin}/developer-portal?tab=webhooks`;
  const mail = failingEndpointMail(owner.language ?? null, off.url, link);
  await deps.enqueueMail({ to: owner.email, kind: 'webhook-disabled', subject: mail.subject, body: mail.body });
  await deps.notify(off.userId, { title: mail.subject, content: mail.short, linkUrl: '/developer-portal?tab=webhooks' });
}

/** A manual redelivery: a new delivery of the same message (same `webhook-id`), queued now. */
export async function redeliver(deps: DeliveryDeps, user: SessionUser, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const { endpoint, delivery } = await ownDelivery(deps.db, user, id, deliveryId);
  if (!endpoint.enabled) throw new AppError('WEBHOOK_DISABLED');
  const [row] = await deps.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: delivery.messageId,
      event: delivery.event,
      projectId: delivery.projectId,
      body: delivery.body,
      createdAt: deps.now(),
    })
    .returning();
  await deps.jobs.enqueue(DELIVER_JOB, { deliveryId: row!.id });
  return deliveryOf(row!);
}

export function registerWebhookJobs(deps: DeliveryDeps): void {
  deps.jobs.register(FANOUT_JOB, {
    run: async (job: JobRow) => void (await fanout(deps, job.payload as unknown as FanoutPayload)),
    maxAttempts: 3,
  });
  deps.jobs.register(DELIVER_JOB, { run: async (job: JobRow) => attemptDelivery(deps, String(job.payload.deliveryId)), maxAttempts: 3 });
}

export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;
