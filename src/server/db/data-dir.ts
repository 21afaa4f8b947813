import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, openSync, closeSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { hostname } from 'node:os';

const MARKER = 'capital-readiness.json';
const LOCK = '.lock';
const APP_ID = 'capital-readiness';

/** A refusal to start, with a message meant for the person running the server. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/**
 * Checks that `dir` is empty (and claims it) or was created by this application, and that its
 * database directory is intact. Refuses foreign or corrupt directories rather than starting empty.
 * Returns the PGlite directory and whether it already held a database.
 */
export function prepareDataDir(dir: string): { pgDir: string; existed: boolean } {
  const pgDir = join(dir, 'pg');
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const entries = readdirSync(dir).filter((e) => e !== LOCK);
  const markerPath = join(dir, MARKER);
  if (entries.length === 0) {
    writeFileSync(markerPath, JSON.stringify({ app: APP_ID, format: 1, createdAt: new Date().toISOString() }, null, 2));
    return { pgDir, existed: false };
  }
  if (!existsSync(markerPath)) {
    throw new DataDirError(
      `DATA_DIR ${dir} is not empty and was not created by this application (no ${MARKER}). ` +
        "Refusing to start so as not to damage it: point DATA_DIR at an empty directory or at this app's data directory.",
    );
  }
  let marker: unknown;
  try {
    marker = JSON.parse(readFileSync(markerPath, 'utf8'));
  } catch {
    throw new DataDirError(`DATA_DIR ${dir}: ${MARKER} is unreadable; the directory may be corrupt. Restore it from a backup.`);
  }
  if ((marker as { app?: unknown }).app !== APP_ID) {
    throw new DataDirError(`DATA_DIR ${dir} belongs to another application (${MARKER} does not name ${APP_ID}).`);
  }
  if (!existsSync(pgDir)) return { pgDir, existed: false };
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    throw new DataDirError(
      `The embedded database in ${pgDir} is corrupt (PG_VERSION is missing). ` +
        'Refusing to start with an empty database: restore the directory from a backup or move it aside.',
    );
  }
  return { pgDir, existed: true };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the data directory (a file created with O_EXCL holding our pid).
 * A lock left by a process that no longer runs on this host is taken over.
 * Returns a function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK);
  const me = { pid: process.pid, host: hostname(), at: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeFileSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8')) as typeof holder;
      } catch {
        /* a half-written lock: treat as stale */
      }
      const sameHost = holder.host === undefined || holder.host === me.host;
      if (holder.pid && sameHost && holder.pid !== process.pid && processAlive(holder.pid)) {
        throw new DataDirError(
          `DATA_DIR ${dir} is in use by another server process (pid ${holder.pid}). ` + 'Stop it first, or give this one its own DATA_DIR.',
        );
      }
      if (!sameHost) {
        throw new DataDirError(`DATA_DIR ${dir} is locked by host ${holder.host}; remove ${path} only if that host is gone.`);
      }
      unlinkSync(path);
    }
  }
  throw new DataDirError(`Could not lock DATA_DIR ${dir}.`);
}
