import { lt, sql } from 'drizzle-orm';
import { rateCounters } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * One hit on a fixed-window counter in the database, so every app instance shares it; the new count
 * and the window's end. A row's `window_start` column holds its window's END (as the monthly
 * allowance's does), so the occasional sweep — run from a short window's hit as well as a long
 * one's — removes only windows that are over: when it held the start, a per-hour hit's sweep removed
 * every counter whose window began ten hours before, today's per-day ones included (after 10:00 UTC
 * a daily limit could start again from zero).
 */
export async function countInWindow(db: Db, key: string, windowMs: number, now: Date): Promise<{ count: number; windowEnd: Date }> {
  const windowEnd = new Date((Math.floor(now.getTime() / windowMs) + 1) * windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: windowEnd, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  if (Math.random() < 0.01) await sweepEndedWindows(db, new Date(now.getTime() - windowMs * 10));
  return { count: row?.count ?? 1, windowEnd };
}

/** Removes the counters whose window ended before `before`. */
export async function sweepEndedWindows(db: Db, before: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
}

/** Throws RATE_LIMITED (with Retry-After) once `limit` hits fall in the current window. */
export async function enforceRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  const { count, windowEnd } = await countInWindow(db, key, windowSeconds * 1000, now);
  if (count > limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil((windowEnd.getTime() - now.getTime()) / 1000) });
}
