import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { evaluationInputs } from '../../contract/evaluations.ts';
import { ORIGIN } from '../test/harness.ts';
import { get, hitsOf, notificationsArrived, quietRound, sceneOnPostgres, type Scene } from './read-cache-scene.ts';

// Issue 30 / ADR 0064: the draft inputs live in project_inputs, so saving them leaves the `projects` row as it
// was and the reads cached on `projects` stay kept. Oracles: the database's own row version (xmin, moved by any
// UPDATE of the row, even one that changes nothing) and updated_at, read over a connection of the test's own;
// the cache's hit counter, each read of a round counted (a miss leaves it where it was). The control: a write
// to the project itself (a rename) makes the next read of the list a miss, so the counter does see a drop.
const f = sceneOnPostgres();

const send = (app: FastifyInstance, method: 'PUT' | 'PATCH', url: string, cookie: string, payload: object) =>
  app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload });
const projectRow = async (id: string) =>
  (await f.raw.query<{ xmin: string; updated_at: Date }>(`select xmin::text as xmin, updated_at from projects where id = $1`, [id]))
    .rows[0]!;

/** The reads that depend on `projects` but not on the inputs, as who makes them in the mixed workload. */
const reads = (sc: Scene) => [
  { url: '/api/projects', cookie: sc.owner.cookie },
  { url: `/api/projects/${sc.projectIds[0]}`, cookie: sc.owner.cookie },
  { url: '/api/stats', cookie: sc.owner.cookie },
  { url: '/api/projects', cookie: sc.investor.cookie },
  { url: '/api/deal-flow/cards', cookie: sc.investor.cookie },
  { url: '/api/deal-flow/summary', cookie: sc.investor.cookie },
  { url: '/api/dashboard/investor', cookie: sc.investor.cookie },
];

/** One read of each; how many were answered from the cache. */
const round = () => hitsOf(f.t.app, reads(f.s));

describe('read cache: saving the draft inputs (ADR 0064)', () => {
  it('leaves the projects row unchanged and the lists, board, summary and dashboards kept; a rename still drops them', async () => {
    const { t, raw, s } = f;
    const n = reads(s).length;
    expect(await quietRound(t, raw, reads(s)), 'every read kept before the save').toBe(n);

    const id = s.projectIds[0]!;
    const url = `/api/projects/${id}/evaluation-inputs`;
    const rowBefore = await projectRow(id);
    const current = (await get(t.app, url, s.owner.cookie)).json() as Record<string, unknown>;
    const body = Object.fromEntries(Object.entries(current).filter(([k]) => k in evaluationInputs.shape));
    const saved = await send(t.app, 'PUT', url, s.owner.cookie, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const savedAt = (saved.json() as { source: string; savedAt: string }).savedAt;

    // The projects row: not written (same row version, same updated_at); the draft: in its own table, at the answer's time.
    const rowAfter = await projectRow(id);
    expect(rowAfter.xmin).toBe(rowBefore.xmin);
    expect(rowAfter.updated_at.toISOString()).toBe(rowBefore.updated_at.toISOString());
    const draft = (await raw.query<{ saved_at: Date }>(`select saved_at from project_inputs where project_id = $1`, [id])).rows;
    expect(draft.map((d) => d.saved_at.toISOString())).toEqual([savedAt]);
    // The inputs read itself is not served stale: it shows the save.
    expect(((await get(t.app, url, s.owner.cookie)).json() as { source: string; savedAt: string }).savedAt).toBe(savedAt);

    // Every read right after the save is a hit, and again once the save's own notification has arrived.
    expect(await round(), 'reads kept right after the save').toBe(n);
    await notificationsArrived(t, raw); // the save's own notification has arrived by now
    expect(await round(), 'reads kept after the notification').toBe(n);

    // Control: a rename writes the projects row, and the next read of the list is a miss with the new title.
    const renamed = await send(t.app, 'PATCH', `/api/projects/${id}`, s.owner.cookie, { title: 'Renamed after the save' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await projectRow(id)).xmin).not.toBe(rowBefore.xmin);
    const hits = t.app.readCache.stats.hits;
    const list = (await get(t.app, '/api/projects', s.owner.cookie)).json() as Array<{ title: string }>;
    expect(t.app.readCache.stats.hits).toBe(hits);
    expect(list.map((p) => p.title)).toContain('Renamed after the save');
  });
});
