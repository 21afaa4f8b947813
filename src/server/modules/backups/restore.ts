import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { hashingCounter, type BlobStore } from '../documents/index.ts';
import { BackupCorruptError, sink, verifyBackup, type Manifest } from './archive.ts';
import { countRows, journal, loadDatabase } from './database.ts';
import { pipeline } from 'node:stream/promises';

/** A restore that would destroy data, or into the wrong schema: refused before anything changes. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** True when the database holds anyone's data (an account): restoring over it needs `force`. */
export async function databaseHoldsData(db: Pick<Db, 'execute'>): Promise<boolean> {
  const r = (await db.execute(sql`select exists (select 1 from users) as any`)) as unknown as { rows: { any: boolean }[] };
  return r.rows[0]!.any;
}

export interface RestoreCheck {
  tables: number;
  rows: number;
  blobs: number;
  bytes: number;
  /** Every difference found after the restore (empty when it matches the manifest). */
  mismatches: string[];
}

/**
 * Restores a verified backup into an opened (migrated) database and a blob store, then counts every
 * table and reads every blob back against the manifest. Refuses a damaged backup, one taken at
 * another migration, and a target that holds data unless `force`.
 */
export async function restoreBackup(o: {
  dir: string;
  db: Db;
  blobs: BlobStore;
  force: boolean;
  /** The manifest verifyBackup already returned for `dir` (its parts are then not hashed twice). */
  verified?: Manifest;
}): Promise<RestoreCheck> {
  const manifest = o.verified ?? (await verifyBackup(o.dir));
  const shipped = journal().at(-1)?.tag ?? null;
  if (manifest.migration.lastTag !== shipped)
    throw new RestoreRefusedError(
      `the backup was taken at migration ${manifest.migration.lastTag ?? 'unknown'} and this code is at ${shipped}: ` +
        `restore it with the application version that wrote it (${manifest.appVersion}), then upgrade`,
    );
  if (!o.force && (await databaseHoldsData(o.db)))
    throw new RestoreRefusedError(
      'the target database already holds accounts: restore into an empty one, or pass --force to replace its data',
    );
  const loaded = await loadDatabase(
    o.db,
    Object.keys(manifest.tables).map((table) => ({
      table,
      columns: manifest.columns[table] ?? [],
      read: () => readFile(join(o.dir, 'db', `${table}.json`), 'utf8'),
    })),
    manifest.sequences,
  );
  for (const part of manifest.parts.filter((p) => p.path.startsWith('blobs/'))) {
    await o.blobs.put(part.path.slice('blobs/'.length), createReadStream(join(o.dir, part.path)));
  }
  return checkRestored(o.db, o.blobs, manifest, loaded);
}

/**
 * Compares the restored database and store with the manifest: rows per table (`loaded`: as counted inside
 * the loading transaction, else counted now), and each blob's size and SHA-256.
 */
export async function checkRestored(db: Db, blobs: BlobStore, manifest: Manifest, loaded?: Record<string, number>): Promise<RestoreCheck> {
  const counts = loaded ?? (await countRows(db));
  const mismatches: string[] = [];
  let rows = 0;
  for (const [table, n] of Object.entries(manifest.tables)) {
    rows += counts[table] ?? 0;
    if (counts[table] !== n) mismatches.push(`${table}: ${counts[table] ?? 'missing'} rows, the manifest says ${n}`);
  }
  let bytes = 0;
  const blobParts = manifest.parts.filter((p) => p.path.startsWith('blobs/'));
  for (const part of blobParts) {
    const key = part.path.slice('blobs/'.length);
    const counter = hashingCounter();
    try {
      await pipeline(await blobs.get(key), counter, sink());
    } catch (err) {
      mismatches.push(`blob ${key}: ${(err as Error).message}`);
      continue;
    }
    const got = counter.result();
    bytes += got.size;
    if (got.sha256 !== part.sha256) mismatches.push(`blob ${key}: SHA-256 ${got.sha256}, the manifest says ${part.sha256}`);
  }
  return { tables: Object.keys(manifest.tables).length, rows, blobs: blobParts.length, bytes, mismatches };
}

export { BackupCorruptError };
