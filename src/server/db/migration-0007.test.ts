import { describe, expect, it } from 'vitest';
import { migrationScene } from '../test/migration-scene.ts';

/**
 * Migration 0007 on existing data: a database migrated up to the migration before it, holding
 * accounts and projects, is migrated to 0007; every account then has exactly one personal
 * workspace it owns, and every project is in its creator's, none lost.
 */
const scene = migrationScene('0007_workspaces');

describe('migration 0007 (workspaces)', () => {
  it("moves every existing project into its creator's personal workspace, and gives later accounts theirs", async () => {
    await scene.migrateBefore();
    const q = scene.q;
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

    await scene.migrateAll();

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
