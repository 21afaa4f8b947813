import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt, min, or, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * Failed sign-ins tolerated in the window (ADR 0048): per account from one client (the owner's own
 * typos lock only that client), per client address across accounts (password spraying: a client
 * locked for one account records no more failures, so it takes several accounts to reach it), and
 * per account from every client together (distributed guessing; the owner gets an unlock link).
 */
export const LOCKOUT = { windowMinutes: 15, perClient: 5, perAddress: 20, perAccount: 50 } as const;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
/** One account from one client; starts with the account's key so erasure and unlock find it. */
export const clientKey = (email: string, ip: string) => `${accountKey(email)}|client:${ip}`;

export interface LockKey {
  key: string;
  limit: number;
}

/** The keys a sign-in attempt counts against. */
export const signInKeys = (email: string, ip: string): LockKey[] => [
  { key: clientKey(email, ip), limit: LOCKOUT.perClient },
  { key: addressKey(ip), limit: LOCKOUT.perAddress },
  { key: accountKey(email), limit: LOCKOUT.perAccount },
];

const since = (now: Date) => new Date(now.getTime() - LOCKOUT.windowMinutes * 60_000);

/** Seconds until the caller may try again, or 0 when no key is at its limit. */
export async function lockedFor(db: Db, keys: readonly LockKey[], now: Date): Promise<number> {
  let wait = 0;
  for (const { key, limit } of keys) {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gte(loginFailures.at, since(now))));
    if (!row || row.n < limit || !row.oldest) continue;
    const oldest = row.oldest instanceof Date ? row.oldest : new Date(row.oldest);
    wait = Math.max(wait, Math.ceil((oldest.getTime() + LOCKOUT.windowMinutes * 60_000 - now.getTime()) / 1000), 1);
  }
  return wait;
}

/** Records one failure against every key; true when it brought one of them to its limit (a lock began). */
export async function recordFailure(db: Db, keys: readonly LockKey[], now: Date): Promise<boolean> {
  await db.insert(loginFailures).values(keys.map(({ key }) => ({ id: randomUUID(), key, at: now })));
  // Opportunistic pruning keeps the table to the window's size.
  await db.delete(loginFailures).where(lt(loginFailures.at, since(now)));
  return (await lockedFor(db, keys, now)) > 0;
}

/** A successful sign-in clears the account's count from this client (not the address's, not other clients'). */
export async function clearAccountFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Every failure counted against the account, from any client (unlock, erasure). */
export async function clearAllAccountFailures(db: Db, email: string): Promise<number> {
  const account = accountKey(email);
  const gone = await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.key, account), sql`starts_with(${loginFailures.key}, ${`${account}|`})`))
    .returning({ id: loginFailures.id });
  return gone.length;
}
