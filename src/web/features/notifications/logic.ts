import type { Notification } from '../../../contract/notifications.ts';
import { NOTIFICATION_TYPES } from '../../../contract/constants.ts';
import { renderNotification, type NotificationCatalogue } from '../../../domain/notifications/index.ts';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Seed section 3: an unknown type falls back to info. */
export function displayType(type: string): NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'info';
}

/** Seed section 9: the badge reads 9+ above 9. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

export type NotificationFilter = 'all' | 'unread';

export function filterNotifications(list: readonly Notification[], filter: NotificationFilter): Notification[] {
  return filter === 'unread' ? list.filter((n) => !n.isRead) : [...list];
}

/**
 * Ids of unread notifications that were not in the previous list: the ones that deserve a sound.
 * The first load (previous === null) never counts as new.
 */
export function newUnreadIds(previous: ReadonlySet<string> | null, list: readonly Notification[]): string[] {
  if (previous === null) return [];
  return list.filter((n) => !n.isRead && !previous.has(n.id)).map((n) => n.id);
}

/**
 * The notification in the reader's language (ADR 0030): a keyed message worded from the
 * notifications catalogue of the language; the stored English title and line otherwise (older
 * notifications, admin ones, or while the catalogue loads). A message without a line of its own
 * keeps the stored line: a person's words, shown as written.
 */
export function notificationText(
  n: Pick<Notification, 'title' | 'content' | 'message'>,
  catalogue: NotificationCatalogue | undefined,
  lng: string,
): { title: string; content: string } {
  const worded = n.message && catalogue?.messages ? renderNotification(catalogue, lng, n.message) : null;
  return worded ? { title: worded.title, content: worded.content ?? n.content } : { title: n.title, content: n.content };
}
