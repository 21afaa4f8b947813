import type { Notification } from '../../../contract/notifications.ts';
import { renderNotification, type MessageParams, type NotificationKey } from '../../../domain/notifications/index.ts';
import { NOTIFICATION_CATALOGUE } from './catalogue.ts';
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
  message: n.messageKey ? { key: n.messageKey, params: n.messageParams ?? {} } : null,
});

/** A keyed message in one language (English when the language is unknown): title, and the line when the catalogue words it. */
export function notificationText(lang: 'en' | 'it' | null, m: { key: string; params: MessageParams }) {
  return renderNotification(NOTIFICATION_CATALOGUE[lang ?? 'en'], lang ?? 'en', m);
}

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
 *
 * A sender gives a `message` (key + parameters, ADR 0030): the row keeps it for the screen to word in
 * the reader's language, and title/content in English (the fallback); the e-mail is worded in the
 * recipient's language (English when they chose none). `content` is the line when the message has
 * none of its own (a person's words: a question, a comment, a note), kept as written.
 */
export async function sendNotification(
  deps: { db: Db; accountMail: Pick<AccountMailer, 'notification'> },
  n: { userId: string; type: Notification['type']; linkUrl?: string | null | undefined } & (
    | { message: { key: NotificationKey; params: MessageParams }; content?: string | undefined; title?: undefined }
    | { message?: undefined; title: string; content: string }
  ),
): Promise<{ notification: Notification | null; emailed: boolean }> {
  const route = await notificationRouting(deps.db, n.userId, n.type);
  if (!route) throw new AppError('NOT_FOUND');
  const linkUrl = n.linkUrl ?? null;
  const worded = (lang: 'en' | 'it' | null) => {
    if (!n.message) return { title: n.title, content: n.content };
    const text = notificationText(lang, n.message);
    if (!text) throw new Error(`notification key ${n.message.key} is not in the catalogue`);
    return { title: text.title, content: text.content ?? n.content ?? '' };
  };
  const english = worded('en');
  const row = {
    userId: n.userId,
    type: n.type,
    ...english,
    linkUrl,
    messageKey: n.message?.key ?? null,
    messageParams: n.message ? { ...n.message.params } : null,
  };
  const notification = route.inApp ? toApi(await insertNotification(deps.db, row)) : null;
  if (route.email) {
    const mail = worded(route.language ?? 'en');
    await deps.accountMail.notification(route.address, { ...mail, link: linkUrl }, route.language ?? 'en');
  }
  return { notification, emailed: route.email };
}
