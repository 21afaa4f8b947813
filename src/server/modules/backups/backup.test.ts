import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { cloneTestDatabase } from '../../test/harness.ts';
import { fsBlobStore, type BlobStore } from '../documents/index.ts';
import { recordAudit } from '../audit/index.ts';
import { applyRetention, BackupCorruptError, createBackup, listBackups } from './archive.ts';
import { countRows } from './database.ts';
import { restoreBackup, RestoreRefusedError } from './restore.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';

/**
 * Backup then restore into a fresh target on both databases (issue 26). The oracle is the source
 * itself: every table's row count read from the source database after the backup, every blob's bytes
 * as written (exact equality, no tolerance), and each table's full contents compared as JSON text.
 */
const root = mkdtempSync(join(tmpdir(), 'cr-backup-test-'));
const prepared = join(root, 'prepared');
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeAll(() => void pgliteDataDir(prepared));

const now = () => new Date();

/** Accounts (the sign-up trigger adds their workspaces), an audit chain, settings and two documents' bytes. */
async function plant(database: Database, blobs: BlobStore): Promise<Map<string, Buffer>> {
  const { db } = database;
  for (let i = 0; i < 3; i++) {
    const id = randomUUID();
    await db.execute(
      sql`insert into users (id, username, email) values (${id}, ${`User ${i} 'quoted' "x"`}, ${`u${i}-${id}@example.com`})`,
    );
    await recordAudit({ db, now }, { actorId: id, action: 'test.plant', target: id, outcome: 'success', ip: '127.0.0.1', details: { i } });
  }
  await db.execute(sql`insert into settings (key, value) values ('backup-probe', ${'ünïcödé \\ \n line'})`);
  const files = new Map<string, Buffer>();
  for (const size of [0, 70_000]) {
    const key = randomUUID();
    const bytes = randomBytes(size);
    await blobs.put(key, Readable.from([bytes]));
    files.set(key, bytes);
  }
  return files;
}

async function tableJson(database: Database, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const r = (await database.db.execute(
      sql.raw(`select coalesce(json_agg(x order by x::text), '[]')::text as j from "${t}" x`),
    )) as unknown as { rows: { j: string }[] };
    out[t] = r.rows[0]!.j;
  }
  return out;
}

async function roundTrip(source: Database, target: Database, label: string) {
  const srcBlobs = fsBlobStore(join(root, `${label}-src-blobs`));
  const files = await plant(source, srcBlobs);
  const backupDir = join(root, `${label}-backups`);
  const result = await createBackup({
    db: source.db,
    kind: source.kind,
    blobs: srcBlobs,
    blobConfig: { kind: 'fs', dir: join(root, `${label}-src-blobs`) },
    backupDir,
    keep: 7,
    now,
  });
  const expected = await countRows(source.db);
  expect(result.manifest.tables).toEqual(expected);
  expect(expected['users']).toBeGreaterThanOrEqual(3);
  expect(result.manifest.blobs).toEqual({ count: 2, bytes: 70_000 });

  const dstDir = join(root, `${label}-dst-blobs`);
  const dstBlobs = fsBlobStore(dstDir);
  const check = await restoreBackup({ dir: result.dir, db: target.db, blobs: dstBlobs, force: false });
  expect(check.mismatches).toEqual([]);
  expect(await countRows(target.db)).toEqual(expected);
  const tables = Object.keys(expected);
  expect(await tableJson(target, tables)).toEqual(await tableJson(source, tables));
  for (const [key, bytes] of files) expect(readFileSync(join(dstDir, key.slice(0, 2), key)).equals(bytes)).toBe(true);

  // A second restore over the now non-empty target is refused without force, accepted with it.
  await expect(restoreBackup({ dir: result.dir, db: target.db, blobs: dstBlobs, force: false })).rejects.toThrow(RestoreRefusedError);
  expect((await restoreBackup({ dir: result.dir, db: target.db, blobs: dstBlobs, force: true })).mismatches).toEqual([]);
  return result;
}

describe('backup and restore', () => {
  it('PGlite: restores every row and file into a fresh data directory', async () => {
    const srcDir = join(root, 'pglite-src');
    cpSync(prepared, srcDir, { recursive: true });
    const source = await openDatabase({ databaseUrl: null, dataDir: srcDir });
    const target = await openDatabase({ databaseUrl: null, dataDir: pgliteDataDir(join(root, 'pglite-fresh')) });
    try {
      await roundTrip(source, target, 'pglite');
    } finally {
      await source.close();
      await target.close();
    }
  }, 180_000);

  it('PostgreSQL: restores every row and file into an empty database', async () => {
    const [a, b] = [await cloneTestDatabase(), await cloneTestDatabase()];
    const source = await openDatabase({ databaseUrl: a.url, dataDir: '' });
    const target = await openDatabase({ databaseUrl: b.url, dataDir: '' });
    try {
      const result = await roundTrip(source, target, 'pg');

      // A damaged part is refused before anything is written, naming the part.
      const part = result.manifest.parts.find((p) => p.path === 'db/users.json')!;
      const file = join(result.dir, part.path);
      writeFileSync(file, readFileSync(file, 'utf8').replace('User', 'Usor'));
      await expect(restoreBackup({ dir: result.dir, db: target.db, blobs: fsBlobStore(join(root, 'x')), force: true })).rejects.toThrow(
        /part db\/users\.json is damaged/,
      );
      await expect(restoreBackup({ dir: result.dir, db: target.db, blobs: fsBlobStore(join(root, 'x')), force: true })).rejects.toThrow(
        BackupCorruptError,
      );
      writeFileSync(join(result.dir, 'manifest.json'), '{}');
      await expect(restoreBackup({ dir: result.dir, db: target.db, blobs: fsBlobStore(join(root, 'x')), force: true })).rejects.toThrow(
        /manifest\.json does not match/,
      );
    } finally {
      await source.close();
      await target.close();
      await a.drop();
      await b.drop();
    }
  }, 120_000);

  it('retention keeps the N newest backups', async () => {
    const dir = join(root, 'retention');
    const { mkdirSync } = await import('node:fs');
    const names = Array.from({ length: 10 }, (_, i) => `cr-backup-2026010${i}T000000000Z`);
    for (const n of names) mkdirSync(join(dir, n), { recursive: true });
    mkdirSync(join(dir, '.partial-cr-backup-20260201T000000000Z'));
    const removed = await applyRetention(dir, 7);
    expect(removed).toEqual(names.slice(0, 3).reverse());
    expect(await listBackups(dir)).toEqual(names.slice(3).reverse());
    expect(readdirSync(dir)).toHaveLength(8);
    await applyRetention(dir, 0);
    expect(await listBackups(dir)).toEqual([names[9]]);
  });
});
