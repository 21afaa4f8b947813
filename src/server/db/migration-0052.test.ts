import { describe, expect, it } from 'vitest';
import { migrationScene } from '../test/migration-scene.ts';

/**
 * Migration 0052 on existing data (ADR 0064): a database migrated up to the migration before it, holding
 * projects with and without saved draft inputs, is migrated; every saved draft is then in project_inputs
 * with its own time (the oracle: the values written before, not the code's reading of them), the projects
 * without one have no row, the two columns are gone from projects, the new table announces its changes
 * (trigger cr_data_changed) and goes with its project.
 */
const scene = migrationScene('0052_project_inputs');

describe('migration 0052 (project_inputs)', () => {
  it('copies each saved draft with its time, drops the columns from projects, and cascades with the project', async () => {
    await scene.migrateBefore();
    const q = scene.q;
    expect((await q(`select to_regclass('project_inputs') as t`)).rows[0].t).toBeNull();
    await q(`insert into users (id, username, email, role) values ('u-ada', 'Ada', 'ada@example.com', 'proponent')`);
    const ws = (await q(`select id from workspaces where personal_owner_id = 'u-ada'`)).rows[0].id as string;
    const draft = { assumptions: { horizonYears: 5 }, market: { tamEur: 1_000_000 }, revenueModel: null, complianceAnswers: { a: 'met' } };
    const make = async (title: string, inputs: object | null, savedAt: string | null, updatedAt: string) =>
      (
        await q(
          `insert into projects (workspace_id, owner_id, title, industry, target_market, estimated_budget, evaluation_inputs, evaluation_inputs_saved_at, updated_at)
           values ($1, 'u-ada', $2, '62.01', 'EU', 1000, $3, $4, $5) returning id`,
          [ws, title, inputs === null ? null : JSON.stringify(inputs), savedAt, updatedAt],
        )
      ).rows[0].id as string;
    const saved = await make('saved', draft, '2026-03-04T05:06:07.891Z', '2026-03-05T00:00:00.000Z');
    const none = await make('never saved', null, null, '2026-03-06T00:00:00.000Z');
    const untimed = await make('saved without a time', { ...draft, market: {} }, null, '2026-03-07T08:09:10.111Z');

    await scene.migrateAll();

    const rows = (await q(`select project_id, inputs, saved_at from project_inputs order by saved_at`)).rows;
    expect(rows.map((r) => [r.project_id, r.inputs, (r.saved_at as Date).toISOString()])).toEqual([
      [saved, draft, '2026-03-04T05:06:07.891Z'],
      [untimed, { ...draft, market: {} }, '2026-03-07T08:09:10.111Z'],
    ]);
    expect(rows.some((r) => r.project_id === none)).toBe(false);
    const left = (
      await q(`select column_name from information_schema.columns where table_name = 'projects' and column_name like 'evaluation_inputs%'`)
    ).rows;
    expect(left).toEqual([]);
    expect(
      (await q(`select count(*)::int as n from pg_trigger where tgrelid = 'project_inputs'::regclass and tgname = 'cr_data_changed'`))
        .rows[0].n,
    ).toBe(1);
    await q(`delete from projects where id = $1`, [saved]);
    expect((await q(`select project_id from project_inputs`)).rows.map((r) => r.project_id)).toEqual([untimed]);
  });
});
