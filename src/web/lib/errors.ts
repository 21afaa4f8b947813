import type { TFunction } from 'i18next';
import { ApiRequestError } from './api.ts';

/**
 * A translated message for any error: the server's code when the catalogue (errors.json) knows it,
 * a network message for a failed fetch, else the seed's generic "status: text" message.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const code = error.code;
    if (code) return t(`errors:${code}`, { defaultValue: error.message, seconds: error.body?.details?.retryAfterSeconds ?? 60 });
    return error.message;
  }
  if (error instanceof TypeError) return t('errors:NETWORK');
  if (error instanceof Error && error.message) return error.message;
  return t('errors:UNKNOWN');
}

/** Field-level messages of a VALIDATION_FAILED answer, keyed by the field's path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return {};
  const out: Record<string, string> = {};
  for (const field of error.body?.details?.fields ?? []) out[field.path] ??= field.code;
  return out;
}
