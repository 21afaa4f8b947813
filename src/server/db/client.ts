import { getTableName, is, sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { DataDirError, lockDataDir, prepareDataDir } from './data-dir.ts';
import type { Database, Db } from './types.ts';
import { trackWrites } from './write-clock.ts';
import { AuthChangeFeed } from './auth-changes.ts';
import { DataGenerations, tableNamePattern, watchDataWrites, type DataChanges } from './data-changes.ts';
import { PgTable } from 'drizzle-orm/pg-core';
import { RemotePglite } from './pglite-remote.ts';
import { migrationsFolder, schemaIsCurrent } from './migration-state.ts';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Opens the configured database (PostgreSQL when a URL is given, else embedded PGlite) and migrates it,
 * unless `migrateAtBoot` is false (ROLE web or worker on PostgreSQL, ADR 0051: `npm run migrate` does it once).
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; migrateAtBoot?: boolean }): Promise<Database> {
  const migrate = opts.migrateAtBoot ?? true;
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, migrate) : openPglite(opts.dataDir);
}

/** Every table of the schema, by its SQL name: what a write's text is matched against. */
const TABLE_NAMES: readonly string[] = (Object.values(schema) as unknown[]).flatMap((t) => (is(t, PgTable) ? [getTableName(t)] : []));
/** Tables whose writes change other tables by trigger (a new user's personal workspace, migration 0007): a write to one moves every table. */
const CASCADING_TABLES: ReadonlySet<string> = new Set(['users']);

/** node-postgres pool size: connections this instance holds to PostgreSQL. */
const POOL_MAX = 10;

async function openPostgres(url: string, migrateAtBoot: boolean): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // An idle client's error (database restart, connection terminated) must not crash the process:
  // the pool drops that client and the next query opens a new one.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle client error: ${err.message}`, { code: 'CR_PG_IDLE' });
  });
  // Changes to sessions and users, from every instance (ADR 0036): session rows are kept while it listens.
  // Watched before the first query, so every connection the pool ever opens (the migrations' too, which
  // stays in the pool) moves the feed's generation on this process's own writes.
  const authChanges = new AuthChangeFeed(() => new pg.Client({ connectionString: url }));
  authChanges.watch(pool);
  // The read cache's generations (ADR 0045): this process's writes at once, other writers' by notification.
  const gens = new DataGenerations();
  const observer: { fn: ((sqlText: string) => void) | null } = { fn: null };
  watchDataWrites(pool, gens, TABLE_NAMES, CASCADING_TABLES, observer);
  authChanges.subscribeData((table) => gens.bump(table));
  const dataChanges: DataChanges = {
    get live() {
      return authChanges.live;
    },
    get uncovered() {
      return authChanges.uncovered;
    },
    stamp: (tables) => gens.stamp(tables),
    observe: (fn) => {
      observer.fn = fn;
    },
  };
  const db = drizzle(pool, { schema });
  try {
    if (migrateAtBoot) {
      // One migrator at a time (several ROLE=all instances, or a second `npm run migrate`): a session
      // advisory lock held on a connection of its own while the migrator runs on the pool's.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(hashtext($1))', ['cr_migrate']);
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock(hashtext($1))', ['cr_migrate']).catch(() => undefined);
        lock.release();
      }
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  // Health pings take a connection of their own, so /api/health never waits behind the pool's queue.
  const healthPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 });
  await authChanges.start();
  healthPool.on('error', () => undefined);
  let pinging: Promise<boolean> | null = null;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    writes: null,
    schemaCurrent: () => schemaIsCurrent(db as unknown as Db),
    authChanges,
    dataChanges,
    ping: () =>
      (pinging ??= withTimeout(
        healthPool.query('select 1').then(
          () => true,
          () => false,
        ),
        2_000,
      ).finally(() => {
        pinging = null;
      })),
    queue: () => ({ waiting: pool.waitingCount, busy: pool.totalCount > pool.idleCount, serviceMs: 0, connections: POOL_MAX }),
    close: async () => {
      await Promise.all([pool.end(), healthPool.end(), authChanges.close()]);
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { pgDir, existed } = prepareDataDir(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // PGlite runs in a worker thread: its statements never block this event loop (ADR 0034).
    let client: RemotePglite;
    try {
      client = await RemotePglite.open(pgDir, (err) => process.emitWarning(err.message, { code: 'CR_DB_THREAD' }));
    } catch (err) {
      throw new DataDirError(
        `Could not open the embedded database in ${pgDir}: ${(err as Error).message}. ` +
          'The directory may be corrupt: restore it from a backup or move it aside.',
      );
    }
    const gens = new DataGenerations();
    const writes = trackWrites(client, { gens, known: tableNamePattern(TABLE_NAMES), cascading: CASCADING_TABLES });
    const db = drizzle(client as unknown as PGlite, { schema });
    try {
      if (existed) await assertOurs(db as unknown as Db, pgDir);
      await migrate(db, { migrationsFolder });
    } catch (err) {
      await client.close();
      throw err;
    }
    // One process writes the embedded database, and every write passes the wrapper: its per-table
    // generations are complete (ADR 0045, amended 2026-11-29).
    const dataChanges: DataChanges = {
      live: true,
      uncovered: new Set(),
      stamp: (tables) => gens.stamp(tables),
      observe: () => undefined,
    };
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      writes,
      schemaCurrent: async () => true, // migrated at every open
      dataChanges,
      ping: () => client.ping(),
      queue: () => client.queueState(),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** An existing embedded database must carry our migration history; otherwise it is someone else's. */
async function assertOurs(db: Db, pgDir: string): Promise<void> {
  const rows = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ours`);
  const ours = (rows as unknown as { rows: { ours: boolean }[] }).rows[0]?.ours === true;
  if (!ours) {
    throw new DataDirError(`The database in ${pgDir} was not created by this application (no migration history). Refusing to use it.`);
  }
}

function withTimeout(answer: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
