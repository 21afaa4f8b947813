import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadCuratedCatalogue } from '../index.ts';
import { searchCalls } from './search-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadCuratedCatalogue({ db: t.database.db, now: () => new Date('2026-06-15T10:00:00Z') });
});
afterAll(async () => t.close());

describe('the funding search counts with its page (issue 30)', () => {
  it('reports the same total on the first page, a later page and past the last page', async () => {
    // The oracle: PostgreSQL's own count of the catalogue, read apart.
    const res = await t.database.db.execute(sql`select count(*)::int as n from funding_calls`);
    const n = (res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(n).toBeGreaterThan(3);
    const at = (offset: number) => searchCalls(t.database.db, { limit: 2, offset }, '2026-06-15');
    const first = await at(0);
    expect(first).toMatchObject({ total: n });
    expect(first.items).toHaveLength(2);
    expect((await at(2)).total).toBe(n);
    const past = await at(n + 5);
    expect(past).toEqual({ total: n, items: [] });
  });
});
