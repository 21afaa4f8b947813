import { pgTable, text, timestamp, boolean, uuid, index, jsonb } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['success', 'warning', 'alert', 'system', 'info'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    linkUrl: text('link_url'),
    /**
     * The message as a key of src/web/locales/<lng>/notifications.json and its parameters, so the
     * screen shows it in the reader's language (ADR 0030). Null on rows from before; title and
     * content stay the English text (the fallback for those rows and for other clients).
     */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
