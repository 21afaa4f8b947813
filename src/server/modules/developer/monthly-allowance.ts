import { and, eq, sql } from 'drizzle-orm';
import type { ApiLimits } from '../../../domain/billing/index.ts';
import { rateCounters } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * The plan's monthly allowance, enforced (issue 24, ADR 0040): every key request of an account
 * that passed its key's rate limit is counted in the shared rate_counters (one upsert returning the
 * new count), so all instances on the database count together; browser sessions never reach here.
 * The row's window_start holds the month's END (the next month's first instant, UTC): the
 * short-window sweeps delete rows whose window lies minutes in the past, so they leave this month's
 * row alone and remove it once the month is over.
 */
export const MONTHLY_POLICY = 'monthly';

const counterKey = (userId: string) => `api-month:${userId}`;

/** The first instant (UTC) of the month after `now`'s. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function monthSeconds(now: Date): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return Math.round((nextMonthStart(now).getTime() - start) / 1000);
}

export interface MonthlyOutcome {
  allowed: boolean;
  /** Requests counted this month, the refused ones too. */
  count: number;
  remaining: number;
  /** Seconds until the next month begins (at least 1): the Retry-After of a refusal. */
  resetSeconds: number;
  /** The IETF headers naming both policies, the monthly one as the exhausted state. */
  headers: { 'ratelimit-policy': string; ratelimit: string };
}

/** Counts one key request against the owner's month. */
export async function countMonthlyRequest(db: Db, userId: string, limits: ApiLimits, now: Date): Promise<MonthlyOutcome> {
  const end = nextMonthStart(now);
  const [row] = await db
    .insert(rateCounters)
    .values({ key: counterKey(userId), windowStart: end, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  const count = row?.count ?? 1;
  const remaining = Math.max(0, limits.monthlyAllowance - count);
  const resetSeconds = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
  return {
    allowed: count <= limits.monthlyAllowance,
    count,
    remaining,
    resetSeconds,
    headers: {
      'ratelimit-policy': `"${limits.policy}";q=${limits.quota};w=${limits.windowSeconds}, "${MONTHLY_POLICY}";q=${limits.monthlyAllowance};w=${monthSeconds(now)}`,
      ratelimit: `"${MONTHLY_POLICY}";r=${remaining};t=${resetSeconds}`,
    },
  };
}

/** The live count of the owner's key requests this month (what the next request is measured against). */
export async function monthlyCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, counterKey(userId)), eq(rateCounters.windowStart, nextMonthStart(now))));
  return row?.count ?? 0;
}
