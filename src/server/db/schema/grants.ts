import { pgTable, text, timestamp, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { GRANT_ACCESS_LEVELS } from '../../../domain/access/index.ts';
import { users } from './auth.ts';
import { projects } from './projects.ts';

/**
 * One project shared with one person outside its workspace (an investor or a consultant). A grant
 * is never deleted, only revoked, so the history of who could see what stays readable.
 */
export const projectGrants = pgTable(
  'project_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: GRANT_ACCESS_LEVELS }).notNull(),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the grantee last opened the project (the first use of each day is audited). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_grants_one_unrevoked')
      .on(t.projectId, t.granteeId)
      .where(sql`${t.revokedAt} is null`),
    index('project_grants_grantee_idx').on(t.granteeId),
  ],
);
