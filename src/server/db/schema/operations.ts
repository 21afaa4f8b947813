import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One probe of one provider (issue 26, ADR 0053): the state it found, the time it took and why.
 * Written by the scheduled sweep and by an admin's "Check now"; read for the current state and the
 * last day's history. Rows older than the retention are deleted by the sweep.
 */
export const providerChecks = pgTable(
  'provider_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    state: text('state', { enum: ['ok', 'degraded', 'down', 'not_configured'] }).notNull(),
    latencyMs: integer('latency_ms'),
    detail: text('detail').notNull(),
    /** The detail's stable code and parameters: the screen translates them (issue 26). */
    detailCode: text('detail_code'),
    detailParams: jsonb('detail_params').$type<Record<string, string | number>>(),
    /** The instance (host:pid) that ran the probe. */
    instance: text('instance'),
    checkedAt: ts('checked_at').notNull().defaultNow(),
  },
  (t) => [index('provider_checks_provider_idx').on(t.provider, t.checkedAt)],
);

/** One auto-heal run (dry or fixing): what it found and what it changed; the audit entry says who asked. */
export const autoHealRuns = pgTable(
  'auto_heal_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    detector: text('detector').notNull(),
    dryRun: boolean('dry_run').notNull(),
    trigger: text('trigger', { enum: ['admin', 'schedule'] }).notNull(),
    found: integer('found').notNull(),
    changed: integer('changed').notNull(),
    items: jsonb('items').$type<Array<{ id: string; label: string; action: string }>>().notNull(),
    summary: text('summary').notNull(),
    ranAt: ts('ran_at').notNull().defaultNow(),
  },
  (t) => [index('auto_heal_runs_detector_idx').on(t.detector, t.ranAt)],
);
