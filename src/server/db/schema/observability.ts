import { pgTable, text, timestamp, doublePrecision, index, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * The server's own recorded series (issue 26, ADR 0052): one coarse row per instance, minute and
 * metric, written by each instance every minute and pruned after eight days. `/monitoring-layer` and
 * `/mission-control` read these rows, so they work on the embedded database without Prometheus.
 */
export const metricSamples = pgTable(
  'metric_samples',
  {
    instance: text('instance').notNull(),
    /** The start of the minute the value covers (UTC). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.at, t.name] }), index('metric_samples_at_idx').on(t.at)],
);

/** Each boot of an instance: the application's version and the last applied migration (mission control's "last deploys"). */
export const deploys = pgTable(
  'deploys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instance: text('instance').notNull(),
    version: text('version').notNull(),
    migration: text('migration'),
    migratedAt: timestamp('migrated_at', { withTimezone: true }),
    bootedAt: timestamp('booted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deploys_booted_idx').on(t.bootedAt)],
);
