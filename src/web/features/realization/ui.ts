import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

/** The native select's look, the same as the other features' filters. */
export const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

/** A fresh client-side id for an item or phase the user adds (the contract keeps client-chosen ids). */
export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The server's own message (already in the caller's language, src/server/plugins/error-messages-realization.ts) for
 * the realization codes the client has no words for, else the house's translated message.
 */
export function serverMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return errorMessage(t, error);
}
