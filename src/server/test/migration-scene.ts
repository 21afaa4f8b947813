import { afterAll, beforeAll, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { adminUrl, dbUrl } from './pg-urls.ts';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A migration tested on existing data: an empty PostgreSQL database of the file's own (made before its
 * tests, dropped after), migrated by `migrateBefore()` up to the migration just before `tag` (a copy of the
 * migrations folder whose journal stops there), so a test can write rows in the older shape and then run
 * `migrateAll()` to see what the migration does to them.
 */
export function migrationScene(tag: string) {
  const root = mkdtempSync(join(tmpdir(), `cr-mig-${tag.slice(0, 4)}-`));
  const name = `cr_mig_${randomBytes(5).toString('hex')}`;
  const scene = {
    pool: null as unknown as pg.Pool,
    q: (text: string, values: unknown[] = []) => scene.pool.query(text, values),
    async migrateBefore() {
      const dir = join(root, 'before');
      cpSync(migrations, dir, { recursive: true });
      const journalPath = join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
      const at = journal.entries.findIndex((e) => e.tag === tag);
      expect(at, `migration ${tag} in the journal`).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalPath, JSON.stringify(journal));
      await migrate(drizzle(scene.pool), { migrationsFolder: dir });
    },
    migrateAll: () => migrate(drizzle(scene.pool), { migrationsFolder: migrations }),
  };
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    scene.pool = new pg.Pool({ connectionString: dbUrl(name), max: 2 });
  });
  afterAll(async () => {
    await scene.pool?.end();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(root, { recursive: true, force: true });
  });
  return scene;
}
