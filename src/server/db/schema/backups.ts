import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Backup runs and restore tests (issue 26, ADR 0056): one row per run, whoever started it (the daily
 * schedule, an admin, the CLI). `/r4-readiness` reads the newest successful ones.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'backup' | 'restore_test' */
    kind: text('kind').notNull(),
    /** 'schedule' | 'admin' | 'cli' */
    trigger: text('trigger').notNull(),
    /** 'queued' | 'running' | 'succeeded' | 'failed' */
    status: text('status').notNull(),
    actorId: text('actor_id'),
    /** The backup's directory name under BACKUP_DIR (written, or restored by a restore test). */
    backupName: text('backup_name'),
    tables: integer('tables'),
    rows: bigint('rows', { mode: 'number' }),
    blobs: integer('blobs'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed, or what a restore test compared. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('backup_runs_kind_created_idx').on(t.kind, t.createdAt)],
);
