import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './types.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The newest migration this code ships: the journal's last `when`, what drizzle records as `created_at`. */
export function latestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1)!;
  return { tag: last.tag, when: last.when };
}

/**
 * Whether the database carries every migration this code ships (ADR 0051): drizzle's migrator applies
 * the journal's entries newer than the last recorded `created_at`, so the schema is current when that
 * record is at least the journal's last. A database without a migration history is not current.
 */
export async function schemaIsCurrent(db: Db): Promise<boolean> {
  const res = await db.execute(
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then null
        else (select max(created_at)::text from drizzle.__drizzle_migrations) end as last`,
  );
  const last = (res as unknown as { rows: { last: string | null }[] }).rows[0]?.last;
  return last != null && Number(last) >= latestMigration().when;
}
