import { eq } from 'drizzle-orm';
import type { NotificationPrefs } from '../../../contract/constants.ts';
import { userAvatars, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export async function updateUser(
  db: Db,
  userId: string,
  set: {
    username?: string;
    language?: 'en' | 'it';
    browserKeys?: 'app' | 'browser';
    avatar?: string | null;
    email?: string;
    emailVerified?: boolean;
  },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function readPrefs(
  db: Db,
  userId: string,
): Promise<{ prefs: NotificationPrefs | null; email: string; language: 'en' | 'it' | null } | null> {
  const [row] = await db
    .select({ prefs: users.notificationPrefs, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function writePrefs(db: Db, userId: string, prefs: NotificationPrefs, now: Date): Promise<void> {
  await db.update(users).set({ notificationPrefs: prefs, updatedAt: now }).where(eq(users.id, userId));
}

export async function putAvatar(db: Db, userId: string, contentType: string, bytes: Buffer, now: Date, url: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId, contentType, bytes, updatedAt: now })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { contentType, bytes, updatedAt: now } });
    await tx.update(users).set({ avatar: url, updatedAt: now }).where(eq(users.id, userId));
  });
}

export async function getAvatar(db: Db, userId: string) {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId)).limit(1);
  return row ?? null;
}

export async function deleteAvatar(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
    await tx.update(users).set({ avatar: null, updatedAt: now }).where(eq(users.id, userId));
  });
}
