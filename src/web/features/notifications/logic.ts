import type { Notification } from '../../../contract/notifications.ts';
import { NOTIFICATION_TYPES } from '../../../contract/constants.ts';

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
