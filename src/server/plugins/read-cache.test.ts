import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/harness.ts';
import { evaluationInputs } from '../../contract/evaluations.ts';
import { cachedReads, get, hitEventually } from './read-cache-scene.ts';
import { eventually } from '../test/eventually.ts';
import { t, b, s, rawWrite, call, titles } from './read-cache-setup.ts';

// The read cache (ADR 0045) with two instances on one PostgreSQL database: A (the test app) and B (a
// second app over its own pool and change feed). Oracles: the database itself — a row changed behind
// both instances' backs with triggers off must NOT be seen by a kept answer (proof that answers are
// kept), and every change made through the other instance, by another user, or by another program with
// triggers on, must be seen by the next read (A: once the notification arrives, polled for ≤ 2 s;
// the writing instance: at once).

describe('read cache: kept answers', () => {
  it('keeps each everyday read: the second read is a hit with the same body and headers, and a silent change is not seen', async () => {
    for (const read of cachedReads(s)) {
      await get(t.app, read.url, read.cookie); // the board's first read files the card (a write): not kept
      const first = await get(t.app, read.url, read.cookie);
      expect(first.statusCode, read.name).toBe(200);
      let second = first;
      expect(
        await hitEventually(t.app, async () => {
          second = await get(t.app, read.url, read.cookie);
          return second;
        }),
        read.name,
      ).toBe(1);
      expect(second.body).toBe(first.body);
      const strip = (h: Record<string, unknown>) => {
        const { 'x-request-id': _id, date: _d, ...rest } = h;
        return rest;
      };
      expect(strip(second.headers)).toEqual(strip(first.headers));
      expect(second.headers['cache-control']).toBe('no-store');
    }
    // Proof that the answer is kept, not re-read: a change no instance hears about is not seen.
    const before = await get(t.app, '/api/projects', s.owner.cookie);
    await rawWrite(`update projects set title = 'Silently renamed' where id = $1`, [s.projectIds[1]], true);
    const after = await get(t.app, '/api/projects', s.owner.cookie);
    expect(after.body).toBe(before.body);
    // ... and the same change announced (another program, triggers on) reaches both instances.
    await rawWrite(`update projects set title = 'Renamed by another program' where id = $1`, [s.projectIds[1]]);
    const seen = await eventually(
      () => get(t.app, '/api/projects', s.owner.cookie),
      (r) => titles(r.json()).includes('Renamed by another program'),
    );
    expect(titles(seen.json())).toContain('Renamed by another program');
  });

  it('no other route is kept, and the cache never answers an anonymous caller', async () => {
    expect([...t.app.readCache.routes.keys()].sort()).toEqual([
      '/api/dashboard/investor',
      '/api/deal-flow/cards',
      '/api/deal-flow/summary',
      '/api/funding/calls',
      '/api/notifications',
      '/api/projects',
      '/api/projects/:id',
      '/api/projects/:id/comments',
      '/api/projects/:id/evaluation-inputs',
      '/api/stats',
    ]);
    const { hits, misses } = t.app.readCache.stats;
    for (const url of ['/api/auth/user', '/api/projects/usage', `/api/projects/${s.projectIds[0]}/evaluations`, '/api/metrics/history'])
      await get(t.app, url, s.owner.cookie);
    expect(t.app.readCache.stats).toMatchObject({ hits, misses });
    expect((await t.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
    expect((await get(t.app, '/api/projects', 'cr_session=forged.value')).statusCode).toBe(401);
  });
});

describe('read cache: a write by another user on another instance is seen by the next read', () => {
  it('the inputs (a consultant with an edit grant saves them on B), the list (the owner renames on B, the investor reads on A), the project (renamed on B)', async () => {
    const editor = await signUp(t, 'consultant');
    const g = await call(t.app, 'POST', `/api/projects/${s.projectIds[0]}/grants`, s.owner.cookie, { email: editor.email, access: 'edit' });
    expect(g.statusCode, g.body).toBeLessThan(300);
    const project = `/api/projects/${s.projectIds[0]}`;
    const inputs = `${project}/evaluation-inputs`;
    const read = async (app: FastifyInstance) => ({
      investorList: titles((await get(app, '/api/projects', s.investor.cookie)).json()),
      project: ((await get(app, project, s.owner.cookie)).json() as { title: string }).title,
      inputs: (await get(app, inputs, s.owner.cookie)).json() as { source: string; savedAt: string | null },
    });
    const old = await read(t.app);
    // All three kept: a round of the three reads made three hits (once the set-up's own notifications are in).
    let kept = 0;
    for (let i = 0; i < 20 && kept < 3; i += 1) {
      const hits = t.app.readCache.stats.hits;
      expect(await read(t.app)).toEqual(old);
      kept = t.app.readCache.stats.hits - hits;
      if (kept < 3) await new Promise((r) => setTimeout(r, 25));
    }
    expect(kept).toBe(3);
    // Inputs: saved by another user (the consultant) on B.
    const current = (await get(b, inputs, editor.cookie)).json() as Record<string, unknown>;
    const body = Object.fromEntries(Object.entries(current).filter(([k]) => k in evaluationInputs.shape));
    const saved = await call(b, 'PUT', inputs, editor.cookie, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const savedAt = (saved.json() as { savedAt: string }).savedAt;
    expect(savedAt).not.toBe(old.inputs.savedAt);
    expect(
      (
        await eventually(
          () => read(t.app),
          (v) => v.inputs.savedAt === savedAt,
        )
      ).inputs.savedAt,
    ).toBe(savedAt);
    // The project and the investor's list: renamed by the owner on B.
    const patched = await call(b, 'PATCH', project, s.owner.cookie, { title: 'Edited on B' });
    expect(patched.statusCode, patched.body).toBe(200);
    const onA = await eventually(
      () => read(t.app),
      (v) => v.project === 'Edited on B' && v.investorList.includes('Edited on B'),
    );
    expect(onA.project).toBe('Edited on B');
    expect(onA.investorList).toEqual(['Edited on B']);
  });

  it('the funding search: another program changes a call (triggers on), both instances see it', async () => {
    const url = '/api/funding/calls?q=imprese&limit=20';
    const first = (await get(t.app, url, s.owner.cookie)).json() as { items: Array<{ id: string; title: string }> };
    expect(first.items.length).toBeGreaterThan(0);
    const target = first.items[0]!;
    await get(b, url, s.owner.cookie);
    await rawWrite(`update funding_calls set title = title || ' (rinnovato)' where id = $1`, [target.id]);
    for (const app of [t.app, b]) {
      const seen = await eventually(
        () => get(app, url, s.owner.cookie),
        (r) => (r.json() as typeof first).items.some((i) => i.title.endsWith('(rinnovato)')),
      );
      expect((seen.json() as typeof first).items.find((i) => i.id === target.id)?.title).toBe(`${target.title} (rinnovato)`);
    }
  });

  it('the board and the list: the owner revokes the grant on B; the investor reads on A', async () => {
    const inv = await signUp(t, 'investor');
    const g = await call(t.app, 'POST', `/api/projects/${s.projectIds[1]}/grants`, s.owner.cookie, { email: inv.email, access: 'read' });
    expect(g.statusCode, g.body).toBeLessThan(300);
    const board = async (app: FastifyInstance) =>
      (await get(app, '/api/deal-flow/cards', inv.cookie)).json() as Array<{ projectId: string; project?: unknown }>;
    const list = async (app: FastifyInstance) => (await get(app, '/api/projects', inv.cookie)).json() as Array<{ id: string }>;
    expect((await list(t.app)).map((p) => p.id)).toEqual([s.projectIds[1]]);
    const cards = await board(t.app);
    expect(cards.map((c) => c.projectId)).toEqual([s.projectIds[1]]);
    await board(t.app);
    await list(t.app);
    const revoked = await call(b, 'DELETE', `/api/projects/${s.projectIds[1]}/grants/${(g.json() as { id: string }).id}`, s.owner.cookie);
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    // On B (the writer): at once.
    expect(await list(b)).toEqual([]);
    // On A: once notified.
    expect(
      await eventually(
        () => list(t.app),
        (v) => v.length === 0,
      ),
    ).toEqual([]);
    const after = await eventually(
      () => board(t.app),
      (v) => JSON.stringify(v) !== JSON.stringify(cards),
    );
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(cards));
  });
});
