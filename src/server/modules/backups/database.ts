import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

/**
 * The database half of a backup (ADR 0056): a logical dump in Node, the same on PGlite and on
 * PostgreSQL, read in one read-only repeatable-read transaction (a consistent snapshot) through the
 * app's own connection. Each table's rows are one JSON array (PostgreSQL's own `json_agg`, so every
 * type keeps its text form); they are loaded back with `json_populate_recordset`, which parses that
 * text by the column's type. The schema itself is not dumped: the target is migrated by the same
 * migrations, so a dump restores only into the migration it was taken at.
 */

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** The application's tables (the public schema's ordinary and partitioned tables), by name. */
export async function listTables(db: Pick<Db, 'execute'>): Promise<string[]> {
  const r = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = current_schema() order by c.relname`,
  );
  return r.map((x) => x.name);
}

/** Rows per table, counted now. */
export async function countRows(db: Pick<Db, 'execute'>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await listTables(db)) {
    const [r] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${q(t)}`));
    out[t] = r!.n;
  }
  return out;
}

export interface MigrationState {
  /** Migrations recorded in the database. */
  applied: number;
  /** The newest applied migration's journal tag, when the journal knows it. */
  lastTag: string | null;
  /** Migrations the code ships (the journal). */
  shipped: number;
  shippedTag: string | null;
}

const journalPath = fileURLToPath(new URL('../../db/migrations/meta/_journal.json', import.meta.url));

/** The journal's entries: what this code's migrator applies. */
export function journal(): { idx: number; when: number; tag: string }[] {
  return (JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] }).entries;
}

/** The database's migrations (drizzle's table) against the code's journal. */
export async function migrationState(db: Pick<Db, 'execute'>): Promise<MigrationState> {
  const entries = journal();
  const applied = await rows<{ n: number; last: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const n = applied[0]?.n ?? 0;
  const last = applied[0]?.last ? Number(applied[0].last) : null;
  return {
    applied: n,
    lastTag: entries.find((e) => e.when === last)?.tag ?? null,
    shipped: entries.length,
    shippedTag: entries.at(-1)?.tag ?? null,
  };
}

export interface TableDump {
  table: string;
  /** Columns that can be written (not generated), in the table's order. */
  columns: string[];
  /** The rows as PostgreSQL's JSON text. */
  json: string;
  rows: number;
}

export interface DatabaseDump {
  tables: TableDump[];
  sequences: { name: string; value: string | null }[];
  migration: MigrationState;
}

/** Reads every table in one snapshot; `onTable` receives each as soon as it is read (to write it out). */
export async function dumpDatabase(db: Db, onTable: (t: TableDump) => Promise<void>): Promise<Omit<DatabaseDump, 'tables'>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const migration = await migrationState(tx);
    for (const table of await listTables(tx)) {
      const columns = await writableColumns(tx, table);
      const [r] = await rows<{ json: string; n: number }>(
        tx,
        sql.raw(`select coalesce(json_agg(t), '[]')::text as json, count(*)::int as n from ${q(table)} t`),
      );
      await onTable({ table, columns, json: r!.json, rows: r!.n });
    }
    const sequences = await rows<{ name: string; value: string | null }>(
      tx,
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema()`,
    );
    return { sequences, migration };
  });
}

async function writableColumns(db: Pick<Db, 'execute'>, table: string): Promise<string[]> {
  const r = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return r.map((x) => x.name);
}

/**
 * Replaces every table's rows with the dump's, in one transaction: triggers and foreign-key checks
 * are off while it loads (`session_replication_role = replica`, which needs a superuser or, on
 * PostgreSQL 15+, SET on that parameter), so the audit trail's append-only guard and the sign-up
 * trigger do not act on restored rows. Sequences are set to their dumped values. Answers each table's
 * rows as loaded, counted inside the transaction.
 */
export async function loadDatabase(
  db: Db,
  tables: { table: string; columns: string[]; read: () => Promise<string> }[],
  sequences: { name: string; value: string | null }[],
): Promise<Record<string, number>> {
  const present = new Set(await listTables(db));
  const missing = tables.filter((t) => !present.has(t.table)).map((t) => t.table);
  if (missing.length > 0) throw new Error(`the target database has no table(s) ${missing.join(', ')}: its schema does not match`);
  return db.transaction(async (tx) => {
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
    } catch (err) {
      throw new Error(
        `restoring needs a database role allowed to set session_replication_role (a superuser, or GRANT SET ON PARAMETER): ${(err as Error).message}`,
        { cause: err },
      );
    }
    if (present.size > 0) await tx.execute(sql.raw(`truncate ${[...present].map(q).join(', ')}`));
    for (const t of tables) {
      const targetCols = new Set(await writableColumns(tx, t.table));
      const cols = t.columns.filter((c) => targetCols.has(c)).map(q);
      if (cols.length === 0) continue;
      const json = await t.read();
      const list = sql.raw(cols.join(', '));
      const name = sql.raw(q(t.table));
      await tx.execute(
        sql`insert into ${name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${name}, ${json}::json)`,
      );
    }
    for (const s of sequences) {
      if (s.value === null) await tx.execute(sql`select setval(${q(s.name)}::regclass, 1, false)`);
      else await tx.execute(sql`select setval(${q(s.name)}::regclass, ${s.value}::bigint, true)`);
    }
    await tx.execute(sql`set local session_replication_role = origin`);
    // The table triggers were off: every table's change is announced here, at commit, so every
    // instance's read cache (ADR 0045) drops what it kept from the replaced rows.
    if (present.size > 0)
      await tx.execute(
        sql`select pg_notify('cr_data_changed', t) from (values ${sql.join(
          [...present].map((t) => sql`(${t})`),
          sql`, `,
        )}) as v(t)`,
      );
    // Counted before the commit: on a live server other writers (metrics, sessions) may add rows right after it.
    return countRows(tx);
  });
}
