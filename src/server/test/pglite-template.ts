import { cpSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * Fills `dir` (a data directory of the test's own, not yet existing) with a copy of the run's migrated
 * embedded database (global-setup.ts) and returns it. Opening PGlite on an empty directory runs every
 * migration in WebAssembly, seconds per test file; the copy takes milliseconds and is the same database
 * (the migrator finds nothing to apply). Migrating from nothing stays tested in src/server/db/pglite.test.ts.
 */
export function pgliteDataDir(dir: string): string {
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}
