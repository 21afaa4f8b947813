import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/client.ts';
import type { Database } from '../../../db/types.ts';
import { FUNDING_FILES } from '../../../test/shared-data.ts';
import { fundingStats, runImport, searchCalls } from '../index.ts';
import { pgliteDataDir } from '../../../test/pglite-template.ts';

/** The embedded database (PGlite) has both text-search configurations, the generated columns and the same filters. */
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-funding-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: pgliteDataDir(join(root, 'data')) });
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('catalogue search on PGlite', () => {
  it('imports the incentivi file and searches it in Italian and English with filters', async () => {
    const deps = { db: database.db, now: () => new Date() };
    const { run } = await runImport(deps, { source: 'incentivi', origin: FUNDING_FILES.incentivi, trigger: 'cli' });
    expect(run.report.imported).toBe(369);
    // Oracle: SOURCE.md — record 3730 is "Interventi di credito agrario … Regione Abruzzo"; "crediti" stems to its "credito".
    const it1 = await searchCalls(database.db, { q: 'crediti agrari', region: 'ITF1' }, '2025-06-01');
    expect(it1.items.map((i) => i.title)).toContain('Interventi di credito agrario a breve termine – Regione Abruzzo - Anno 2025');
    const en = await searchCalls(database.db, { q: 'startups' }, '2025-06-01');
    // Independent count: plain ILIKE on the word, no text search; every text-search hit must be among them.
    const plain = (await database.db.execute(
      sql`select count(*)::int as n from funding_calls where concat_ws(' ', title, description, funder, programme) ilike '%startup%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(en.total).toBeGreaterThan(0);
    expect(en.total).toBeLessThanOrEqual(plain.rows[0]!.n);
    const stats = await fundingStats(database.db, '2025-06-01');
    expect(stats.totalCalls).toBe(369);
  }, 120_000);
});
