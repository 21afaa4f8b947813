import { customType, pgTable, text, timestamp, uuid, integer, index, jsonb, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { portfolios } from './portfolios.ts';
import { projects } from './projects.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Sealed reports (issue 16, ADR 0025): the final signed PDF bytes, their SHA-256 and the platform's
 * Ed25519 signature over that hash. A row never changes except to be revoked once (trigger, migration
 * 0019); it leaves only with its project, or with its portfolio (a portfolio summary report, ADR 0031:
 * exactly one of the two is set).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** A portfolio summary report's portfolio (private to its owner); null for project reports. */
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['evaluation', 'compliance', 'portfolio', 'progress'] }).notNull(),
    language: text('language', { enum: ['en', 'it'] }).notNull(),
    /** The evaluation version the figures come from (null for a kind without one). */
    evaluationVersion: integer('evaluation_version'),
    methodologyVersion: text('methodology_version'),
    /** The public page shows only these (the owner's choice; the title by default). */
    projectTitle: text('project_title').notNull(),
    issuer: text('issuer').notNull(),
    sha256: text('sha256').notNull(),
    /** Ed25519 over the 32 bytes of the SHA-256, base64. */
    signature: text('signature').notNull(),
    /** Which platform key signed (its SHA-256 fingerprint, hex). */
    keyId: text('key_id').notNull(),
    shortCode: text('short_code').notNull().unique(),
    bytes: bytea('bytes').notNull(),
    /** What the preview re-renders from (the same figures, watermarked). */
    model: jsonb('model').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_project_idx').on(t.projectId, t.createdAt),
    index('reports_portfolio_idx').on(t.portfolioId, t.createdAt),
    check(
      'reports_one_subject',
      sql`(${t.projectId} is null) <> (${t.portfolioId} is null) and (${t.kind} = 'portfolio') = (${t.portfolioId} is not null)`,
    ),
    check('reports_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * A project's public showcase page (issue 16): only the fields its owner chose, and the sealed report
 * behind its CR badge. Unpublishing deletes the row: the page and the badge go together.
 */
export const showcases = pgTable(
  'showcases',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('showcases_slug_format', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{2,80}$'`)],
);
