import { customType, integer, pgTable, text, timestamp, uuid, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { WORKSPACE_KINDS, WORKSPACE_ROLES } from '../../../domain/access/index.ts';
import { users } from './auth.ts';

/**
 * Workspaces (organisations). Every account has exactly one personal workspace, created by the
 * database itself when the account row is inserted (trigger of migration 0007), so registration,
 * the admin command and the demo seed cannot forget it. Team workspaces are created on request.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: WORKSPACE_KINDS }).notNull(),
    /** The account whose personal workspace this is (unique: one each); null for team workspaces. */
    personalOwnerId: text('personal_owner_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('workspaces_personal_has_owner', sql`(${t.kind} = 'personal') = (${t.personalOwnerId} is not null)`)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

/** Invitations by e-mail; only the SHA-256 of the token is stored (the token is in the e-mail alone). */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A team workspace's logo (white label, Enterprise; ADR 0031): PNG or JPEG, at most 512 KB, kept in
 * the database like the sealed reports it is printed on (every instance and backup has it). One per
 * workspace; replaced by a new upload, removed by its owners.
 */
export const workspaceLogos = pgTable(
  'workspace_logos',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('workspace_logos_size', sql`octet_length(${t.bytes}) <= 524288 and ${t.width} > 0 and ${t.height} > 0`)],
);
