import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { dropDatabase, ENV, REPO } from './support/server.ts';

export default async function globalTeardown(): Promise<void> {
  const pidFile = resolve(REPO, 'test-results/.e2e-server.pid');
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGTERM');
    // Give it its grace period, then make sure.
    await new Promise((r) => setTimeout(r, 3000));
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  } catch {
    /* never started */
  }
  rmSync(pidFile, { force: true });
  const database = process.env[ENV.database];
  if (database) dropDatabase(database);
}
