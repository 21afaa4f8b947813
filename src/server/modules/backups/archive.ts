import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { hashingCounter, type BlobStore } from '../documents/index.ts';
import { listBlobKeys } from './blobs.ts';
import { dumpDatabase, type MigrationState } from './database.ts';

/**
 * A backup is one directory under BACKUP_DIR (ADR 0056): `manifest.json`, its SHA-256 in
 * `manifest.sha256`, `db/<table>.json` (each table's rows) and `blobs/<key>` (each stored document).
 * It is written as `.partial-<name>` and renamed when complete, so a crash never leaves a directory
 * that looks like a backup.
 */
export const FORMAT = 1;
const NAME = /^cr-backup-\d{8}T\d{6}\d{3}Z$/;

export interface Part {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  app: 'capital-readiness';
  createdAt: string;
  appVersion: string;
  database: 'pglite' | 'postgres';
  migration: MigrationState;
  /** Rows per table, from the same snapshot as the dump. */
  tables: Record<string, number>;
  columns: Record<string, string[]>;
  sequences: { name: string; value: string | null }[];
  blobs: { count: number; bytes: number };
  parts: Part[];
}

export interface BackupResult {
  name: string;
  dir: string;
  manifest: Manifest;
}

const appVersion = async () =>
  (JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export function backupName(at: Date): string {
  return `cr-backup-${at.toISOString().replace(/[-:.]/g, '')}`;
}

/** A stream end that drops what it receives (the bytes are only hashed on the way). */
export const sink = () =>
  new Writable({
    write(_chunk, _enc, cb) {
      cb();
    },
  });

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes a backup of the database and the blob store into `backupDir`, then keeps the `keep` newest. */
export async function createBackup(o: {
  db: Db;
  kind: 'pglite' | 'postgres';
  blobs: BlobStore;
  blobConfig: Config['blobStore'];
  backupDir: string;
  keep: number;
  now: () => Date;
}): Promise<BackupResult> {
  const at = o.now();
  const name = backupName(at);
  const partial = join(o.backupDir, `.partial-${name}`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'db'), { recursive: true });
  await mkdir(join(partial, 'blobs'), { recursive: true });
  try {
    const parts: Part[] = [];
    const tables: Record<string, number> = {};
    const columns: Record<string, string[]> = {};
    const rest = await dumpDatabase(o.db, async (t) => {
      const path = `db/${t.table}.json`;
      await writeFile(join(partial, path), t.json);
      parts.push({ path, bytes: Buffer.byteLength(t.json), sha256: sha256(t.json) });
      tables[t.table] = t.rows;
      columns[t.table] = t.columns;
    });
    let blobBytes = 0;
    let blobCount = 0;
    for (const key of await listBlobKeys(o.blobConfig)) {
      if (!/^[0-9a-f-]{36}(\.[a-z]{1,8})?$/.test(key)) continue; // not a document object (e.g. a probe)
      const path = `blobs/${key}`;
      const counter = hashingCounter();
      await pipeline(await o.blobs.get(key), counter, createWriteStream(join(partial, path), { mode: 0o600 }));
      const { size, sha256: digest } = counter.result();
      parts.push({ path, bytes: size, sha256: digest });
      blobBytes += size;
      blobCount += 1;
    }
    const manifest: Manifest = {
      format: FORMAT,
      app: 'capital-readiness',
      createdAt: at.toISOString(),
      appVersion: await appVersion(),
      database: o.kind,
      migration: rest.migration,
      tables,
      columns,
      sequences: rest.sequences,
      blobs: { count: blobCount, bytes: blobBytes },
      parts,
    };
    const text = JSON.stringify(manifest, null, 2);
    await writeFile(join(partial, 'manifest.json'), text);
    await writeFile(join(partial, 'manifest.sha256'), `${sha256(text)}  manifest.json\n`);
    const dir = join(o.backupDir, name);
    await rename(partial, dir);
    await applyRetention(o.backupDir, o.keep);
    return { name, dir, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** The complete backups in `backupDir`, newest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(backupDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => NAME.test(e))
    .sort()
    .reverse();
}

/** Removes all but the `keep` newest backups (at least one is always kept). */
export async function applyRetention(backupDir: string, keep: number): Promise<string[]> {
  const removed = (await listBackups(backupDir)).slice(Math.max(1, keep));
  for (const name of removed) await rm(join(backupDir, name), { recursive: true, force: true });
  return removed;
}

/** A backup that fails its checks: the message says which part and how. */
export class BackupCorruptError extends Error {
  override name = 'BackupCorruptError';
}

/** Reads a backup's manifest and checks every part's size and SHA-256 against it, before anything is restored. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let text: string;
  let recorded: string;
  try {
    text = await readFile(join(dir, 'manifest.json'), 'utf8');
    recorded = (await readFile(join(dir, 'manifest.sha256'), 'utf8')).split(/\s+/)[0]!;
  } catch (err) {
    throw new BackupCorruptError(`${dir} is not a backup: ${(err as Error).message}`);
  }
  if (sha256(text) !== recorded)
    throw new BackupCorruptError(`${dir}: manifest.json does not match its SHA-256 in manifest.sha256 (changed or damaged)`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.app !== 'capital-readiness' || manifest.format !== FORMAT)
    throw new BackupCorruptError(`${dir}: not a backup of this application in format ${FORMAT}`);
  for (const part of manifest.parts) {
    const file = join(dir, part.path);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      throw new BackupCorruptError(`${dir}: part ${part.path} is missing`);
    }
    const counter = hashingCounter();
    await pipeline(createReadStream(file), counter, sink());
    const got = counter.result();
    if (size !== part.bytes || got.sha256 !== part.sha256)
      throw new BackupCorruptError(
        `${dir}: part ${part.path} is damaged (${size} bytes, SHA-256 ${got.sha256}; the manifest says ${part.bytes} bytes, ${part.sha256})`,
      );
  }
  return manifest;
}
