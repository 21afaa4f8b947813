/**
 * Webhook delivery rules (issue 24, ADR 0041): the retry schedule and the secret's form. Pure: the
 * server module signs, resolves and sends.
 */

/** Standard Webhooks secrets: this tag and the base64 of the key bytes. */
export const WEBHOOK_SECRET_TAG = 'whsec_';

/**
 * The wait before each retry, in ms, after attempt 1, 2, …: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h,
 * 20 h, 20 h. Ten attempts over about three days (71.6 h without jitter); then the delivery has failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  20 * 3_600_000,
];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Jitter: each wait is scaled by a factor in [1 − J, 1 + J), so endpoints that failed together do not retry together. */
export const WEBHOOK_RETRY_JITTER = 0.1;

/**
 * The wait after attempt `attempt` (1-based) failed, or null when it was the last. `random` in [0, 1)
 * (Math.random in production; tests pass their own).
 */
export function webhookRetryDelayMs(attempt: number, random: number): number | null {
  const base = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - WEBHOOK_RETRY_JITTER + 2 * WEBHOOK_RETRY_JITTER * random));
}

/** How long the previous secret keeps signing after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3_600_000;

/** Delivery timeout, and how much of a response body the log keeps. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RESPONSE_EXCERPT = 2_048;

/** Endpoints one account may hold. */
export const WEBHOOK_MAX_ENDPOINTS = 20;

/** An allow-list entry: `host`, `host:port`, `[v6]`, `[v6]:port` or a bare IPv6 address. */
export function parseHostEntry(entry: string): { host: string; port: number | null } | null {
  const e = entry.trim().toLowerCase();
  const bracket = /^\[([^\]]+)\](?::(\d+))?$/.exec(e);
  if (bracket) return { host: bracket[1]!, port: bracket[2] ? Number(bracket[2]) : null };
  if (e.split(':').length > 2) return { host: e, port: null };
  const [host, port] = e.split(':');
  if (!host) return null;
  if (port !== undefined && !/^\d+$/.test(port)) return null;
  return { host, port: port ? Number(port) : null };
}

/** Whether an allow-list admits this URL's host and port (the port is the URL's, or its scheme's default). */
export function hostAllowed(allowed: readonly string[], hostname: string, port: number): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return allowed.some((entry) => {
    const parsed = parseHostEntry(entry);
    return parsed !== null && parsed.host === host && (parsed.port === null || parsed.port === port);
  });
}

/** Why a webhook URL is refused (WEBHOOK_URL_REFUSED's details.reason). */
export const WEBHOOK_URL_REFUSALS = [
  'invalid_url',
  'scheme',
  'credentials',
  'https_required',
  'unresolvable',
  'forbidden_address',
] as const;
export type WebhookUrlRefusal = (typeof WEBHOOK_URL_REFUSALS)[number];
