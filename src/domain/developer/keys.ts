import type { ApiScope } from './scopes.ts';

/**
 * API key format (ADR 0040): `cr_live_` followed by 40 lowercase base-32 characters (200 random bits).
 * The first 14 characters (`cr_live_` and six more) are the visible prefix shown in lists; the whole
 * key is shown once, at creation, and stored only as its SHA-256.
 */
export const API_KEY_TAG = 'cr_live_';
export const API_KEY_BODY_LENGTH = 40;
export const API_KEY_PREFIX_LENGTH = API_KEY_TAG.length + 6;
export const API_KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const SHAPE = new RegExp(`^${API_KEY_TAG}[${API_KEY_ALPHABET}]{${API_KEY_BODY_LENGTH}}$`);

/** True when the text has the shape of one of our keys (not that it exists). */
export function looksLikeApiKey(text: string): boolean {
  return SHAPE.test(text);
}

/** The visible part of a key. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

/** Query-string parameters that only ever carry a credential: refused whatever their value (a key there ends up in logs and histories). */
export const CREDENTIAL_QUERY_PARAMS = ['api_key', 'apikey', 'api-key', 'access_token', 'bearer'] as const;

/**
 * The query parameter that carries a credential, or null: one of CREDENTIAL_QUERY_PARAMS, or any
 * parameter (`?key=`, `?token=`…) whose value starts like one of our keys.
 */
export function credentialInQuery(params: Iterable<[string, string]>): string | null {
  for (const [name, value] of params) {
    if ((CREDENTIAL_QUERY_PARAMS as readonly string[]).includes(name.toLowerCase())) return name;
    if (value.trim().toLowerCase().startsWith(API_KEY_TAG)) return name;
  }
  return null;
}

/**
 * The resource part of a route's scope names its route group in the usage tables ('projects:read' and
 * 'projects:write' are both 'projects'); a request to a route with no scope counts as 'other'.
 */
export function routeGroupOf(scope: ApiScope | undefined | null): string {
  return scope ? scope.slice(0, scope.indexOf(':')) : 'other';
}

/** What a key may do, given the scopes it holds and the one a route needs. */
export function scopeAllows(held: readonly string[], needed: ApiScope | undefined | null): boolean {
  return needed !== undefined && needed !== null && held.includes(needed);
}
