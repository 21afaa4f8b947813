import type { Tier } from '../rbac/index.ts';

/**
 * API access in the price list (issue 24, ADR 0040): per tier, the requests one key may make in a
 * window (answered 429 past it, with the IETF RateLimit headers naming this policy) and the requests
 * a month the plan includes across the account's keys (shown against the month's use on the portal).
 * Tiers without API access have none: their keys stop working (the seed sells API access to Enterprise).
 */
export interface ApiLimits {
  /** The policy's name in `RateLimit-Policy` / `RateLimit`. */
  readonly policy: string;
  /** Requests per key per window. */
  readonly quota: number;
  readonly windowSeconds: number;
  /** Requests a calendar month (UTC) the plan includes, across all of the account's keys. */
  readonly monthlyAllowance: number;
}

export const API_LIMITS: Readonly<Record<Tier, ApiLimits | null>> = {
  free: null,
  single_project: null,
  professional: null,
  business: null,
  enterprise: { policy: 'default', quota: 600, windowSeconds: 60, monthlyAllowance: 1_000_000 },
};

/** The API limits of a tier, or null when the tier has no API access. */
export function apiLimitsOf(tier: Tier): ApiLimits | null {
  return API_LIMITS[tier];
}
