import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallSearchQuery } from '../../../contract/funding.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { fundingCalls } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { ORIGIN } from '../../test/harness.ts';
import { rankedCallSearch, rankedCallSearchReference } from './match-service.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';

/**
 * Best match's fast path (hard criteria in SQL, only possible calls matched in memory, the not
 * eligible paged in SQL; ADR 0027) against its oracle, the reference ranking that runs the matcher
 * on every filtered call: on 400 generated calls that cover each criterion's edge (blank, lower-case
 * and province codes, another country, section letters and finer sector codes, sizes, open-ended and
 * one-sided amount ranges, closed, closing today, upcoming and open-ended dates) and projects with
 * and without each datum, every page (including those across the eligible/not eligible boundary)
 * must be the same calls in the same order with the same eligibility and score, and the same total.
 * Tolerance: none (identical answers).
 */
const TODAY = '2026-11-25';
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-ranked-'));
let database: Database;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REGIONS = [
  [],
  ['IT'],
  ['ITC4'],
  ['itc4'],
  [' ITC4 '],
  ['ITC'],
  ['ITC4C'],
  ['ITG1'],
  ['DE21'],
  ['DE'],
  [''],
  ['ITG1', 'ITC4'],
  ['IT', 'DE'],
];
const SECTORS = [[], ['62'], ['62.01'], ['62.0'], ['J'], ['C'], ['10.1'], ['6'], [''], [' j '], ['62.02', '10']];
const SIZES = [[], ['small'], ['micro', 'small'], ['medium', 'large'], ['other']];
const WORDS = [
  'digitale',
  'piattaforma',
  'innovazione',
  'software',
  'energia',
  'turismo',
  'manifattura',
  'cloud',
  'ricerca',
  'export',
  'formazione',
  'agricoltura',
];
const DATES: [string | null, string | null][] = [
  [null, null],
  ['2026-01-01', '2026-11-24'],
  ['2026-01-01', TODAY],
  ['2026-01-01', '2026-12-01'],
  ['2026-12-10', '2027-03-01'],
  [null, '2027-06-30'],
  ['2026-06-01', null],
  ['2025-01-01', '2025-12-31'],
];
const AMOUNTS: [number | null, number | null][] = [
  [null, null],
  [50_000, 250_000],
  [null, 100_000],
  [200_000, null],
  [150_000, 150_000],
  [10_000, 149_999],
  [150_001, 500_000],
];

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
  const r = rng(14);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const rows = Array.from({ length: 400 }, (_, i) => {
    const [opensAt, closesAt] = pick(DATES);
    const [minAmount, maxAmount] = pick(AMOUNTS);
    return {
      source: 'curated' as const,
      sourceRecordId: `g${i}`,
      contentHash: `h${i}`,
      funder: `Ente ${i % 7}`,
      aidForm: pick(['grant', 'equity', 'subsidised_loan']),
      // Few distinct titles and words, so scores tie often and the deadline order decides.
      title: `Bando ${pick(WORDS)} ${i % 5}`,
      description: Array.from({ length: 1 + Math.floor(r() * 6) }, () => pick(WORDS)).join(' '),
      regions: pick(REGIONS),
      sectors: pick(SECTORS),
      sizes: pick(SIZES),
      minAmount,
      maxAmount,
      opensAt,
      closesAt,
    };
  });
  await database.db.insert(fundingCalls).values(rows);
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const full = {
  title: 'Piattaforma digitale cloud',
  description: 'Software per la manifattura',
  industry: '62.01',
  country: 'IT',
  region: 'ITC4',
  stage: 'growth',
  fundingSought: 150_000,
  applicantSize: 'small',
};
const PROJECTS: [string, Record<string, unknown>][] = [
  ['a Lombardy ICT small enterprise', full],
  ['no applicant size', { ...full, applicantSize: null }],
  ['no country', { ...full, country: null, region: null }],
  ['a country but no region', { ...full, region: null }],
  ['no funding sought', { ...full, fundingSought: null }],
  ['an activity code the catalogue does not know', { ...full, industry: '99.99.99' }],
  ['a section only (J)', { ...full, industry: 'J' }],
  [
    'a German large enterprise in food (10.11)',
    { ...full, country: 'DE', region: 'DE21', industry: '10.11', applicantSize: 'large', fundingSought: 40_000 },
  ],
];
const QUERIES: CallSearchQuery[] = [{}, { status: 'open' }, { q: 'digitale' }, { aidForm: 'grant' }];

describe('best match: the fast path equals the reference ranking', () => {
  for (const [name, fields] of PROJECTS) {
    it(
      name,
      async () => {
        const project = { id: '00000000-0000-4000-8000-000000000001', ...fields } as unknown as Parameters<typeof rankedCallSearch>[1];
        const deps = { db: database.db, now: () => new Date(`${TODAY}T10:00:00Z`) };
        for (const q of QUERIES) {
          const all = await rankedCallSearchReference(deps, project, { ...q, limit: 500 });
          expect(all.total).toBeGreaterThan(0);
          // Every page of 20 and a few odd windows (across the eligible / not eligible boundary too).
          const windows = [
            ...Array.from({ length: Math.ceil(all.total / 20) + 1 }, (_, k) => [k * 20, 20]),
            [7, 33],
            [0, 500],
            [all.total - 3, 10],
          ];
          for (const [offset, limit] of windows) {
            const query = { ...q, offset: Math.max(0, offset!), limit: limit! };
            const [fast, slow] = await Promise.all([
              rankedCallSearch(deps, project, query),
              rankedCallSearchReference(deps, project, query),
            ]);
            expect(fast.total).toBe(slow.total);
            expect(fast.items.map((c) => [c.id, c.match?.eligible, c.match?.score])).toEqual(
              slow.items.map((c) => [c.id, c.match?.eligible, c.match?.score]),
            );
          }
          // The generated set exercises all three classes for the full project.
          if (name === PROJECTS[0]![0] && !q.q)
            expect(new Set(all.items.map((c) => c.match?.eligible))).toEqual(new Set(['yes', 'unknown', 'no']));
        }
      },
      60_000,
    );
  }
});
