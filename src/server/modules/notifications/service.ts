import type { Notification } from '../../../contract/notifications.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { notificationRouting } from '../account/index.ts';
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

/**
 * Every notification is created here, so the recipient's preferences are honoured in one place:
 * shown in the app unless they turned that kind off (system notices always), and copied by e-mail
 * when they asked for that kind. Null when nothing was stored in the app.
 */
export async function sendNotification(
  deps: { db: Db; accountMail: Pick<AccountMailer, 'notification'> },
  n: { userId: string; type: Notification['type']; title: string; content: string; linkUrl?: string | null | undefined },
): Promise<{ notification: Notification | null; emailed: boolean }> {
  const route = await notificationRouting(deps.db, n.userId, n.type);
  if (!route) throw new AppError('NOT_FOUND');
  const linkUrl = n.linkUrl ?? null;
  const notification = route.inApp ? toApi(await insertNotification(deps.db, { ...n, linkUrl })) : null;
  if (route.email) await deps.accountMail.notification(route.address, { title: n.title, content: n.content, link: linkUrl }, route.language);
  return { notification, emailed: route.email };
}
