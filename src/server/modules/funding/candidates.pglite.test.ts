import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { fundingCalls } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { ORIGIN } from '../../test/harness.ts';
import { candidateCalls } from './match-repository.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';

/**
 * The SQL pre-filter of the matches (not closed; territory possibly including the project's) on the
 * embedded PGlite, which the server uses without DATABASE_URL. Oracle: the NUTS prefix rule of
 * docs/methodology/funding-match.md, applied by hand to the six calls below.
 */
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-funding-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase(
    loadConfig({
      PUBLIC_URL: ORIGIN,
      DATA_DIR: pgliteDataDir(join(root, 'data')),
      DATABASE_URL: '',
      AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
      WEB_DIST: '/nonexistent',
      REGISTER_PER_ADDRESS_HOUR: '1000000', // every test signs up from 127.0.0.1 (ADR 0048)
    }),
  );
  const base = { source: 'curated' as const, funder: 'F', aidForm: 'grant', contentHash: 'h', closesAt: '2026-12-31' };
  await database.db.insert(fundingCalls).values([
    { ...base, sourceRecordId: '1', title: 'national', regions: ['IT'] },
    { ...base, sourceRecordId: '2', title: 'lombardy', regions: ['ITC4'] },
    { ...base, sourceRecordId: '3', title: 'sicily', regions: ['ITG1'] },
    { ...base, sourceRecordId: '4', title: 'anywhere', regions: [] },
    { ...base, sourceRecordId: '5', title: 'milan province', regions: ['itc4c'] },
    { ...base, sourceRecordId: '6', title: 'closed national', regions: ['IT'], closesAt: '2026-11-01' },
    { ...base, sourceRecordId: '7', title: 'no deadline, north-west', regions: ['ITC'], closesAt: null },
  ]);
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const titles = async (country: string | null, region: string | null) =>
  (await candidateCalls(database.db, '2026-11-25', { country, region }, 100)).map((c) => c.title).sort();

describe('candidate calls on PGlite', () => {
  it('a Lombardy project: national, Lombardy, its province, north-west, unrestricted; not Sicily, not closed', async () => {
    expect(await titles('IT', 'ITC4')).toEqual(['anywhere', 'lombardy', 'milan province', 'national', 'no deadline, north-west']);
  });
  it('a project with a country only: every Italian call stays (the matcher says unknown)', async () => {
    expect(await titles('IT', null)).toEqual(['anywhere', 'lombardy', 'milan province', 'national', 'no deadline, north-west', 'sicily']);
  });
  it('a German project: only the unrestricted call', async () => {
    expect(await titles('DE', 'DE21')).toEqual(['anywhere']);
  });
  it('no country: no territorial filter', async () => {
    expect(await titles(null, null)).toHaveLength(7 - 1);
  });
});
