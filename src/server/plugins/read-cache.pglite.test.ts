import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ORIGIN, signUpAdmin, type TestApp } from '../test/harness.ts';
import { cachedReads, get, hitsOf, seedScene, type Scene } from './read-cache-scene.ts';
import { evaluationInputs } from '../../contract/evaluations.ts';
import { pgliteDataDir } from '../test/pglite-template.ts';

// The read cache on the embedded default: one process writes the database and every write passes its
// wrapper, which moves the generations of the tables the write names (ADR 0045, amended). Oracle: the API's
// own answer before and after a write by another user, and the cache's hit count.
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-readcache-'));
let t: TestApp;
let s: Scene;
beforeAll(async () => {
  const config = loadConfig({
    PUBLIC_URL: ORIGIN,
    DATA_DIR: pgliteDataDir(join(root, 'data')),
    DATABASE_URL: '',
    AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
  t = {
    app,
    database,
    config,
    dbUrl: '',
    call: async ({ cookie, origin = ORIGIN, headers, ...rest }) =>
      await app.inject({ ...rest, headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...(headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  s = await seedScene(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('read cache on the embedded default', () => {
  it('keeps every everyday read, and a write by another user is seen by the very next read', async () => {
    for (const read of cachedReads(s)) {
      await get(t.app, read.url, read.cookie);
      const first = await get(t.app, read.url, read.cookie);
      const hits = t.app.readCache.stats.hits;
      expect((await get(t.app, read.url, read.cookie)).body, read.name).toBe(first.body);
      expect(t.app.readCache.stats.hits, read.name).toBe(hits + 1);
    }
    const list = async () => ((await get(t.app, '/api/projects', s.investor.cookie)).json() as Array<{ id: string }>).map((p) => p.id);
    expect(await list()).toEqual([s.projectIds[0]]);
    const board = (await get(t.app, '/api/deal-flow/cards', s.investor.cookie)).body;
    const revoked = await t.call({ method: 'DELETE', url: `/api/projects/${s.projectIds[0]}/grants/${s.grantId}`, cookie: s.owner.cookie });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    expect(await list()).toEqual([]);
    expect((await get(t.app, '/api/deal-flow/cards', s.investor.cookie)).body).not.toBe(board);
    // A changed role: the board refuses at once.
    const admin = await signUpAdmin(t);
    const r = await t.call({
      method: 'PATCH',
      url: `/api/admin/users/${s.investor.id}`,
      cookie: admin.cookie,
      payload: { role: 'proponent', reason: 'test: role change reaches the cache' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await get(t.app, '/api/deal-flow/cards', s.investor.cookie)).statusCode).toBe(403);
  });

  it('a write to other tables keeps the reads (saving inputs); a write to their table drops them (a rename)', async () => {
    const id = s.projectIds[0]!;
    const reads = [
      { url: '/api/projects', cookie: s.owner.cookie },
      { url: `/api/projects/${id}`, cookie: s.owner.cookie },
      { url: '/api/stats', cookie: s.owner.cookie },
    ];
    await hitsOf(t.app, reads);
    expect(await hitsOf(t.app, reads)).toBe(reads.length);
    const url = `/api/projects/${id}/evaluation-inputs`;
    const current = (await get(t.app, url, s.owner.cookie)).json() as Record<string, unknown>;
    const body = Object.fromEntries(Object.entries(current).filter(([k]) => k in evaluationInputs.shape));
    const saved = await t.call({ method: 'PUT', url, cookie: s.owner.cookie, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await hitsOf(t.app, reads), 'kept across the inputs save').toBe(reads.length);
    const renamed = await t.call({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      cookie: s.owner.cookie,
      payload: { title: 'Renamed on the embedded default' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const hits = t.app.readCache.stats.hits;
    const list = (await get(t.app, '/api/projects', s.owner.cookie)).json() as Array<{ title: string }>;
    expect(t.app.readCache.stats.hits, 'the list after the rename is computed again').toBe(hits);
    expect(list.map((p) => p.title)).toContain('Renamed on the embedded default');
  });
});
