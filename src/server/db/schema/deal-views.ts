import { pgTable, text, timestamp, uuid, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/**
 * Saved views of the deal flow (issue 15; migration deal_views): an investor's named filters and
 * board/list mode. Private to the person; exported and erased with the account (src/server/modules/privacy).
 */
export const dealViews = pgTable(
  'deal_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The filters as src/contract/deal-views.ts dealViewFilters validated them. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    mode: text('mode', { enum: ['board', 'list'] })
      .notNull()
      .default('board'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique per person regardless of case ("Seed" and "seed" would be the same view to a reader).
    uniqueIndex('deal_views_user_name').on(t.userId, sql`lower(${t.name})`),
    index('deal_views_user_idx').on(t.userId, t.createdAt),
    check('deal_views_name_length', sql`char_length(${t.name}) between 1 and 80`),
    check('deal_views_mode', sql`${t.mode} in ('board', 'list')`),
  ],
);
