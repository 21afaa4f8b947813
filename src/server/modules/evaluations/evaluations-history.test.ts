import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { historyForOwner } from '../stats/repository.ts';
import { t, inputs, projectOf } from './evaluations-setup.ts';

describe('evaluations', () => {
  it('leaves archived projects out of every dashboard figure and of the cross-project history', async () => {
    const u = await signUp(t);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, u.id));
    const kept = await projectOf(u.cookie);
    const archived = await projectOf(u.cookie);
    for (const id of [kept, archived])
      await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    const k = (
      await t.call({ method: 'POST', url: `/api/projects/${kept}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000, seed: 1 } })
    ).json();
    // A different plan so the archived project's score would move the average if it were counted.
    const other = structuredClone(inputs);
    other.market.tamEur = 1_000;
    other.complianceAnswers = { 'REG-01': 'no', 'GOV-01': 'no' };
    await t.call({ method: 'PUT', url: `/api/projects/${archived}/evaluation-inputs`, cookie: u.cookie, payload: other });
    const a = (
      await t.call({
        method: 'POST',
        url: `/api/projects/${archived}/evaluations`,
        cookie: u.cookie,
        payload: { iterations: 1_000, seed: 1 },
      })
    ).json();
    expect(a.score.total).not.toBeCloseTo(k.score.total, 3);
    const before = (await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json();
    expect(before.dashboard.averageCrScore).toBeCloseTo((k.score.total + a.score.total) / 2, 9);
    await t.call({ method: 'POST', url: `/api/projects/${archived}/archive`, cookie: u.cookie });
    const after = (await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json();
    expect(after.projectsCount).toBe(1);
    expect(after.dashboard.totalProjects).toBe(1);
    expect(after.dashboard.averageCrScore).toBeCloseTo(k.score.total, 9);
    expect(after.avgCRScore).toBeCloseTo(k.score.total, 1);
    expect(after.dashboard.successProbability).toBeCloseTo(1 - k.probabilityNpvNegative, 12);
    expect(after.dashboard.conversionRate).toBe(0); // 0 funded of the 1 evaluated project still shown
    expect(after.dashboard.statusCounts).toEqual({ draft: 1, analyzing: 0, completed: 0, funded: 0 });
    const all = (await t.call({ method: 'GET', url: '/api/metrics/history', cookie: u.cookie })).json();
    expect(all.map((h: { projectId: string }) => h.projectId)).toEqual([kept]);
    const one = (await t.call({ method: 'GET', url: `/api/metrics/history?projectId=${archived}`, cookie: u.cookie })).json();
    expect(one.map((h: { version: number }) => h.version)).toEqual([1]);
  });

  it('caps the history to the newest evaluations, still oldest first', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: inputs });
    for (let i = 0; i < 4; i++)
      await t.call({
        method: 'POST',
        url: `/api/projects/${id}/evaluations`,
        cookie: u.cookie,
        payload: { iterations: 1_000, seed: i + 1 },
      });
    const capped = await historyForOwner(t.database.db, { userId: u.id, workspaceId: null }, id, 2);
    expect(capped.map((h) => h.version)).toEqual([3, 4]);
    const uncapped = await historyForOwner(t.database.db, { userId: u.id, workspaceId: null }, null);
    expect(uncapped.map((h) => h.version)).toEqual([1, 2, 3, 4]);
  });
  it("stores a version's note with the run, returns it in the detail and the list, and refuses 501 characters in both languages", async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const run = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload, headers });
    const plain = await run({ iterations: 1_000, seed: 1 });
    expect(plain.json().note).toBeNull();
    // 'a' × 500 is exactly the limit (EVALUATION_NOTE_MAX); surrounding spaces are trimmed before the count.
    const noted = await run({ iterations: 1_000, seed: 1, note: `  ${'a'.repeat(500)}  ` });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().note).toBe('a'.repeat(500));
    const why = await run({ iterations: 1_000, seed: 1, note: 'Price from 10 to 12 after the pilot' });
    expect(why.json().version).toBe(3);
    const detail = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/3`, cookie: u.cookie })).json();
    expect(detail.note).toBe('Price from 10 to 12 after the pilot');
    const list = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations`, cookie: u.cookie })).json() as Array<{
      version: number;
      note: string | null;
    }>;
    expect(list.map((e) => [e.version, e.note])).toEqual([
      [3, 'Price from 10 to 12 after the pilot'],
      [2, 'a'.repeat(500)],
      [1, null],
    ]);
    const tooLong = await run({ iterations: 1_000, note: 'b'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' });
    expect(tooLong.json().details.fields.map((f: { path: string }) => f.path)).toEqual(['note']);
    const italian = await run({ iterations: 1_000, note: 'b'.repeat(501) }, { 'accept-language': 'it' });
    expect(italian.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Alcuni campi non sono validi.' });
    expect(italian.json().details.fields[0].message).toBe('Troppo grande: string deve avere <=500 caratteri');
    // Nothing was stored by the refused runs, and the database itself refuses a longer note.
    expect((await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations`, cookie: u.cookie })).json()).toHaveLength(3);
    await expect(
      t.database.db.execute(
        sql`insert into evaluations (project_id, version, methodology_version, engine_version, seed, iterations, input, result, score_total, npv, note) values (${id}, 9, 'm', 'e', 1, 1, '{}', '{}', 0, 0, ${'c'.repeat(501)})`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'evaluations_note_length' } });
  });
});
