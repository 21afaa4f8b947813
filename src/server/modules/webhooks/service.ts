import { and, count, desc, eq } from 'drizzle-orm';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_SECRET_OVERLAP_MS, type WebhookEvent } from '../../../domain/developer/index.ts';
import type {
  CreateWebhookBody,
  CreatedWebhook,
  RotatedWebhookSecret,
  UpdateWebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../contract/webhooks.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { requireApiAccess } from '../developer/index.ts';
import { generateWebhookSecret } from './signing.ts';
import { checkWebhookUrl, type Resolve } from './ssrf.ts';

export interface WebhookDeps {
  db: Db;
  now: () => Date;
  allowedHosts: readonly string[];
  resolve: Resolve;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function endpointOf(row: EndpointRow, now: Date): WebhookEndpoint {
  const overlap = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secretPrefix: row.secret.slice(0, 12),
    previousSecretExpiresAt: overlap ? row.previousSecretExpiresAt!.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    messageId: row.messageId,
    event: row.event as WebhookEvent,
    state: row.state,
    attempt: row.attempt,
    request: { body: row.body, headers: row.requestHeaders ?? null },
    response: { status: row.responseStatus, body: row.responseBody },
    error: row.error,
    durationMs: row.durationMs,
    nextRetryAt: row.nextRetryAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the caller's endpoints; another account's is not found (its existence is not confirmed). */
export async function ownEndpoint(db: Db, user: SessionUser, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, user.id)));
  if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
  return row;
}

export async function createWebhook(deps: WebhookDeps, user: SessionUser, body: CreateWebhookBody): Promise<CreatedWebhook> {
  requireApiAccess(user);
  const checked = await checkWebhookUrl(body.url, deps.allowedHosts, deps.resolve);
  const [held] = await deps.db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id));
  if ((held?.n ?? 0) >= WEBHOOK_MAX_ENDPOINTS) throw new AppError('WEBHOOK_LIMIT');
  const now = deps.now();
  const secret = generateWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      userId: user.id,
      url: checked.url.toString(),
      description: body.description || null,
      events: [...body.events],
      secret,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...endpointOf(row!, now), secret };
}

export async function listWebhooks(deps: WebhookDeps, user: SessionUser): Promise<WebhookEndpoint[]> {
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, user.id))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map((r) => endpointOf(r, now));
}

export async function getWebhook(deps: WebhookDeps, user: SessionUser, id: string): Promise<WebhookEndpoint> {
  return endpointOf(await ownEndpoint(deps.db, user, id), deps.now());
}

/** Changes the URL (checked again), events, description or enabled; turning an endpoint on needs Enterprise. */
export async function updateWebhook(deps: WebhookDeps, user: SessionUser, id: string, body: UpdateWebhookBody): Promise<WebhookEndpoint> {
  const found = await ownEndpoint(deps.db, user, id);
  const changes: Partial<EndpointRow> = { updatedAt: deps.now() };
  if (body.url !== undefined || body.events !== undefined || body.enabled === true) requireApiAccess(user);
  if (body.url !== undefined) changes.url = (await checkWebhookUrl(body.url, deps.allowedHosts, deps.resolve)).url.toString();
  if (body.events !== undefined) changes.events = [...body.events];
  if (body.description !== undefined) changes.description = body.description || null;
  if (body.enabled !== undefined) {
    changes.enabled = body.enabled;
    changes.disabledReason = null;
  }
  const [row] = await deps.db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, found.id)).returning();
  return endpointOf(row!, deps.now());
}

export async function deleteWebhook(deps: WebhookDeps, user: SessionUser, id: string): Promise<WebhookEndpoint> {
  const found = await ownEndpoint(deps.db, user, id);
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, found.id));
  return endpointOf(found, deps.now());
}

/** A new secret; the current one keeps signing alongside it for WEBHOOK_SECRET_OVERLAP_MS (24 h). */
export async function rotateWebhookSecret(deps: WebhookDeps, user: SessionUser, id: string): Promise<RotatedWebhookSecret> {
  requireApiAccess(user);
  const found = await ownEndpoint(deps.db, user, id);
  const now = deps.now();
  const secret = generateWebhookSecret();
  const until = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
  await deps.db
    .update(webhookEndpoints)
    .set({ secret, previousSecret: found.secret, previousSecretExpiresAt: until, updatedAt: now })
    .where(eq(webhookEndpoints.id, found.id));
  return { id: found.id, secret, previousSecretExpiresAt: until.toISOString() };
}

/** The endpoint's latest deliveries (newest first, at most 100). */
export async function listDeliveries(deps: WebhookDeps, user: SessionUser, id: string): Promise<WebhookDelivery[]> {
  const found = await ownEndpoint(deps.db, user, id);
  const rows = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, found.id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(100);
  return rows.map(deliveryOf);
}

export async function ownDelivery(
  db: Db,
  user: SessionUser,
  id: string,
  deliveryId: string,
): Promise<{ endpoint: EndpointRow; delivery: DeliveryRow }> {
  const endpoint = await ownEndpoint(db, user, id);
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!delivery) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  return { endpoint, delivery };
}
