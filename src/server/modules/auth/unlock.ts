import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { LOCKOUT, clearAllAccountFailures } from './lockout.ts';
import { deleteUserTokens, takeToken } from './security-repository.ts';
import { tokenHash } from './two-factor.ts';

/** How long the e-mailed unlock link stays good. */
export const UNLOCK_LINK_MINUTES = 60;

export interface UnlockDeps {
  db: Db;
  now: () => Date;
  accountMail: AccountMailer;
  config: { publicOrigin: string };
}

/**
 * A lock began for the account: its owner gets one e-mail with an unlock link per lockout window at
 * most (an attacker rotating addresses cannot flood the mailbox). Unknown addresses get nothing.
 */
export async function offerUnlock(deps: UnlockDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  const now = deps.now();
  const recent = await deps.db
    .select({ at: accountTokens.createdAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.kind, 'account-unlock'),
        gt(accountTokens.createdAt, new Date(now.getTime() - LOCKOUT.windowMinutes * 60_000)),
      ),
    )
    .limit(1);
  if (recent.length > 0) return;
  const token = randomBytes(32).toString('base64url');
  await deleteUserTokens(deps.db, user.id, 'account-unlock');
  await deps.db.insert(accountTokens).values({
    tokenHash: tokenHash(token),
    kind: 'account-unlock',
    userId: user.id,
    value: null,
    expiresAt: new Date(now.getTime() + UNLOCK_LINK_MINUTES * 60_000),
    createdAt: now,
  });
  const link = `${deps.config.publicOrigin}/api/auth/unlock?token=${encodeURIComponent(token)}`;
  await deps.accountMail.accountLocked(user.email, link, user.language);
}

/**
 * Lifts every sign-in lock of the account (failures from every client); for the owner's link and
 * the admin's unlock. False when there is no such user.
 */
export async function unlockAccount(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  await clearAllAccountFailures(db, user.email);
  await deleteUserTokens(db, userId, 'account-unlock');
  return true;
}

/** The e-mailed link: good once, within its hour; returns the user it unlocked, or null. */
export async function unlockWithToken(deps: Pick<UnlockDeps, 'db' | 'now'>, token: string): Promise<string | null> {
  const row = await takeToken(deps.db, tokenHash(token), 'account-unlock', deps.now());
  if (!row) return null;
  await unlockAccount(deps.db, row.userId);
  return row.userId;
}
