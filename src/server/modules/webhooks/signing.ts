import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_TAG } from '../../../domain/developer/index.ts';

/** A new secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_TAG + randomBytes(32).toString('base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the secret's base64-decoded bytes. */
export function signatureEntry(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_TAG) ? secret.slice(WEBHOOK_SECRET_TAG.length) : secret, 'base64');
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
}

/**
 * The three Standard Webhooks headers for one attempt. Every secret given signs (the current one first,
 * then a rotated-out one still in its overlap window), space-separated in `webhook-signature`.
 */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signatureEntry(s, id, timestamp, body)).join(' '),
  };
}
