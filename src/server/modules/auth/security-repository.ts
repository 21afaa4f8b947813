import { and, desc, eq, gt, lt, ne, or, isNull, sql } from 'drizzle-orm';
import { accountTokens, accounts, sessions, twoFactor, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type TwoFactorRow = typeof twoFactor.$inferSelect;
export type TokenKind = (typeof accountTokens.$inferSelect)['kind'];

/** The argon2id hash of the user's password (better-auth's credential account), or null. */
export async function credentialHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

export async function setCredentialHash(db: Db, userId: string, hash: string, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Sessions still alive: before their idle expiry and created after `bornAfter` (the absolute limit). */
export async function listLiveSessions(db: Db, userId: string, now: Date, bornAfter: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.createdAt, bornAfter)))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the user's sessions; false when there is none with that id for this user. */
export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/** Deletes every session of the user except `keepId` (all of them when null); returns how many. */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string | null): Promise<number> {
  const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  return (await db.delete(sessions).where(where).returning({ id: sessions.id })).length;
}

export async function insertSession(
  db: Db,
  s: { id: string; token: string; userId: string; expiresAt: Date; ipAddress: string | null; userAgent: string | null; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: s.id,
    token: s.token,
    userId: s.userId,
    expiresAt: s.expiresAt,
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
    createdAt: s.now,
    updatedAt: s.now,
  });
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** True while an admin has the account suspended (ADR 0049). */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.at != null;
}

export async function userForSignIn(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function getTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row ?? null;
}

/** Starts (or restarts) a setup: a new secret and codes, not yet confirmed. */
export async function putPendingTwoFactor(db: Db, userId: string, secret: string, recoveryHashes: string[]): Promise<void> {
  await db
    .insert(twoFactor)
    .values({ userId, secret, recoveryCodes: recoveryHashes })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, recoveryCodes: recoveryHashes, lastStep: null, confirmedAt: null } });
}

export async function confirmTwoFactor(db: Db, userId: string, step: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(twoFactor).set({ confirmedAt: now, lastStep: step }).where(eq(twoFactor.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: true, updatedAt: now }).where(eq(users.id, userId));
  });
}

export async function removeTwoFactor(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** Records the step just used, only if no later one was: two requests with one code cannot both pass. */
export async function advanceStep(db: Db, userId: string, step: number): Promise<boolean> {
  const done = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
    .returning({ userId: twoFactor.userId });
  return done.length > 0;
}

/** Removes one recovery code hash; false when it was not there (already used or never issued). */
export async function consumeRecoveryHash(db: Db, userId: string, hash: string): Promise<boolean> {
  const done = await db
    .update(twoFactor)
    .set({ recoveryCodes: sql`${twoFactor.recoveryCodes} - ${hash}::text` })
    .where(and(eq(twoFactor.userId, userId), sql`${twoFactor.recoveryCodes} ? ${hash}::text`))
    .returning({ userId: twoFactor.userId });
  return done.length > 0;
}

export async function insertToken(
  db: Db,
  t: { tokenHash: string; kind: TokenKind; userId: string; value: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(t);
}

/** Takes a token once: deletes it and returns it if it was live; an expired one is deleted too. */
export async function takeToken(db: Db, tokenHash: string, kind: TokenKind, now: Date) {
  const [row] = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.kind, kind)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/** Reads a token without taking it (a challenge survives a wrong code until it expires). */
export async function peekToken(db: Db, tokenHash: string, kind: TokenKind, now: Date) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.kind, kind), gt(accountTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteUserTokens(db: Db, userId: string, kind: TokenKind): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind)));
}

export async function pruneTokens(db: Db, now: Date): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
}
