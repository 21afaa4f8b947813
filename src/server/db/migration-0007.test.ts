import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { adminUrl, dbUrl } from '../test/pg-urls.ts';

/**
 * Migration 0007 on existing data: a database migrated up to the migration before it, holding
 * accounts and projects, is migrated to 0007; every account then has exactly one personal
 * workspace it owns, and every project is in its creator's, none lost.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'cr-mig-0007-'));
const name = `cr_mig_${randomBytes(5).toString('hex')}`;
let pool: pg.Pool;

/** A copy of the migrations folder whose journal stops before 0007_workspaces. */
function migrationsBefore0007(): string {
  const dir = join(root, 'before');
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === '0007_workspaces');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  pool = new pg.Pool({ connectionString: dbUrl(name), max: 2 });
});
afterAll(async () => {
  await pool.end();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  rmSync(root, { recursive: true, force: true });
});

describe('migration 0007 (workspaces)', () => {
  it("moves every existing project into its creator's personal workspace, and gives later accounts theirs", async () => {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: migrationsBefore0007() });
    const q = (text: string, values: unknown[] = []) => pool.query(text, values);
    expect((await q(`select to_regclass('workspaces') as t`)).rows[0].t).toBeNull();
    // Three accounts: two projects, one project, none.
    const people = [
      ['u-ada', 'Ada', 'ada@example.com', 2],
      ['u-bob', 'Bob', 'bob@example.com', 1],
      ['u-cyd', 'Cyd', 'cyd@example.com', 0],
    ] as const;
    for (const [id, username, email, n] of people) {
      await q(`insert into users (id, username, email, role) values ($1, $2, $3, 'proponent')`, [id, username, email]);
      for (let i = 0; i < n; i += 1) {
        await q(`insert into projects (owner_id, title, industry, target_market, estimated_budget) values ($1, $2, '62.01', 'EU', 1000)`, [
          id,
          `${username} ${i}`,
        ]);
      }
    }
    const before = (await q(`select id, owner_id, title from projects order by id`)).rows;
    expect(before).toHaveLength(3);

    await migrate(db, { migrationsFolder: migrations });

    const ws = (
      await q(
        `select w.id, w.kind, w.personal_owner_id, m.user_id, m.role from workspaces w join workspace_members m on m.workspace_id = w.id order by w.personal_owner_id`,
      )
    ).rows;
    expect(ws.map((w) => [w.kind, w.personal_owner_id, w.user_id, w.role])).toEqual([
      ['personal', 'u-ada', 'u-ada', 'owner'],
      ['personal', 'u-bob', 'u-bob', 'owner'],
      ['personal', 'u-cyd', 'u-cyd', 'owner'],
    ]);
    const after = (
      await q(
        `select p.id, p.owner_id, p.title, w.personal_owner_id as ws_owner from projects p join workspaces w on w.id = p.workspace_id order by p.id`,
      )
    ).rows;
    expect(after.map((p) => [p.id, p.owner_id, p.title])).toEqual(before.map((p) => [p.id, p.owner_id, p.title]));
    for (const p of after) expect(p.ws_owner).toBe(p.owner_id);
    expect(
      (await q(`select is_nullable from information_schema.columns where table_name = 'projects' and column_name = 'workspace_id'`)).rows[0]
        .is_nullable,
    ).toBe('NO');

    // An account created afterwards gets its personal workspace from the database itself.
    await q(`insert into users (id, username, email) values ('u-dee', 'Dee', 'dee@example.com')`);
    expect(
      (
        await q(
          `select w.kind, m.role from workspaces w join workspace_members m on m.workspace_id = w.id where w.personal_owner_id = 'u-dee'`,
        )
      ).rows,
    ).toEqual([{ kind: 'personal', role: 'owner' }]);
  });
});
