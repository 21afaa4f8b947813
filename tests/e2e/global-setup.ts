import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAdmin, createDatabase, ENV, freePort, REPO, startServer } from './support/server.ts';

/**
 * Starts the real server on a free port with a fresh PostgreSQL database and an admin account.
 * Global teardown stops it and drops the database.
 */
export default async function globalSetup(): Promise<void> {
  const database = `cr_e2e_${process.pid}_${Date.now().toString(36)}`;
  createDatabase(database);
  const port = await freePort();
  // A local webhook receiver (webhooks.spec.ts) is allowed on this one port, although 127.0.0.1 is loopback.
  const webhookPort = await freePort();
  process.env[ENV.database] = database;
  process.env[ENV.webhookPort] = String(webhookPort);
  try {
    const server = await startServer(port, database, {
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${webhookPort}`,
      // Every spec signs up from 127.0.0.1 (issue 26's per-address limits are tested in src/server/modules/auth).
      REGISTER_PER_ADDRESS_HOUR: '100000',
      FORGOT_PASSWORD_PER_ADDRESS_HOUR: '100000',
      // Backups only when a spec asks (readiness.spec.ts), into the run's own directory.
      BACKUP_SCHEDULE: 'off',
      BACKUP_DIR: resolve(REPO, 'test-results/backups'),
    });
    mkdirSync(resolve(REPO, 'test-results'), { recursive: true });
    writeFileSync(resolve(REPO, 'test-results/.e2e-server.pid'), String(server.pid), { flag: 'w' });
    server.unref();
    const email = 'ada.admin@e2e.test';
    const password = 'admin password e2e 2025';
    createAdmin(database, email, password);
    process.env[ENV.baseUrl] = `http://localhost:${port}`;
    process.env[ENV.adminEmail] = email;
    process.env[ENV.adminPassword] = password;
  } catch (error) {
    const { dropDatabase } = await import('./support/server.ts');
    dropDatabase(database);
    throw error;
  }
}
