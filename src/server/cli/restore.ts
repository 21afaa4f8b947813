// npm run restore -- <backup directory or name> [--force]
// Restores a backup into the database and blob store the environment configures (DATA_DIR's PGlite
// or DATABASE_URL; DATA_DIR/blobs or S3), after checking every part's SHA-256 against the manifest;
// then counts every table and reads every document back against it (ADR 0056). Refuses a target that
// already holds accounts unless --force (its data is then replaced). The server must be stopped.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirError } from '../db/data-dir.ts';
import { blobStoreFor } from '../modules/documents/storage/index.ts';
import { BackupCorruptError, restoreBackup, RestoreRefusedError, verifyBackup } from '../modules/backups/index.ts';

const usage = 'usage: npm run restore -- <backup directory or name under BACKUP_DIR> [--force]';
const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const arg = positionals[0]!;
const dir = existsSync(arg) ? resolve(arg) : join(config.backups.dir, arg);

let manifest;
try {
  manifest = await verifyBackup(dir);
} catch (err) {
  console.error(err instanceof BackupCorruptError ? `Refusing to restore: ${err.message}` : String(err));
  process.exit(1);
}
console.log(`${dir}: every part matches its SHA-256 (${manifest.parts.length} parts, taken ${manifest.createdAt}).`);

let database;
try {
  database = await openDatabase(config);
} catch (err) {
  console.error(err instanceof DataDirError ? err.message : String(err));
  process.exit(1);
}
try {
  const check = await restoreBackup({ dir, db: database.db, blobs: blobStoreFor(config), force: values.force, verified: manifest });
  if (check.mismatches.length > 0) {
    console.error(`Restored, but it does not match the manifest:\n  ${check.mismatches.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Restored and checked: ${check.tables} tables, ${check.rows} rows, ${check.blobs} documents (${check.bytes} bytes).`);
  }
} catch (err) {
  console.error(err instanceof RestoreRefusedError ? `Refusing to restore: ${err.message}` : String(err));
  process.exitCode = 1;
} finally {
  await database.close();
}
