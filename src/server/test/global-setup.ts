import type { TestProject } from 'vitest/node';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { adminUrl, dbUrl } from './pg-urls.ts';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * Once per test run: a PostgreSQL database migrated to the current schema, used as the template
 * every test file clones (CREATE DATABASE ... TEMPLATE), named after the migrations' hash so a
 * schema change makes a new one and an unchanged schema reuses it. Likewise a migrated embedded
 * (PGlite) data directory that the embedded-database tests copy (pglite-template.ts).
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const f of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(`${migrations}/${f}`));
  const digest = hash.digest('hex').slice(0, 12);
  const template = `cr_tpl_${digest}`;
  project.provide('pgliteTemplate', await pgliteTemplate(digest));
  const admin = new pg.Client({ connectionString: adminUrl() });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`Server tests need PostgreSQL at ${adminUrl()} (set TEST_PG_URL): ${(err as Error).message}`, { cause: err });
  }
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_building_${process.pid}`;
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({ databaseUrl: dbUrl(building), dataDir: '' });
      await database.close();
      await admin.query(`alter database "${building}" rename to "${template}"`).catch(async () => {
        await admin.query(`drop database if exists "${building}"`); // another run built it first
      });
    }
  } finally {
    await admin.end();
  }
  project.provide('templateDb', template);
}

/** A migrated PGlite data directory in the system's temporary directory, kept between runs of one schema and PGlite version. */
async function pgliteTemplate(digest: string): Promise<string> {
  const manifest = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const dir = join(tmpdir(), `cr-pglite-tpl-${digest}-${version}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}-building-${process.pid}`;
  const database = await openDatabase({ databaseUrl: null, dataDir: building });
  await database.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run built it first
  }
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    pgliteTemplate: string;
  }
}
