import { eq } from 'drizzle-orm';
import type { Notification } from '../../../contract/notifications.ts';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteForUser, insertNotification, listForUser, markAllReadForUser, markReadForUser, type NotificationRow } from './repository.ts';

const toApi = (n: NotificationRow): Notification => ({
  id: n.id,
  type: n.type,
  title: n.title,
  content: n.content,
  isRead: n.isRead,
  linkUrl: n.linkUrl,
  createdAt: n.createdAt.toISOString(),
});

export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  return (await listForUser(db, userId)).map(toApi);
}

/** Someone else's notification is "not found", never "forbidden": its existence is not revealed. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<Notification> {
  const row = await markReadForUser(db, userId, id);
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  return toApi(row);
}

export const markAllNotificationsRead = (db: Db, userId: string) => markAllReadForUser(db, userId);

export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteForUser(db, userId, id))) throw new AppError('NOTIFICATION_NOT_FOUND');
}

export async function sendNotification(
  db: Db,
  n: { userId: string; type: Notification['type']; title: string; content: string; linkUrl?: string | null | undefined },
): Promise<Notification> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, n.userId)).limit(1);
  if (!exists) throw new AppError('NOT_FOUND');
  return toApi(await insertNotification(db, { ...n, linkUrl: n.linkUrl ?? null }));
}
