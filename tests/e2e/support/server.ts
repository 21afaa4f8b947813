import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** What global setup hands to the tests (through environment variables). */
export const ENV = {
  baseUrl: 'E2E_BASE_URL',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  database: 'E2E_DATABASE',
  /** The port the webhooks spec's local receiver listens on: the server allows 127.0.0.1 on it (WEBHOOK_ALLOWED_HOSTS). */
  webhookPort: 'E2E_WEBHOOK_PORT',
} as const;

export const REPO = resolve(import.meta.dirname, '../../..');
const PG = {
  host: process.env.E2E_PG_HOST ?? '127.0.0.1',
  port: process.env.E2E_PG_PORT ?? '5432',
  user: process.env.E2E_PG_USER ?? 'postgres',
};

export function databaseUrl(name: string): string {
  return `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

function pg(command: 'createdb' | 'dropdb', name: string): void {
  const args = ['-h', PG.host, '-p', PG.port, '-U', PG.user, ...(command === 'dropdb' ? ['--if-exists', '--force'] : []), name];
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(
      `${command} ${name} failed: ${run.stderr || run.error?.message}. Is PostgreSQL running at ${PG.host}:${PG.port} (user ${PG.user}, trust auth)?`,
    );
}

export function createDatabase(name: string): void {
  pg('createdb', name);
}

export function dropDatabase(name: string): void {
  pg('dropdb', name);
}

/** Starts the real server (src/server/main.ts) on the built app and waits for /api/health; `env` overrides (e.g. SEED_DEMO). */
export async function startServer(port: number, database: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  if (!existsSync(resolve(REPO, 'dist/web/index.html')))
    throw new Error('dist/web is missing: run `npm run build` before the e2e suite (npm run test:e2e does).');
  // Documents and backups in a directory of this server's own, removed when it exits: never the checkout's
  // ./data, which `npm start` would then refuse as a directory it did not create.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'cr-e2e-data-'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(database),
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (dataDir) child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering:\n${output}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health on port ${port} within 60 s:\n${output}`);
}

/** `npm run admin -- create`: the only way to get an admin, by design. */
export function createAdmin(database: string, email: string, password: string): void {
  const run = spawnSync(
    process.execPath,
    ['src/server/cli/admin.ts', 'create', '--email', email, '--password', password, '--username', 'Ada Admin'],
    {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: databaseUrl(database), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`Creating the admin failed: ${run.stderr}${run.stdout}`);
}
