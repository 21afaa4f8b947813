// npm run backup
// Writes a backup (database dump + every stored document + manifest) to BACKUP_DIR (default
// DATA_DIR/backups) and keeps the BACKUP_KEEP newest (ADR 0056). On the embedded database the server
// must be stopped (its data directory is locked): while it runs, use POST /api/admin/backups or the
// Back up now button on /r4-readiness, which run the same backup inside the server.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirError } from '../db/data-dir.ts';
import { backupRuns } from '../db/schema/index.ts';
import { blobStoreFor } from '../modules/documents/storage/index.ts';
import { runBackup } from '../modules/backups/index.ts';

const config = loadConfig();
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  console.error(
    err instanceof DataDirError
      ? `${err.message}\nIf the server is running, back up through it instead: POST /api/admin/backups (or /r4-readiness).`
      : String(err),
  );
  process.exit(1);
}
const now = () => new Date();
try {
  const [run] = await database.db
    .insert(backupRuns)
    .values({ kind: 'backup', trigger: 'cli', status: 'queued', createdAt: now() })
    .returning();
  await runBackup({ database, blobs: blobStoreFor(config), config, now }, run!.id);
  const [done] = await database.db.select().from(backupRuns).where(eq(backupRuns.id, run!.id));
  if (done?.status !== 'succeeded') {
    console.error(`Backup failed: ${done?.detail ?? 'unknown error'}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Backup ${done.backupName} written to ${config.backups.dir}: ${done.tables} tables, ${done.rows} rows, ` +
        `${done.blobs} documents, ${done.bytes} bytes (keeping the ${config.backups.keep} newest).`,
    );
  }
} finally {
  await database.close();
}
