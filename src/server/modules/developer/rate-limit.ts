import type { ApiLimits } from '../../../domain/billing/index.ts';
import { countInWindow } from '../rate-limit/index.ts';
import type { Db } from '../../db/types.ts';

export interface RateLimitOutcome {
  allowed: boolean;
  /** Requests left in this window (0 once past). */
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
  /** `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers). */
  headers: { 'ratelimit-policy': string; ratelimit: string };
}

/**
 * One request of a key against its plan's limit (ADR 0040): a fixed window counted in the database's
 * rate_counters (one upsert that returns the new count), so every instance on the database shares it.
 * Every request is counted, the refused ones too: a client hammering past the limit stays refused
 * until the window turns.
 */
export async function countKeyRequest(db: Db, keyId: string, limits: ApiLimits, now: Date): Promise<RateLimitOutcome> {
  const { count, windowEnd } = await countInWindow(db, `api-key:${keyId}`, limits.windowSeconds * 1000, now);
  const remaining = Math.max(0, limits.quota - count);
  const resetSeconds = Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
  return {
    allowed: count <= limits.quota,
    remaining,
    resetSeconds,
    headers: rateLimitHeaders(limits, remaining, resetSeconds),
  };
}

/** The IETF headers: the policy (quota q per window w seconds) and the state (r remaining, t seconds to reset). */
export function rateLimitHeaders(limits: Pick<ApiLimits, 'policy' | 'quota' | 'windowSeconds'>, remaining: number, resetSeconds: number) {
  return {
    'ratelimit-policy': `"${limits.policy}";q=${limits.quota};w=${limits.windowSeconds}`,
    ratelimit: `"${limits.policy}";r=${remaining};t=${resetSeconds}`,
  };
}
