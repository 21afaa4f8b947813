import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { adminUrl, dbUrl } from './pg-urls.ts';

export const ORIGIN = 'http://localhost:3000';

/** A fresh PostgreSQL database cloned from the migrated template (milliseconds, not an initdb). */
export async function cloneTestDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `cr_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('templateDb')}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: dbUrl(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dbUrl: string;
  /** Injects with this site's Origin (like a browser on this site); pass `origin: null` to omit it. */
  call(opts: InjectOptions & { cookie?: string; origin?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A real clock moved to ten minutes past the current hour, for tests of the limits that count in windows fixed to the clock's hours
 * and days: a run that starts just before the hour (or midnight) turns would otherwise see the window reset between its requests.
 * It runs, it is not stopped (lists order by time).
 */
export function midHourClock(): () => Date {
  const started = Date.now();
  const base = started - (started % 3_600_000) + 600_000;
  return () => new Date(base + (Date.now() - started));
}

export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<BuildOptions, 'now' | 'jobPollMs' | 'analyser' | 'apiLimits'> = {},
): Promise<TestApp> {
  const clone = await cloneTestDatabase();
  // Uploaded documents go to a directory of this test app's own, removed with it.
  const dataDir = await mkdtemp(join(tmpdir(), 'cr-test-data-'));
  const config = loadConfig({
    PUBLIC_URL: ORIGIN,
    DATABASE_URL: clone.url,
    AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    // Every test signs up from 127.0.0.1: the per-address limits are tested with their own values.
    REGISTER_PER_ADDRESS_HOUR: '1000000',
    FORGOT_PASSWORD_PER_ADDRESS_HOUR: '1000000',
    ...env,
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, ...extra });
  return {
    app,
    database,
    config,
    dbUrl: clone.url,
    call: async ({ cookie, origin = ORIGIN, headers, ...rest }) =>
      await app.inject({
        ...rest,
        headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...(headers ?? {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
      await clone.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` of the session cookie from a response, for the next request's Cookie header. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.find((c: string) => /^(__Host-)?cr_session=[^;]+/.test(c) && !/Max-Age=0/i.test(c));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(list)}`);
  return found.split(';')[0]!;
}

let counter = 0;
/** Registers a user through the API and returns its id and session cookie. */
export async function signUp(t: TestApp, role: 'proponent' | 'investor' | 'consultant' = 'proponent', email?: string) {
  counter += 1;
  const address = email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const username = `User ${counter}`;
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: address, password: 'a sound passphrase', username, role },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().user.id as string, email: address, username, cookie: sessionCookie(res) };
}

/** Registers a user and promotes it to admin directly in the database (as the admin command does). */
export async function signUpAdmin(t: TestApp) {
  const u = await signUp(t, 'proponent');
  const { users } = await import('../db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.id));
  return u;
}
