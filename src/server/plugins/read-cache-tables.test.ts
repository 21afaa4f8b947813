import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { tableNamePattern } from '../db/data-changes.ts';
import { cachedReads, get, seedScene, type Scene } from './read-cache-scene.ts';

// What each cached read depends on (ADR 0045). Oracle: the statements the route actually sends, seen
// by the database layer while the read runs with the cache off; every table they name must be among
// those the route declares (config.readCache.tables), or a write to it would leave a stale answer.
// Also: every table of the schema carries the change trigger (migration 0041), read from pg_trigger.
let t: TestApp;
let s: Scene;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_BYTES: '0' }, { jobPollMs: 0 });
  s = await seedScene(t);
});
afterAll(async () => {
  t.database.dataChanges?.observe(null);
  await t?.close();
});

const tableNames = async (): Promise<string[]> => {
  const c = new pg.Client({ connectionString: t.dbUrl });
  await c.connect();
  try {
    const r = await c.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r','p') and n.nspname = current_schema()`,
    );
    return r.rows.map((x) => x.name);
  } finally {
    await c.end();
  }
};

describe('read cache: declared tables', () => {
  it('every table announces its changes (trigger cr_data_changed), so no cached read depends on an unannounced one', async () => {
    expect(t.database.dataChanges?.live).toBe(true);
    expect([...(t.database.dataChanges?.uncovered ?? [])]).toEqual([]);
    expect((await tableNames()).length).toBeGreaterThan(50);
  });

  it('each cached route declares every table its statements read (the session and user rows aside: resolved per request)', async () => {
    const known = tableNamePattern(await tableNames());
    for (const read of cachedReads(s)) {
      await get(t.app, read.url, read.cookie); // the session row is kept from here on
      const seen: string[] = [];
      t.database.dataChanges!.observe((text) => seen.push(text));
      const res = await get(t.app, read.url, read.cookie);
      t.database.dataChanges!.observe(null);
      expect(res.statusCode, read.name).toBe(200);
      const named = new Set<string>();
      for (const text of seen) for (const m of text.matchAll(known)) named.add(m[1]!.toLowerCase());
      named.delete('sessions');
      const declaredNames = new Set(t.app.readCache.routes.get(read.url.split('?')[0]!.replace(/[0-9a-f-]{36}/, ':id')) ?? []);
      expect(declaredNames.size, `${read.name} declares readCache`).toBeGreaterThan(0);
      expect([...named].filter((n) => !declaredNames.has(n)).sort(), `${read.name}: read but not declared`).toEqual([]);
    }
  });
});
