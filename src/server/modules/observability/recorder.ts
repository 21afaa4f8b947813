import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { deploys, metricSamples } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Metrics } from './metrics.ts';
import { MAXED } from '../../../domain/observability/index.ts';

/** Rows older than this are pruned (ADR 0052): the day view needs 24 h, the rest is a week's margin. */
export const KEEP_MS = 8 * 86_400_000;

/** This process's name in the recorded rows: host and pid, unique among instances running at once. */
export const INSTANCE = `${hostname()}:${process.pid}`;

const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string };
/** The application's version (package.json). */
export const APP_VERSION = pkg.version;

/** The last migration drizzle applied: its tag from the journal, matched by the `created_at` drizzle keeps. */
export async function lastMigration(db: Db): Promise<string | null> {
  const journal = JSON.parse(readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const res = await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  const when = Number((res as unknown as { rows: { created_at?: unknown }[] }).rows[0]?.created_at ?? NaN);
  return journal.entries.find((e) => e.when === when)?.tag ?? null;
}

/**
 * Writes this boot's version and migration (mission control's "last deploys"). The migration's time
 * is the first boot that saw it: drizzle keeps no time of application.
 */
export async function recordDeploy(db: Db, now: Date, instance = INSTANCE): Promise<void> {
  const migration = await lastMigration(db);
  const [earlier] = migration
    ? await db.select({ at: deploys.migratedAt }).from(deploys).where(eq(deploys.migration, migration)).orderBy(deploys.bootedAt).limit(1)
    : [];
  await db
    .insert(deploys)
    .values({ instance, version: APP_VERSION, migration, migratedAt: migration ? (earlier?.at ?? now) : null, bootedAt: now });
  // The table stays small: the last 200 boots.
  const [cut] = await db.select({ at: deploys.bootedAt }).from(deploys).orderBy(desc(deploys.bootedAt)).offset(200).limit(1);
  if (cut) await db.delete(deploys).where(lt(deploys.bootedAt, cut.at));
}

/** Figures read from the shared database at the end of a minute (the same for every instance). */
async function sharedFigures(db: Db, at: Date): Promise<{ name: string; value: number }[]> {
  const res = await db.execute(sql`select
    (select count(*) from jobs where status = 'queued')::int as jobs_queued,
    (select count(*) from jobs where status = 'running')::int as jobs_running,
    (select count(distinct user_id) from sessions where updated_at > ${new Date(at.getTime() - 15 * 60_000)} and expires_at > ${at})::int as active_users,
    (select count(*) from outbox where created_at >= ${new Date(at.getTime() - 60_000)} and created_at < ${at})::int as emails_queued,
    (select count(*) from outbox where sent_at is null and error is not null and created_at >= ${new Date(at.getTime() - 60_000)} and created_at < ${at})::int as emails_failed`);
  const r = (res as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return Object.entries(r).map(([name, value]) => ({ name, value: Number(value) }));
}

/**
 * Closes the minute: when anything was counted, this instance's rows for it (its own counters, the
 * shared figures, the event loop's p99) in one statement; then, once an hour, the pruning. An idle
 * minute writes nothing (on PGlite a write moves every kept session row's clock, ADR 0009).
 */
export async function flushMinute(db: Db, metrics: Metrics, now: Date, force = false, instance = INSTANCE): Promise<number> {
  const w = metrics.window;
  if (w.start + 60_000 > now.getTime() && !force) return 0;
  const idle = w.idle;
  const own = w.rows();
  const end = new Date(w.start + 60_000);
  w.reset(now.getTime());
  if (idle) return 0;
  const at = own[0]!.at;
  const rows = [...own, ...(await sharedFigures(db, end)).map((f) => ({ ...f, at }))];
  const p99 = metrics.minuteLoop.percentile(99) / 1e6;
  metrics.minuteLoop.reset();
  if (Number.isFinite(p99) && p99 > 0) rows.push({ at, name: 'event_loop_p99_ms', value: Math.round(p99 * 10) / 10 });
  await db
    .insert(metricSamples)
    .values(rows.map((r) => ({ instance, ...r })))
    .onConflictDoUpdate({
      target: [metricSamples.instance, metricSamples.at, metricSamples.name],
      // Twice in one minute (a forced flush): counters add up, the shared figures keep the larger.
      set: {
        value: sql`case when ${metricSamples.name} in (${sql.join(
          MAXED.map((m) => sql`${m}`),
          sql`, `,
        )}) then greatest(${metricSamples.value}, excluded.value) else ${metricSamples.value} + excluded.value end`,
      },
    });
  if (end.getUTCMinutes() === 0) await pruneSamples(db, now);
  return rows.length;
}

export async function pruneSamples(db: Db, now: Date): Promise<void> {
  await db.delete(metricSamples).where(and(lt(metricSamples.at, new Date(now.getTime() - KEEP_MS))));
}
