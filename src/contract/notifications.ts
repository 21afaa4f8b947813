import { z } from 'zod';
import { text } from './safe-text.ts';
import { NOTIFICATION_TYPES } from './constants.ts';

export { NOTIFICATION_TYPES };

export const notification = z.object({
  id: text(),
  type: z.enum(NOTIFICATION_TYPES),
  title: text(),
  content: text(),
  isRead: z.boolean(),
  linkUrl: text().nullable(),
  createdAt: z.iso.datetime(),
  /**
   * The message as a key of the notifications catalogue and its parameters (ADR 0030): the screen
   * words it in the reader's language. Null on older notifications and admin ones: title and content
   * (English) stand.
   */
  message: z.object({ key: text(), params: z.record(text(), z.union([text(), z.number(), z.null()])) }).nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.array(notification);
export const notificationIdParams = z.object({ id: z.uuid() });
export const readAllResponse = z.object({ updated: z.number().int() });

/** Admins send a notification to one user (announcements, manual follow-ups); audited. */
export const createNotificationBody = z
  .object({
    userId: text().min(1),
    type: z.enum(NOTIFICATION_TYPES),
    title: text().trim().min(1).max(200),
    content: text().trim().min(1).max(2_000),
    linkUrl: text()
      .max(500)
      .regex(/^\/(?!\/)/, 'must be a path on this site')
      .nullable()
      .optional(),
  })
  .strict();
