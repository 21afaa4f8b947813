import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import { loginFailures } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/** Failed sign-ins tolerated in the window, per account and per client address. */
export const LOCKOUT = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** Seconds until the caller may try again, or 0 when neither key is over its limit. */
export async function lockedFor(db: Db, keys: { account: string; address: string }, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOCKOUT.windowMinutes * 60_000);
  const check = async (key: string, limit: number) => {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gte(loginFailures.at, since)));
    if (!row || row.n < limit || !row.oldest) return 0;
    const oldest = row.oldest instanceof Date ? row.oldest : new Date(row.oldest);
    return Math.max(1, Math.ceil((oldest.getTime() + LOCKOUT.windowMinutes * 60_000 - now.getTime()) / 1000));
  };
  return Math.max(await check(keys.account, LOCKOUT.perAccount), await check(keys.address, LOCKOUT.perAddress));
}

export async function recordFailure(db: Db, keys: { account: string; address: string }, now: Date): Promise<void> {
  await db.insert(loginFailures).values([
    { id: randomUUID(), key: keys.account, at: now },
    { id: randomUUID(), key: keys.address, at: now },
  ]);
  // Opportunistic pruning keeps the table to the window's size.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LOCKOUT.windowMinutes * 60_000)));
}

/** A successful sign-in clears the account's count (not the address's). */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, account));
}
