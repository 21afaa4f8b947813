import { lt, sql } from 'drizzle-orm';
import { rateCounters } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Fixed-window counter in the database, so every app instance shares it.
 * Throws RATE_LIMITED (with Retry-After) once `limit` hits fall in the current window.
 */
export async function enforceRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  if (Math.random() < 0.01) await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - windowMs * 10)));
  if ((row?.count ?? 0) > limit) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000) });
  }
}
